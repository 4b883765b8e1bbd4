import { describe, expect, it } from 'vitest';
import { contactUsSchema } from './ContactUs.schema.ts';

const valid = {
  categoryCode: 'orders',
  subjectCode: 'order-status',
  firstName: ' Zoë ',
  lastName: 'O’Brien',
  email: 'zoe@example.com',
  phone: '',
  orderNumber: '',
  message: 'Where is my parcel?',
};

function messagesOf(input: Record<string, unknown>) {
  const result = contactUsSchema.safeParse({ ...valid, ...input });
  const first: Record<string, string> = {};
  // The form shows the first failing check of a field (zodResolver keeps the first issue).
  for (const issue of result.success ? [] : result.error.issues) {
    first[issue.path.join('.')] ??= issue.message;
  }
  return first;
}

describe('contactUsSchema', () => {
  it('takes a complete request, trimmed, blank optional fields left out', () => {
    const parsed = contactUsSchema.parse(valid);
    expect(parsed).toMatchObject({ firstName: 'Zoë', phone: undefined, orderNumber: undefined });
  });

  it('asks for every required field with the spec’s message', () => {
    expect(
      messagesOf({
        categoryCode: '',
        subjectCode: '',
        firstName: ' ',
        lastName: '',
        email: '',
        message: '  ',
      }),
    ).toEqual({
      categoryCode: 'required',
      subjectCode: 'required',
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('checks names, email, phone, order number and the message length', () => {
    expect(
      messagesOf({
        firstName: 'R2D2',
        email: 'zoe@example',
        phone: '555-CALL',
        orderNumber: 'RDG 0001#',
        message: 'x'.repeat(2001),
      }),
    ).toEqual({
      firstName: 'name',
      email: 'email',
      phone: 'phone',
      orderNumber: 'flows:contactUs.orderNumberInvalid',
      message: 'maxLength|{"n":2000}',
    });
    expect(messagesOf({ phone: '5145550100', orderNumber: 'RDG00012345' })).toEqual({});
  });
});
