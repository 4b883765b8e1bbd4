import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { type SignOutResult, useProfile, useSignOut } from '#shopper/session/index.ts';
import { actions, lead, stack } from '../CompleteProfile/flow.css.ts';
import {
  FlowContainer,
  type FlowContainerProps,
  type FlowEvents,
  FormErrorBanner,
  useFlowContainer,
} from '../shared/index.ts';

export interface SignInConfirmationContentProps extends Pick<FlowEvents, 'onDone'> {
  /**
   * "Not you?" signed the shopper out; the storefront sends account, cart, checkout and
   * favorites pages home (`homeAfterSignOut`).
   */
  onSignedOut?: (result: SignOutResult) => void;
}

/** "You're signed in as …", inside a FlowContainer. */
export function SignInConfirmationContent({ onDone, onSignedOut }: SignInConfirmationContentProps) {
  const { t } = useTranslation('flows');
  const { close } = useFlowContainer();
  const { profile: current, isPending } = useProfile();
  // The confirmation speaks of the sign-in that just happened: signing out from it does
  // not turn it into another view while it closes.
  const [profile, setProfile] = useState(current);
  if (current && current !== profile) setProfile(current);
  const signOut = useSignOut();
  const [failure, setFailure] = useState<unknown>();
  const finish = () => {
    close();
    onDone?.();
  };
  if (isPending && !profile) return <Spinner label={t('signInConfirmation.loading')} />;
  if (!profile) return <p className={lead}>{t('signInConfirmation.signedOut')}</p>;
  const { email, firstName } = profile.consumerDetails;
  return (
    <div className={stack}>
      <FormErrorBanner error={failure} />
      <p className={lead}>{t('signInConfirmation.signedInAs', { email })}</p>
      {firstName && <p className={lead}>{t('signInConfirmation.greeting', { name: firstName })}</p>}
      <div className={actions}>
        <Button onPress={finish}>{t('signInConfirmation.continue')}</Button>
        <Button
          tone="secondary"
          isPending={signOut.isPending}
          onPress={async () => {
            setFailure(undefined);
            try {
              const result = await signOut.mutateAsync();
              onSignedOut?.(result);
              finish();
            } catch (error) {
              setFailure(error);
            }
          }}
        >
          {t('signInConfirmation.notYou')}
        </Button>
      </div>
    </div>
  );
}

export type SignInConfirmationProps = SignInConfirmationContentProps &
  Omit<FlowContainerProps, 'title' | 'children'>;

/**
 * Spec §2 sign in confirmation dialog (also a page), shown after sign-in where the
 * storefront wants it: "You're signed in as …", continue, or "Not you? Sign out".
 */
export function SignInConfirmation({ onDone, onSignedOut, ...container }: SignInConfirmationProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowContainer {...container} title={t('signInConfirmation.title')}>
      <SignInConfirmationContent
        {...(onDone ? { onDone } : {})}
        {...(onSignedOut ? { onSignedOut } : {})}
      />
    </FlowContainer>
  );
}
