import { type Refusal, refusal } from '../checkout/verdict.ts';

/*
 * Why the second step of a sign-in, the exchange of its authorization code for a session
 * (spec §7 POST /token/v2/auth/token, grantType authorization_code), is refused. Shared by
 * the service (server/auth/grants.ts) and the MSW handlers (mocks/handlers/auth.ts).
 *
 * A code is only ever issued to whoever gave the right password, so telling these apart
 * says nothing of whether an account exists: the first step, sign-in, answers AUT401 alike
 * for an unknown email and a wrong password. The codes are spec §8's invalid credentials
 * (the authorization code and its verifier are the credentials of this step); the
 * storefront words any failed exchange as one (AUT409's words, flows/shared/errors.ts).
 */

export type AuthorizationCodeFault =
  /** No such code, or it expired (60 s after sign-in). */
  | 'unknown'
  /** The code was exchanged already: a replay, or a wrong verifier burnt it. */
  | 'used'
  /** The code verifier does not hash to the code's challenge (PKCE S256). */
  | 'verifier'
  /** The account's password changed after the sign-in the code was issued for. */
  | 'passwordChanged';

const refusals: Record<AuthorizationCodeFault, () => Refusal> = {
  unknown: () => refusal('AUT404', 'The authorization code is unknown or expired'),
  used: () => refusal('AUT418', 'The authorization code was used already'),
  verifier: () => refusal('AUT437', 'The code verifier does not match the challenge'),
  passwordChanged: () =>
    refusal('AUT438', 'The password changed since this sign-in; sign in again'),
};

/** The refusal of a token exchange for `fault`. */
export function authorizationCodeRefusal(fault: AuthorizationCodeFault): Refusal {
  return refusals[fault]();
}
