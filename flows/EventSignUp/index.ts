export {
  buildEventRegistration,
  type EventFormInput,
  type EventFormValues,
  eventFormSchema,
} from './EventSignUp.schema.ts';
export {
  EventSignUp,
  EventSignUpDialog,
  type EventSignUpDialogProps,
  type EventSignUpProps,
  type EventSignUpStep,
  eventSignUpSteps,
} from './EventSignUp.tsx';
export { type AccountMode, accountModes } from './steps/Account.tsx';
