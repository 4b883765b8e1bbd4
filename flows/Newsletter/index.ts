export {
  Newsletter,
  type NewsletterContent,
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterProps,
} from './Newsletter.tsx';
export { NewsletterDialog, type NewsletterDialogProps } from './NewsletterDialog.tsx';
export { newsletterOptIn, subscribeToNewsletter } from './subscribe.ts';
