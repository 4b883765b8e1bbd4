/**
 * flows/session: the session every flow shares (see flows/README.md). Stable surface:
 * other flows import only from here.
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
export {
  type FlowEvents,
  type FlowName,
  type FlowStep,
  type FlowSubmitEvent,
  flowSteps,
} from './events.ts';
export {
  FlowContainer,
  type FlowContainerMode,
  type FlowContainerProps,
  type FlowContextValue,
  FlowDialog,
  type FlowDialogProps,
  FlowPage,
  type FlowPageProps,
  flowContainerModes,
  useFlowContainer,
} from './FlowContainer.tsx';
export { FormErrorBanner, type FormErrorBannerProps } from './FormErrorBanner.tsx';
export {
  CART_EXPIRY_RELOAD_MS,
  PageReloadContext,
  useInvalidCustomer,
} from './invalidCustomer.ts';
export { siteLocaleOfTag, sitePath, useSiteLocale } from './locale.ts';
export { fetchProfile, type ProfileData, profileQueryOptions, refreshProfile } from './profile.ts';
export { ResultSwap, type ResultSwapProps } from './ResultSwap.tsx';
export { StepLink, type StepLinkProps } from './StepLink.tsx';
export {
  bannerErrorId,
  identityFieldErrors,
  placeServerError,
  type ServerErrorPlacement,
  serverErrorMessage,
} from './serverErrors.ts';
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
export { TransLink, type TransLinkProps } from './TransLink.tsx';
export {
  useAssociateLogin,
  useProfile,
  useRefreshProfile,
  useSession,
  useSignIn,
  useSignOut,
} from './useSession.ts';
