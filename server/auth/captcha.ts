import { request } from 'undici';
import type { ServerConfig } from '../config.ts';
import type { AppDeps, BotCheck } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';

/** Challenge tokens the sandbox bot check refuses (stories and tests use them). */
export const SANDBOX_FAILING_CAPTCHA = 'bot';

/** The sandbox checks made here: production refuses to run with one. */
const sandboxChecks = new WeakSet<BotCheck>();

/**
 * The bot check without a provider: any non-empty token passes except `bot`. Development
 * and tests only: `resolveBotCheck` refuses it in production.
 */
export function createSandboxBotCheck(): BotCheck {
  const check: BotCheck = {
    async verify(token) {
      return typeof token === 'string' && token.length > 0 && token !== SANDBOX_FAILING_CAPTCHA;
    },
  };
  sandboxChecks.add(check);
  return check;
}

/** Below this score (providers that score, 0 bot … 1 human) a token does not pass. */
const MIN_SCORE = 0.5;

export interface SiteverifyOptions {
  verifyUrl: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * A provider's adapter for the common siteverify protocol: POST the secret and the
 * client's token as a form, read `{ success, action?, score? }`. A token passes when the
 * service says success, for the same action when it names one, with a score of at least
 * 0.5 when it scores. An unreachable or failing service throws (GEN500, logged): an
 * outage must not read as "you are a bot". Sent with undici's `request` over its kept-alive
 * connections: every order placed asks, and `fetch` costs it several times the CPU (bench:api).
 */
export function createSiteverifyBotCheck(options: SiteverifyOptions): BotCheck {
  return {
    async verify(token, action) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return false;
      const response = await request(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: options.secret, response: token }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      if (response.statusCode < 200 || response.statusCode > 299) {
        await response.body.dump();
        throw new Error(`The bot check answered HTTP ${response.statusCode}`);
      }
      const result = (await response.body.json()) as {
        success?: unknown;
        action?: unknown;
        score?: unknown;
      };
      if (result.success !== true) return false;
      if (typeof result.action === 'string' && result.action !== action) return false;
      if (typeof result.score === 'number' && result.score < MIN_SCORE) return false;
      return true;
    },
  };
}

/**
 * The bot check createApp uses: the one given, else the configured provider's, else the
 * sandbox. Production refuses the sandbox (it passes any token): configure
 * BOT_CHECK_VERIFY_URL and BOT_CHECK_SECRET, or pass a real adapter.
 */
export function resolveBotCheck(config: ServerConfig, given?: BotCheck): BotCheck {
  const provider = config.captcha.provider;
  const check = given ?? (provider ? createSiteverifyBotCheck(provider) : createSandboxBotCheck());
  if (config.environment === 'production' && sandboxChecks.has(check)) {
    throw new Error(
      'A bot check provider (BOT_CHECK_VERIFY_URL and BOT_CHECK_SECRET) is required in production: the sandbox bot check passes any token',
    );
  }
  return check;
}

export async function assertHuman(
  deps: AppDeps,
  token: string | undefined,
  action: string,
): Promise<void> {
  if (!(await deps.botCheck.verify(token, action))) {
    throw new ApiError('AUT403', 'The bot check failed', { appId: deps.config.captcha.appId });
  }
}
