import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { ForgotPassword } from '../Password/ForgotPassword.tsx';
import type { SignUpVariant } from '../SignUp/SignUp.schema.ts';
import { SignUp, type SignUpProps } from '../SignUp/SignUp.tsx';
import { signUpDialogSize, signUpTitleKeys } from '../SignUp/SignUpDialog.tsx';
import { formStack } from '../shared/form.css.ts';
import {
  FlowContainer,
  type FlowContainerMode,
  type FlowContainerProps,
  type FlowEvents,
  type FlowStep,
} from '../shared/index.ts';
import { lookupSchema } from './SignIn.schema.ts';
import { EmailRow, SignIn, type SignInProps } from './SignIn.tsx';
import { Lookup } from './steps/Lookup.tsx';

/** Spec §2 sign-in flow steps (the complete-profile steps after them are flows of their own). */
export const signInFlowSteps = [
  'lookup',
  'signIn',
  'signUp',
  'forgotPassword',
] as const satisfies readonly FlowStep[];
export type SignInFlowStep = (typeof signInFlowSteps)[number];

/** The step shown and what it is about. */
type Shown =
  | { step: 'lookup'; email: string }
  /** The lookup found an account for `email`. */
  | { step: 'signIn'; email: string }
  /**
   * `looked`: the lookup found no account for `email`; else asked for directly. `variant`:
   * the join-loyalty button's loyalty sign-up, else the caller's variant.
   */
  | { step: 'signUp'; email: string; looked: boolean; variant?: SignUpVariant }
  /** `back`: the step its way back returns to. */
  | { step: 'forgotPassword'; email: string; back: Shown };

interface FlowState {
  shown: Shown;
  /** Reached from another step: focus moves into it and the live region says it. */
  moved: boolean;
  /** Counts the steps shown: coming back to a step renders it afresh. */
  visit: number;
}

/** What the sign-up step takes from the caller (its events and email are the flow's). */
export type SignInFlowSignUpOptions = Omit<
  SignUpProps,
  keyof FlowEvents | 'initialValues' | 'query'
>;

export interface SignInFlowProps
  extends Omit<
      SignInProps,
      | 'email'
      | 'defaultEmail'
      | 'onChangeEmail'
      | 'onForgotPassword'
      | 'onCreateAccount'
      | 'signUpAsPage'
    >,
    Pick<FlowContainerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onClose'> {
  /** A dialog (the kit's Dialog) or a page section with an h1. */
  mode: FlowContainerMode;
  /**
   * The shopper's email when the caller knows it has an account (a session to renew, a
   * sign-in to buy with the account's email): the flow starts at the sign-in step with it,
   * without the lookup; "Change email" still leads there. An invalid one starts the lookup
   * with it typed.
   */
  defaultEmail?: string;
  /** The sign-up step's variant, fields, interests rule, sign-in to buy … */
  signUp?: SignInFlowSignUpOptions;
  /**
   * After the sign-up step's account is made (and the interests, if the rule asks, were
   * offered by `onNext('interests')` instead): a welcome, not a sign-in confirmation.
   * @default onDone
   */
  onSignedUp?: () => void;
}

function initialState(defaultEmail: string | undefined): FlowState {
  const known = lookupSchema.safeParse({ email: defaultEmail ?? '' });
  return {
    shown: known.success
      ? { step: 'signIn', email: known.data.email }
      : { step: 'lookup', email: defaultEmail ?? '' },
    moved: false,
    visit: 0,
  };
}

/** The field a step starts at: the first one still empty (the password after the lookup), else the first. */
function firstField(root: HTMLElement | null): HTMLInputElement | undefined {
  const fields = [
    ...(root?.querySelectorAll<HTMLInputElement>(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([hidden]):not([readonly])',
    ) ?? []),
  ].filter((field) => !field.disabled);
  return fields.find((field) => field.value === '') ?? fields[0];
}

/** The content of the container: unmounted when the dialog closes, which starts it over. */
function Steps({
  state,
  onLeave,
  focusOnMount,
  announcement,
  children,
}: {
  state: FlowState;
  onLeave: () => void;
  focusOnMount: boolean;
  announcement: string;
  children: ReactNode;
}) {
  const stepRef = useRef<HTMLDivElement>(null);
  useEffect(() => onLeave, [onLeave]);
  const focus = state.moved || (focusOnMount && state.visit === 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every visit of a step moves the focus, also to the same step again.
  useEffect(() => {
    if (!focus) return;
    // After the commit and the dialog's own focus handling (it focuses itself on opening).
    const frame = requestAnimationFrame(() => firstField(stepRef.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focus, state.visit]);
  return (
    <>
      <VisuallyHidden role="status">{state.moved ? announcement : ''}</VisuallyHidden>
      <div key={state.visit} ref={stepRef} className={formStack} data-step={state.shown.step}>
        {children}
      </div>
    </>
  );
}

/**
 * Spec §2 sign-in flow: lookup (the email alone), then the sign-in step for an email with an
 * account (the email shown with a way back, the password focused) or the sign-up step with
 * the email filled in, and forgot password from either, all in the one dialog or page. The
 * container's title follows the step; a live region says each step change, and focus moves
 * to the step's first field to fill in. `defaultEmail` skips the lookup.
 *
 * In a dialog, "Create an account" opens the sign-up step; on a page it leads to the
 * sign-up page (its query, interests and welcome). `onNext` carries the steps the flow does
 * not hold itself (`loyaltySignUp`, `interests`); `onDone` follows a sign-in or a sign-up.
 */
export function SignInFlow({
  mode,
  isOpen,
  defaultOpen,
  onOpenChange,
  onClose,
  defaultEmail,
  signUp: signUpOptions = {},
  onSubmitted,
  onNext,
  onDone,
  onSignedUp = onDone,
  ...shared
}: SignInFlowProps) {
  const { t } = useTranslation('flows');
  const [state, setState] = useState(() => initialState(defaultEmail));
  const show = (shown: Shown) =>
    setState((current) => ({ shown, moved: true, visit: current.visit + 1 }));
  // The dialog closed: the next opening starts over (from the email the caller knows then).
  const knownEmail = useRef(defaultEmail);
  useEffect(() => {
    knownEmail.current = defaultEmail;
  }, [defaultEmail]);
  const startOver = useCallback(() => setState(initialState(knownEmail.current)), []);
  const { shown } = state;
  const variant = signUpOptions.variant ?? 'standard';
  const toLookup = (email: string) => show({ step: 'lookup', email });
  // Its way back: the step it came from, the lookup with the email typed there.
  const toForgotPassword = (email: string) =>
    show({
      step: 'forgotPassword',
      email,
      back: shown.step === 'lookup' ? { step: 'lookup', email } : shown,
    });
  const toSignUp =
    mode === 'dialog' ? () => show({ step: 'signUp', email: '', looked: false }) : undefined;
  // In a dialog the join-loyalty button opens the loyalty sign-up as the flow's own step.
  const next = (step: FlowStep) => {
    if (step === 'loyaltySignUp' && mode === 'dialog') {
      show({ step: 'signUp', email: shown.email, looked: false, variant: 'loyalty' });
    } else onNext?.(step);
  };

  let title: string;
  let announcement: string;
  let content: ReactNode;
  switch (shown.step) {
    case 'lookup':
      title = t('signIn.title');
      announcement = t('signIn.announce.lookup');
      content = (
        <Lookup
          {...shared}
          defaultEmail={shown.email}
          onFound={({ email, exists }) =>
            show(exists ? { step: 'signIn', email } : { step: 'signUp', email, looked: true })
          }
          onForgotPassword={toForgotPassword}
          onCreateAccount={toSignUp}
          signUpAsPage={mode === 'page'}
          onNext={next}
        />
      );
      break;
    case 'signIn':
      title = t('signIn.title');
      announcement = t('signIn.announce.signIn', { email: shown.email });
      content = (
        <SignIn
          {...shared}
          email={shown.email}
          onChangeEmail={() => toLookup(shown.email)}
          onForgotPassword={toForgotPassword}
          onCreateAccount={toSignUp}
          signUpAsPage={mode === 'page'}
          onSubmitted={onSubmitted}
          onNext={next}
          onDone={onDone}
        />
      );
      break;
    case 'signUp': {
      const stepVariant = shown.variant ?? variant;
      title = t(signUpTitleKeys[stepVariant]);
      announcement = shown.looked
        ? t('signIn.announce.signUp', { email: shown.email })
        : t(signUpTitleKeys[stepVariant]);
      content = (
        <>
          {shown.looked && (
            <EmailRow onChange={() => toLookup(shown.email)}>
              <Trans
                t={t}
                i18nKey="signIn.signUpStep.noAccount"
                values={{ email: shown.email }}
                components={{ strong: <strong /> }}
              />
            </EmailRow>
          )}
          <SignUp
            {...signUpOptions}
            variant={stepVariant}
            // The caller's field order is its variant's; the loyalty step has its own.
            fields={shown.variant ? undefined : signUpOptions.fields}
            initialValues={shown.email ? { email: shown.email } : undefined}
            onSubmitted={onSubmitted}
            // "Already a member? Sign in": the lookup again, with the email.
            onNext={(step) => (step === 'signIn' ? toLookup(shown.email) : onNext?.(step))}
            onDone={onSignedUp}
          />
        </>
      );
      break;
    }
    case 'forgotPassword': {
      const { back } = shown;
      title = t('password.forgot.title');
      announcement = t('signIn.announce.forgotPassword');
      content = (
        <ForgotPassword
          defaultEmail={shown.email}
          onSubmitted={onSubmitted}
          // "Back to sign in": the step it came from (the sign-in step, or the lookup).
          onNext={() => show(back)}
        />
      );
      break;
    }
  }

  return (
    <FlowContainer
      mode={mode}
      title={title}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onClose={onClose}
      size={shown.step === 'signUp' ? signUpDialogSize(shown.variant ?? variant) : 'standard'}
    >
      <Steps
        state={state}
        onLeave={startOver}
        focusOnMount={mode === 'dialog' && shown.step === 'signIn'}
        announcement={announcement}
      >
        {content}
      </Steps>
    </FlowContainer>
  );
}
