export {
  type ApiClient,
  type ApiClientOptions,
  BOT_CHALLENGE_EVENT,
  type BotChallengeDetail,
  type CallInput,
  type Channel,
  createApiClient,
  DEFAULT_MOBILE_APP_MARKER,
  detectChannel,
  LOGIN_TOKEN_RETRY,
  LOGIN_TOKEN_RETRY_DELAY_MS,
} from './client.ts';
export { ApiError, type ApiErrorName, apiErrorFrom, isApiError } from './errors.ts';
export {
  base64url,
  codeVerifierFromBytes,
  createCodeChallenge,
  createCodeVerifier,
  createPkcePair,
} from './pkce.ts';
export { ApiProvider, type ApiProviderProps, useApiClient } from './react.tsx';
