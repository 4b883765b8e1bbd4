export { nationalPhone, SmsOptIn, type SmsOptInProps } from './SmsOptIn.tsx';
export { SmsOptInField, type SmsOptInFieldProps } from './SmsOptInField.tsx';
export {
  defaultSmsOptInLocales,
  isSmsOptInLocale,
  optOutPreviousRecipient,
  type SaveSmsOptInInput,
  saveSmsOptIn,
  smsSubscription,
} from './smsSubscription.ts';
