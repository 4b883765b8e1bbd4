import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useAssociate, useCartData } from '#shopper/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { useMiniCartTrigger } from '../cart/MiniCartProvider.tsx';
import { useSiteFeatures } from '../site/SiteFeatures.tsx';
import { SignInJourney } from './SignInJourney.tsx';
import { actionLabel, actions, cartCount, cartLink } from './shell.css.ts';

/** Spec §2: the simplified enrollment in place of sign-in when the site setting is on. */
const SignUpDialog = lazy(() =>
  import('#flows/SignUp/index.ts').then((m) => ({ default: m.SignUpDialog })),
);

/**
 * The header's account entry (sign in in a dialog; signed in, a link to the account; none
 * while an associate serves) and the cart link with the number of items the shopper's cart
 * holds (the cart cache every add-to-cart updates), which opens the mini cart.
 */
export function HeaderActions({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const { profile, isSignedIn } = useProfile();
  // An associate serving in store has no account entry: signing a customer in here would
  // replace the associate's session; the associate bar ends it instead (spec §6).
  const associate = useAssociate();
  const [signingIn, setSigningIn] = useState(false);
  // Mounted from the first opening on (so it can play its closing transition).
  const [signInOpened, setSignInOpened] = useState(false);
  const features = useSiteFeatures();
  const flowSubmitted = useFlowTracking();
  const enrollment = features.simplifiedEnrollment && features.allowNewSignUp;
  const cart = useCartData();
  const count = cart?.totalItems ?? 0;
  const miniCart = useMiniCartTrigger();
  // A link inside the dialog (contact us, the terms) leads to another page: the dialog
  // closes on the way. Its steps (sign-up, forgot password) stay in the dialog.
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setSigningIn(false);
  }
  return (
    <div className={actions}>
      {associate ? null : isSignedIn ? (
        <Link to={`/${locale}/account`} className={cartLink}>
          <Icon name="user" />
          <span className={actionLabel}>
            {profile?.consumerDetails.firstName || t('account.label')}
          </span>
        </Link>
      ) : (
        <>
          <Button
            tone="plain"
            icon="user"
            onPress={() => {
              setSignInOpened(true);
              setSigningIn(true);
            }}
          >
            <span className={actionLabel}>{t('account.signIn')}</span>
          </Button>
          {signInOpened && enrollment ? (
            <Suspense fallback={null}>
              <SignUpDialog
                variant="simplified"
                onSubmitted={flowSubmitted}
                isOpen={signingIn}
                onOpenChange={setSigningIn}
              />
            </Suspense>
          ) : null}
        </>
      )}
      {/* Its sequels (confirmation, complete profile, welcome) outlive the signed-out header. */}
      {signInOpened && !enrollment && !associate ? (
        <SignInJourney isOpen={signingIn} onOpenChange={setSigningIn} />
      ) : null}
      <Link
        to={`/${locale}/cart`}
        className={cartLink}
        aria-label={t('cartLink', { count })}
        data-testid="cart-link"
        ref={miniCart?.ref}
        // With JavaScript the link opens the mini cart (a new tab or window still gets the
        // cart page); without, it is the way to the cart page.
        aria-haspopup={miniCart ? 'dialog' : undefined}
        aria-expanded={miniCart ? miniCart.isOpen : undefined}
        onPointerEnter={miniCart?.preload}
        onFocus={miniCart?.preload}
        onClick={(event) => {
          if (!miniCart || event.button !== 0) return;
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          miniCart.open();
        }}
      >
        <Icon name="bag" />
        <span className={cartCount} aria-hidden="true">
          {count}
        </span>
      </Link>
    </div>
  );
}
