import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPartiallyEnrolled } from '#flows/validation/enrollment.ts';
import { homeAfterSignOut, useProfile } from '#shopper/session/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { useSiteFeatures } from '../site/SiteFeatures.tsx';

/**
 * The sign-in flow (lookup, then sign-in, sign-up or forgot password in the one dialog: its
 * forms, validation and dialog) is fetched on the first opening; what follows it, when it
 * follows.
 */
const SignInDialog = lazy(() =>
  import('#flows/SignIn/index.ts').then((m) => ({ default: m.SignInDialog })),
);
const SignInConfirmation = lazy(() =>
  import('#flows/SignInConfirmation/index.ts').then((m) => ({ default: m.SignInConfirmation })),
);
const CompleteProfile = lazy(() =>
  import('#flows/CompleteProfile/index.ts').then((m) => ({ default: m.CompleteProfile })),
);
const Interests = lazy(() =>
  import('#flows/Interests/index.ts').then((m) => ({ default: m.Interests })),
);
const Welcome = lazy(() => import('#flows/Welcome/index.ts').then((m) => ({ default: m.Welcome })));

/**
 * What the journey shows after the sign-in dialog. `signedIn` waits for the profile, then
 * chooses once (completing the profile must not turn the dialog into the confirmation).
 */
type After = 'signedIn' | 'completeProfile' | 'confirmation' | 'interests' | 'welcome';

export interface SignInJourneyProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * After a sign-in: the confirmation (or the complete-profile steps), or nothing when the
   * sign-in was asked for by something the shopper is doing (a `#modal-sign-in` link: add
   * your photo, write a review), which goes on at once. @default true
   */
  followSignIn?: boolean;
}

/**
 * The store's sign-in dialog and its sequels (spec §2: lookup, sign-in, sign-up, forgot
 * password, then the complete-profile steps): the site's settings choose the marketing
 * section, the join-loyalty button (the loyalty sign-up as the dialog's own step), the
 * compact sign-up and its already-a-member link. After a sign-in, a partially enrolled
 * profile (spec §5) is asked for the rest, any other gets the sign-in confirmation; after a
 * sign-up, the interests when the rule of spec §4 asks, then the welcome (with the loyalty
 * offer). Mounted outside the signed-out header, so the sequels outlive the sign-in.
 */
export function SignInJourney({ isOpen, onOpenChange, followSignIn = true }: SignInJourneyProps) {
  const features = useSiteFeatures();
  const { profile, isSignedIn } = useProfile();
  const onSubmitted = useFlowTracking();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [after, setAfter] = useState<After | null>(null);
  if (after === 'signedIn' && profile) {
    setAfter(isPartiallyEnrolled(profile.consumerDetails) ? 'completeProfile' : 'confirmation');
  }
  // The journey is over: a `#modal-sign-in` link's hash goes too (the hash held it open).
  const finish = () => {
    setAfter(null);
    onOpenChange(false);
  };
  const end = (open: boolean) => {
    if (!open) finish();
  };
  return (
    <Suspense fallback={null}>
      {isSignedIn ? null : (
        <SignInDialog
          onSubmitted={onSubmitted}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          allowNewSignUp={features.allowNewSignUp}
          marketing={features.signInMarketing}
          showJoinLoyalty={features.joinLoyaltyInSignIn && features.allowNewSignUp}
          signUp={{
            variant: features.compactSignUpInDialog ? 'compact' : 'standard',
            showSignInLink: features.signUpSignInLink,
            interests: {
              collect: features.interestCollection,
              dependOnNewsletter: features.interestsDependOnNewsletter,
            },
          }}
          onNext={(step) => {
            if (step === 'interests') setAfter('interests');
          }}
          onDone={() => {
            if (followSignIn) setAfter('signedIn');
          }}
          onSignedUp={() => setAfter('welcome')}
        />
      )}
      {after === 'completeProfile' ? (
        <CompleteProfile mode="dialog" isOpen onOpenChange={end} onDone={finish} />
      ) : null}
      {after === 'confirmation' ? (
        <SignInConfirmation
          mode="dialog"
          isOpen
          onOpenChange={end}
          onSignedOut={() => {
            const home = homeAfterSignOut(pathname);
            if (home) navigate(home);
          }}
        />
      ) : null}
      {after === 'interests' ? (
        <Interests
          mode="dialog"
          isOpen
          onOpenChange={(open) => {
            if (!open) setAfter('welcome');
          }}
          onDone={() => setAfter('welcome')}
        />
      ) : null}
      {after === 'welcome' ? (
        <Welcome mode="dialog" isOpen onOpenChange={end} onDone={finish} />
      ) : null}
    </Suspense>
  );
}
