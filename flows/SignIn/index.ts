export {
  type LookupFormInput,
  type LookupValues,
  lookupSchema,
  type SignInErrorLink,
  type SignInFormInput,
  type SignInValues,
  signInDefaults,
  signInErrorLinks,
  signInSchema,
} from './SignIn.schema.ts';
export {
  defaultSignInLinks,
  SignIn,
  type SignInLinks,
  type SignInProps,
  type SignInSharedProps,
} from './SignIn.tsx';
export {
  SignInDialog,
  type SignInDialogProps,
  SignInPage,
  type SignInPageProps,
} from './SignInDialog.tsx';
export {
  SignInFlow,
  type SignInFlowProps,
  type SignInFlowSignUpOptions,
  type SignInFlowStep,
  signInFlowSteps,
} from './SignInFlow.tsx';
export { Lookup, type LookupProps, type LookupResult } from './steps/Lookup.tsx';
