/**
 * shopper/session: the shopper's session (guest, member or associate) in the query cache:
 * sign-in, sign-out, the profile and the bot check every sign-in and sign-up passes.
 */
export {
  BOT_CHECK_OFF_TOKEN,
  type BotCheck,
  type BotCheckAction,
  BotCheckProvider,
  type BotCheckProviderProps,
  botCheckActions,
  botCheckOff,
  createScriptBotCheck,
  createTestBotCheck,
  type ScriptBotCheckOptions,
  useBotCheck,
} from './botCheck.tsx';
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
