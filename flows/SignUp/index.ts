export {
  buildSignUpRequest,
  defaultGenderLocales,
  genderOptions,
  type InterestsRule,
  readSignUpQuery,
  resolveSignUpForm,
  type SignUpFieldName,
  type SignUpFormConfig,
  type SignUpQuery,
  type SignUpRequestContext,
  type SignUpVariant,
  shouldOpenInterests,
  signUpFieldNames,
  signUpFieldOrders,
  signUpFormSchema,
  signUpVariants,
} from './SignUp.schema.ts';
export {
  defaultSignUpLinks,
  SignUp,
  type SignUpInitialValues,
  type SignUpLinks,
  type SignUpProps,
} from './SignUp.tsx';
export {
  SignUpDialog,
  type SignUpDialogProps,
  SignUpPage,
  type SignUpPageProps,
  signUpDialogSize,
  signUpTitleKeys,
} from './SignUpDialog.tsx';
export { loyaltyTokenKey, type SignUpOutcome, useSignUp } from './useSignUp.ts';
