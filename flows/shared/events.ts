/**
 * What flows tell the storefront. Every flow component takes the callbacks it needs;
 * the storefront wires `onSubmitted` to analytics and `onNext` to the next dialog or page.
 */

/** Spec §2 sign-in flow steps and the complete-profile steps after them. */
export const flowSteps = [
  'lookup',
  'signIn',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'loyaltySignUp',
  'changePassword',
  'nonLoyalty',
  'welcome',
  'mobile',
  'profile',
  'interests',
  'success',
] as const;
export type FlowStep = (typeof flowSteps)[number];

/** The flows that report a submit event. */
export type FlowName =
  | 'signIn'
  | 'signUp'
  | 'smsOptIn'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'contactUs'
  | 'eventRegistration'
  | 'associateLogin';

/** A successful submit (spec §4: "then a submit event"). No personal data in it. */
export interface FlowSubmitEvent {
  flow: FlowName;
  /** The sign-up variant, the loyalty choice … whatever analytics segments by. */
  detail?: Record<string, string | boolean | undefined>;
}

export interface FlowEvents {
  /** After a successful submit, once the profile is reloaded. */
  onSubmitted?: (event: FlowSubmitEvent) => void;
  /** The flow asks for another step (create account, forgot password, interests …). */
  onNext?: (step: FlowStep) => void;
  /** The flow is finished (a dialog closes itself; a page may navigate). */
  onDone?: () => void;
}
