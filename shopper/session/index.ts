/**
 * shopper/session: the shopper's session (guest, member or associate) in the query cache:
 * sign-in, sign-out, the profile and the bot check every protected form passes.
 */
export {
  type BotChallengeMode,
  type BotChallengeOptions,
  type BotCheck,
  type BotCheckAction,
  BotCheckProvider,
  type BotCheckProviderProps,
  botCheckActions,
  botCheckFor,
  createSandboxBotCheck,
  createTestBotCheck,
  type PublicBotCheck,
  sandboxBotCheck,
  type TestBotCheckOptions,
  useBotCheck,
  withSolvedChallenges,
} from './botCheck.tsx';
export {
  createRecaptchaBotCheck,
  createTurnstileBotCheck,
  type ScriptBotCheckOptions,
} from './botCheckScripts.ts';
export { fetchProfile, type ProfileData, profileQueryOptions, refreshProfile } from './profile.ts';
export {
  type AssociateLoginInput,
  associateLogin,
  ensureSession,
  fetchSession,
  type GuestObjects,
  guestObjectsOf,
  homeAfterSignOut,
  isConsumerSession,
  pagesLeftOnSignOut,
  requestGuestToken,
  type SessionState,
  SignInError,
  type SignInInput,
  type SignOutResult,
  sessionQueryOptions,
  setSession,
  signInWithPassword,
  signOut,
} from './session.ts';
export {
  useAssociateLogin,
  useProfile,
  useRefreshProfile,
  useSession,
  useSignIn,
  useSignOut,
} from './useSession.ts';
