import { z } from 'zod';
import {
  emailField,
  nameField,
  regexField,
  SIGN_IN_EMAIL_MAX_LENGTH,
  selectField,
  textField,
} from '../validation/index.ts';

/** The longest message the service takes (api/contract/contact.ts). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** An order number as the service's identifiers are: letters, digits, `_` and `-`. */
export const ORDER_NUMBER_MAX_LENGTH = 30;

/**
 * The contact-us form (spec §5 rules where the spec names them): category and subject
 * required (the subject list depends on the category); names; email required, valid, at
 * most 100 characters; phone optional, digits only (6 to 15); order number optional; the
 * message required and at most 2000 characters.
 */
export const contactUsSchema = z.object({
  categoryCode: selectField(),
  subjectCode: selectField(),
  firstName: nameField(),
  lastName: nameField(),
  email: emailField({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH }),
  phone: regexField('\\d{6,15}', {
    required: false,
    patternMessage: { key: 'phone' },
  }),
  orderNumber: regexField('[A-Za-z0-9_-]+', {
    required: false,
    maxLength: ORDER_NUMBER_MAX_LENGTH,
    patternMessage: { key: 'flows:contactUs.orderNumberInvalid' },
  }),
  message: textField({ maxLength: CONTACT_MESSAGE_MAX_LENGTH }),
});

export type ContactUsInput = z.input<typeof contactUsSchema>;
export type ContactUsValues = z.output<typeof contactUsSchema>;
