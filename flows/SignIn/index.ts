export {
  type SignInErrorLink,
  type SignInFormInput,
  type SignInValues,
  signInDefaults,
  signInErrorLinks,
  signInSchema,
} from './SignIn.schema.ts';
export { defaultSignInLinks, SignIn, type SignInLinks, type SignInProps } from './SignIn.tsx';
export {
  SignInDialog,
  type SignInDialogProps,
  SignInPage,
  type SignInPageProps,
} from './SignInDialog.tsx';
