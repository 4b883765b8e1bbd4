/**
 * flows/shared: what every flow shares (see flows/README.md): the flow frame, where server
 * errors go (with the bot challenge a refusal offers), the flows' events and links. Stable
 * surface: other flows import only from here; the session itself is shopper/session.
 */

export { BotChallengeOffer, type BotChallengeOfferProps } from './BotChallengeOffer.tsx';
export { type BotChallengeRequest, botChallengeOf } from './botChallenge.ts';
export {
  bannerErrorId,
  type ErrorPlace,
  errorMessage,
  errorNamesAt,
  errorPlace,
  errorPlaces,
  type GiftCardInput,
  giftCardErrorInput,
  maxAllowedQtyOf,
  useErrorMessage,
} from './errors.ts';
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
export { ResultSwap, type ResultSwapProps } from './ResultSwap.tsx';
export { StepLink, type StepLinkProps } from './StepLink.tsx';
export {
  identityFieldErrors,
  placeServerError,
  type ServerErrorPlacement,
} from './serverErrors.ts';
export { TransLink, type TransLinkProps } from './TransLink.tsx';
