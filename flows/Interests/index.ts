export {
  Interests,
  InterestsContent,
  type InterestsContentProps,
  type InterestsProps,
} from './Interests.tsx';
export { InterestsForm, type InterestsFormProps } from './InterestsForm.tsx';
export {
  INTEREST_SEPARATOR,
  type InterestKey,
  type InterestsAfterSignUp,
  interestOptions,
  interestsChange,
  isInterestKey,
  opensInterestsAfterSignUp,
  parseInterests,
  serializeInterests,
} from './interests.ts';
export {
  PreferencesDialog,
  type PreferencesDialogProps,
  shoeSizeOptions,
} from './PreferencesDialog.tsx';
