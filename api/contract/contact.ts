import { z } from 'zod';
import { brands, captchaToken, emailAddress, opaqueId, personName, phoneNumber } from './common.ts';
import { failWith } from './errors.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7 Contact. The request carries what a customer-service case needs: the request
 * type (category and subject; ATTR100 when missing), the organisation (brand; ATTR200)
 * and the payload (message; ATTR300).
 */

export const contactSubjectOption = z.object({ code: z.string(), label: z.string() });

export const contactCategory = z.object({
  code: z.string(),
  label: z.string(),
  subjects: z.array(contactSubjectOption),
});
export type ContactCategory = z.infer<typeof contactCategory>;

export const getContactCategories = defineRoute({
  name: 'getContactCategories',
  method: 'GET',
  path: '/consumers-v3/contactus/categorySubject',
  response: z.object({ categories: z.array(contactCategory) }),
  auth: 'none',
  description: 'Categories and their subjects, labelled in the language of the locale query.',
});

/** A field whose absence answers a catalogue code (a wrong value stays API400). */
function whenMissing(errorId: 'ATTR100' | 'ATTR200' | 'ATTR300', message: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? failWith(errorId, message) : undefined,
  };
}

const requestType = 'Choose a category and a subject';

export const contactRequest = z.object({
  /** The organisation: the brand the request is about. */
  brand: z.enum(brands, whenMissing('ATTR200', 'The brand (organisation) is missing')),
  categoryCode: z
    .string(whenMissing('ATTR100', requestType))
    .regex(/^[a-z0-9-]{1,40}$/, failWith('ATTR100', requestType)),
  subjectCode: z
    .string(whenMissing('ATTR100', requestType))
    .regex(/^[a-z0-9-]{1,40}$/, failWith('ATTR100', requestType)),
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  phone: phoneNumber.optional(),
  orderNumber: opaqueId.optional(),
  message: z
    .string(whenMissing('ATTR300', 'The message is missing'))
    .trim()
    .min(1, failWith('ATTR300', 'The message is missing'))
    .max(2000),
  /** Bot-check token (action `contact`): AUT403 when it fails. */
  captcha: captchaToken,
});
export type ContactRequest = z.input<typeof contactRequest>;

export const submitContactRequest = defineRoute({
  name: 'submitContactRequest',
  method: 'POST',
  path: '/consumers-v3/contactus',
  body: contactRequest,
  response: z.object({ caseNumber: z.string() }),
  successStatus: 201,
  auth: 'none',
  errors: ['API400', 'AUT453', 'ATTR100', 'ATTR200', 'ATTR300', 'AUT403', 'API429'],
  description:
    'Opens a case (caseNumber `CS-` + 8 digits) and mails an acknowledgement, at most a few per address and hour (the case is opened anyway). ATTR100 also when the category or subject is unknown. Takes a bot check (AUT403 with its appId) and a few cases per client address and hour (API429 with Retry-After).',
});

export const contactRoutes = { getContactCategories, submitContactRequest };
