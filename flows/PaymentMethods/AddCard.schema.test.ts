import { describe, expect, it } from 'vitest';
import { addCardSchema, expiryYears, fieldOfCardRefusal } from './AddCard.schema.ts';

// 15 June 2026: June 2026 still pays, May 2026 has expired.
const now = Date.UTC(2026, 5, 15);
const schema = addCardSchema({ now, addressIds: ['home', 'office'] });
const typed = {
  holderName: 'Maya Alvarez',
  number: '4111 1111 1111 1111',
  expiryMonth: '06',
  expiryYear: '2026',
  cvv: '737',
  billingAddressId: 'home',
  main: false,
};

/** The first message of each field that fails (what the form shows). */
function messages(input: Partial<typeof typed>) {
  const result = schema.safeParse({ ...typed, ...input });
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the add-a-card form', () => {
  it('passes a card with its check digit, of its brand’s security code, not expired', () => {
    expect(schema.parse(typed)).toMatchObject({ number: '4111111111111111', cvv: '737' });
    expect(messages({ number: '3782-822463-10005', cvv: '1234' })).toEqual({});
  });

  it('says a number without its check digit, and a brand cards are not saved of', () => {
    expect(messages({ number: '4111 1111 1111 1112' })).toEqual({
      number: 'flows:paymentMethods.form.numberInvalid',
    });
    expect(messages({ number: '4111' })).toEqual({
      number: 'flows:paymentMethods.form.numberInvalid',
    });
    expect(messages({ number: '3530 1113 3330 0000' })).toEqual({
      number: 'flows:paymentMethods.form.brandNotAccepted',
    });
    expect(messages({ number: ' ' })).toMatchObject({ number: 'required' });
  });

  it('asks the brand’s number of security code digits: 4 for American Express', () => {
    expect(messages({ cvv: '73' })).toEqual({
      cvv: 'flows:paymentMethods.form.cvvInvalid|{"n":3}',
    });
    expect(messages({ number: '378282246310005', cvv: '737' })).toEqual({
      cvv: 'flows:paymentMethods.form.cvvInvalid|{"n":4}',
    });
    expect(messages({ cvv: '' })).toEqual({ cvv: 'required' });
  });

  it('says an expired card with the catalogue’s FE309, at the month', () => {
    expect(messages({ expiryMonth: '05' })).toEqual({ expiryMonth: 'errors:FE309' });
    expect(messages({ expiryMonth: '', expiryYear: '' })).toEqual({
      expiryMonth: 'required',
      expiryYear: 'required',
    });
    expect(expiryYears(now)).toHaveLength(16);
    expect(expiryYears(now)[0]).toBe('2026');
    expect(messages({ expiryYear: '2025' })).toEqual({
      expiryMonth: 'errors:FE309',
      expiryYear: 'option',
    });
  });

  it('needs a billing address of the member’s book, and a holder’s name', () => {
    expect(messages({ billingAddressId: 'elsewhere' })).toEqual({ billingAddressId: 'option' });
    expect(messages({ billingAddressId: '' })).toEqual({ billingAddressId: 'required' });
    expect(messages({ holderName: 'M' })).toEqual({ holderName: 'minLength|{"n":2}' });
  });

  it('places a refusal of the card fields at the field it is about', () => {
    expect(fieldOfCardRefusal({ errorId: 'FE309', message: '' }, typed.number)).toEqual({
      field: 'expiryMonth',
      message: 'errors:FE309',
    });
    expect(
      fieldOfCardRefusal(
        { errorId: 'PAY400', message: '', details: { reason: 'cvv' } },
        '378282246310005',
      ),
    ).toEqual({ field: 'cvv', message: 'flows:paymentMethods.form.cvvInvalid|{"n":4}' });
    expect(
      fieldOfCardRefusal({ errorId: 'PAY400', message: '', details: { reason: 'brand' } }, ''),
    ).toEqual({ field: 'number', message: 'flows:paymentMethods.form.brandNotAccepted' });
  });
});
