export {
  LoyaltySignUp,
  LoyaltySignUpContent,
  type LoyaltySignUpContentProps,
  type LoyaltySignUpProps,
} from './LoyaltySignUp.tsx';
export { loyaltyEnrollment, loyaltySignUpPayload } from './payload.ts';
