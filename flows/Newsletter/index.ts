export {
  Newsletter,
  type NewsletterContent,
  NewsletterDialog,
  type NewsletterDialogProps,
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterProps,
} from './Newsletter.tsx';
export { newsletterOptIn, subscribeToNewsletter } from './subscribe.ts';
