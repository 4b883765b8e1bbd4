import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modalNameOf } from '#components/Dialog/hashModal.ts';
import { useHashModal } from '#components/Dialog/useHashModal.ts';
import { useProfile } from '#shopper/session/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { useSiteFeatures } from '../site/SiteFeatures.tsx';
import { SignInJourney } from './SignInJourney.tsx';

const SignUpDialog = lazy(() =>
  import('#flows/SignUp/index.ts').then((m) => ({ default: m.SignUpDialog })),
);
const LoyaltySignUp = lazy(() =>
  import('#flows/LoyaltySignUp/index.ts').then((m) => ({ default: m.LoyaltySignUp })),
);

/** The dialogs a `#modal-{name}` link opens over any page of the store (spec §2). */
export const hashDialogNames = ['sign-in', 'sign-up', 'loyalty-sign-up'] as const;
type HashDialogName = (typeof hashDialogNames)[number];

const isHashDialog = (name: string | null): name is HashDialogName =>
  (hashDialogNames as readonly (string | null)[]).includes(name);

function HashDialog({ name }: { name: HashDialogName }) {
  const { isOpen, onOpenChange } = useHashModal(name);
  const { isSignedIn } = useProfile();
  const { allowNewSignUp, signUpSignInLink } = useSiteFeatures();
  const onSubmitted = useFlowTracking();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (name === 'sign-in') {
    // A signed-in shopper has nothing to sign in to: the link opens nothing (the journey
    // shows no dialog then, only what follows a sign-in it held).
    // What the link was for goes on after a sign-in (no confirmation over it); a sign-up
    // still gets its interests and welcome.
    return <SignInJourney isOpen={isOpen} onOpenChange={onOpenChange} followSignIn={false} />;
  }
  if (name === 'sign-up') {
    // Spec §6 allowNewSignUp: with sign-up off, no way to create an account opens.
    if (isSignedIn || !allowNewSignUp) return null;
    return (
      <SignUpDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        onSubmitted={onSubmitted}
        showSignInLink={signUpSignInLink}
      />
    );
  }
  // Loyalty sign-up: a guest is asked to sign in first, which opens sign-in in its place.
  return (
    <LoyaltySignUp
      mode="dialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSignIn={() =>
        navigate(`${pathname}${search}#modal-sign-in`, { replace: true, preventScrollReset: true })
      }
    />
  );
}

/**
 * Spec §2 button links `#modal-{name}` and `?…#modal-{name}` (components/Button
 * `resolveModalHref`) on the store: the named dialog opens over the page, and closing it
 * drops the hash. Nothing of a dialog is fetched until a link names it.
 */
export function HashDialogs() {
  const name = modalNameOf(useLocation().hash);
  if (!isHashDialog(name)) return null;
  return (
    <Suspense fallback={null}>
      <HashDialog name={name} />
    </Suspense>
  );
}
