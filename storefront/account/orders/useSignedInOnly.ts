import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SiteLocale } from '#i18n/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { signInPathFor } from '../returnTo.ts';

/**
 * The member's profile for a members-only page: a visitor who is not signed in is sent to
 * sign in and back here (as the account overview does).
 */
export function useSignedInOnly(locale: SiteLocale) {
  const profile = useProfile();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Signing out here: the sign-out sends the shopper home, not to sign in again.
  const signingOut = useIsMutating({ mutationKey: ['session', 'signOut'] }) > 0;
  const signedOut = !profile.isPending && !profile.isError && profile.profile === null;
  useEffect(() => {
    if (signedOut && !signingOut)
      navigate(signInPathFor(locale, `${pathname}${search}`), { replace: true });
  }, [signedOut, signingOut, navigate, locale, pathname, search]);
  return profile;
}
