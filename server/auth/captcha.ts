import type { BotCheck } from '../http/context.ts';

/** Challenge tokens the sandbox bot check refuses (stories and tests use them). */
export const SANDBOX_FAILING_CAPTCHA = 'bot';

/**
 * The bot check without a provider: any non-empty token passes except `bot`. A real
 * provider's adapter verifies the token with its service for the given action.
 */
export function createSandboxBotCheck(): BotCheck {
  return {
    async verify(token) {
      return typeof token === 'string' && token.length > 0 && token !== SANDBOX_FAILING_CAPTCHA;
    },
  };
}
