export {
  CONTACT_MESSAGE_MAX_LENGTH,
  type ContactUsInput,
  type ContactUsValues,
  contactUsSchema,
} from './ContactUs.schema.ts';
export { ContactUs, type ContactUsProps, contactCategoriesKey } from './ContactUs.tsx';
