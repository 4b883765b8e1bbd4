export {
  SignInConfirmation,
  SignInConfirmationContent,
  type SignInConfirmationContentProps,
  type SignInConfirmationProps,
} from './SignInConfirmation.tsx';
