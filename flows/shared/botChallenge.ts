import { isApiError } from '#api/client/index.ts';
import { type BotCheckAction, botCheckActionOfRoute } from '#api/contract/botCheck.ts';
import { asksForBotChallenge } from '#api/contract/errors.ts';
import { SignInError } from '#shopper/session/session.ts';

/**
 * Spec §8: a 403 with an appId asks for a bot challenge. The client raises its
 * `bot-challenge` event for anyone listening (api/client `onBotChallenge`); the form whose
 * call it was offers the challenge (FormErrorBanner → BotChallengeOffer), for the action the
 * service verifies on that call (api/contract/botCheck.ts `botCheckedRoutes`).
 */
export interface BotChallengeRequest {
  /** The bot-check app the service names. */
  appId: string;
  /** The action to challenge the shopper for: the refused call's. */
  action: BotCheckAction;
}

/** The challenge a failed call asks for, if it is a bot check's refusal (a sign-in's too). */
export function botChallengeOf(error: unknown): BotChallengeRequest | undefined {
  const inner = error instanceof SignInError ? error.cause : error;
  if (!isApiError(inner) || !inner.appId || !asksForBotChallenge(inner.status, inner.appId)) {
    return undefined;
  }
  const action = botCheckActionOfRoute(inner.routeName);
  return action ? { appId: inner.appId, action } : undefined;
}
