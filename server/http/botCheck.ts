import type { Context } from 'hono';
import type { Logger } from 'pino';
import { request } from 'undici';
import { type BotCheckAction, sandboxBotCheckPasses } from '#api/contract/botCheck.ts';
import type { BotCheckProvider, ServerConfig } from '../config.ts';
import { clientIp } from './client-ip.ts';
import type { AppDeps, AppEnv, BotCheck } from './context.ts';
import { ApiError } from './errors.ts';

/*
 * Spec §7 third party, the service's half of the bot check: one verifier per provider
 * behind `BotCheck`. The sandbox needs no network; Turnstile and reCAPTCHA v3 ask their
 * siteverify service. A verifier never throws and never lets a token through it could not
 * check: a timeout, an outage or an answer it cannot read refuses (AUT403 with the appId,
 * so the shopper is offered a challenge), and is logged for whoever runs the store.
 */

/** The sandbox checks made here: production refuses to run with one. */
const sandboxChecks = new WeakSet<BotCheck>();

/**
 * The bot check without a provider (api/contract/botCheck.ts `sandboxBotCheckPasses`): no
 * token, an empty one and `bot` fail, a sandbox token passes for its own action only, any
 * other token passes. Development and tests only: `resolveBotCheck` refuses it in production.
 */
export function createSandboxBotCheck(): BotCheck {
  const check: BotCheck = {
    verify: async (token, action) => sandboxBotCheckPasses(token, action),
  };
  sandboxChecks.add(check);
  return check;
}

/** What a siteverify POST answered: its status and, for a 2xx, its JSON. */
export interface SiteverifyAnswer {
  status: number;
  body: unknown;
}

/** POSTs a siteverify form; rejects when the signal aborts (the timeout) or the network fails. */
export type SiteverifyPost = (
  url: string,
  form: URLSearchParams,
  signal: AbortSignal,
) => Promise<SiteverifyAnswer>;

/**
 * The default transport: undici's `request` over its kept-alive connections. Every order
 * placed asks, and `fetch` costs several times the CPU per call (bench:api).
 */
export const undiciPost: SiteverifyPost = async (url, form, signal) => {
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    signal,
  });
  if (response.statusCode < 200 || response.statusCode > 299) {
    await response.body.dump();
    return { status: response.statusCode, body: undefined };
  }
  return { status: response.statusCode, body: await response.body.json() };
};

/** A transport over a `fetch` (tests pass a fake one; this machine has no internet). */
export function fetchPost(fetcher: typeof fetch): SiteverifyPost {
  return async (url, form, signal) => {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { status: response.status, body: undefined };
    }
    return { status: response.status, body: await response.json() };
  };
}

export interface SiteverifyOptions {
  secret: string;
  verifyUrl: string;
  timeoutMs: number;
  /** @default undiciPost */
  post?: SiteverifyPost;
  /** Outages and configuration errors are logged here (never the token or the secret). */
  logger?: Pick<Logger, 'warn'> | undefined;
}

/** The fields of Turnstile's and reCAPTCHA's siteverify answer this service reads. */
interface SiteverifyResult {
  success: boolean;
  action: string | undefined;
  score: number | undefined;
  errorCodes: string[];
}

function resultOf(body: unknown): SiteverifyResult | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  if (typeof fields.success !== 'boolean') return undefined;
  const codes = fields['error-codes'];
  return {
    success: fields.success,
    action: typeof fields.action === 'string' ? fields.action : undefined,
    score: typeof fields.score === 'number' ? fields.score : undefined,
    errorCodes: Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [],
  };
}

/** Error codes that say the store is misconfigured rather than the shopper a bot. */
const configurationErrors = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'invalid-keys',
  'sitekey-secret-mismatch',
]);

/** The longest token either provider issues is far below this (Turnstile: 2048). */
const MAX_TOKEN_LENGTH = 4096;

/**
 * One siteverify call: the secret, the token and the shopper's address, answered within
 * the timeout. Undefined when it could not be asked or read (refused by the caller).
 */
async function siteverify(
  provider: 'turnstile' | 'recaptcha',
  options: SiteverifyOptions,
  token: string,
  remoteIp: string | undefined,
): Promise<SiteverifyResult | undefined> {
  const form = new URLSearchParams({ secret: options.secret, response: token });
  if (remoteIp && remoteIp !== 'unknown') form.set('remoteip', remoteIp);
  const post = options.post ?? undiciPost;
  let answer: SiteverifyAnswer;
  try {
    answer = await post(options.verifyUrl, form, AbortSignal.timeout(options.timeoutMs));
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'Error';
    options.logger?.warn(
      { botCheck: provider, reason, timeoutMs: options.timeoutMs },
      'The bot check could not be asked: the token is refused',
    );
    return undefined;
  }
  const result = answer.status >= 200 && answer.status <= 299 ? resultOf(answer.body) : undefined;
  if (!result) {
    options.logger?.warn(
      { botCheck: provider, status: answer.status },
      'The bot check answered what it should not: the token is refused',
    );
    return undefined;
  }
  const misconfigured = result.errorCodes.filter((code) => configurationErrors.has(code));
  if (misconfigured.length > 0) {
    options.logger?.warn(
      { botCheck: provider, errorCodes: misconfigured },
      'The bot check refuses the store’s secret: check BOT_CHECK_SECRET',
    );
  }
  return result;
}

function usable(token: string | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
}

/**
 * Cloudflare Turnstile: the token passes when siteverify says success for the action the
 * widget was rendered with. Turnstile's test keys answer with no action, and so may a widget
 * rendered without one; only a named other action is refused.
 */
export function createTurnstileBotCheck(options: SiteverifyOptions): BotCheck {
  return {
    async verify(token, action, client) {
      if (!usable(token)) return false;
      const result = await siteverify('turnstile', options, token, client?.remoteIp);
      if (!result?.success) return false;
      return !result.action || result.action === action;
    },
  };
}

export interface RecaptchaOptions extends SiteverifyOptions {
  /** The score (0 a bot … 1 a human) a token needs. */
  minScore: number;
}

/**
 * reCAPTCHA v3: the token passes when siteverify says success, for the same action (v3
 * always names it: a token without one is a v2 token or another site's) and with a score of
 * at least `minScore`.
 */
export function createRecaptchaBotCheck(options: RecaptchaOptions): BotCheck {
  return {
    async verify(token, action, client) {
      if (!usable(token)) return false;
      const result = await siteverify('recaptcha', options, token, client?.remoteIp);
      if (!result?.success || result.action !== action) return false;
      return result.score !== undefined && result.score >= options.minScore;
    },
  };
}

/** The verifier of a configured provider. */
export function providerBotCheck(
  provider: BotCheckProvider,
  extra: Pick<SiteverifyOptions, 'post' | 'logger'> = {},
): BotCheck {
  return provider.name === 'turnstile'
    ? createTurnstileBotCheck({ ...provider, ...extra })
    : createRecaptchaBotCheck({ ...provider, ...extra });
}

/**
 * The bot check createApp uses: the one given, else the configured provider's, else the
 * sandbox. Production refuses the sandbox: configure BOT_CHECK_PROVIDER and
 * BOT_CHECK_SECRET, or pass a real adapter.
 */
export function resolveBotCheck(
  config: ServerConfig,
  given?: BotCheck,
  logger?: Pick<Logger, 'warn'>,
): BotCheck {
  const provider = config.captcha.provider;
  const check =
    given ?? (provider ? providerBotCheck(provider, { logger }) : createSandboxBotCheck());
  if (config.environment === 'production' && sandboxChecks.has(check)) {
    throw new Error(
      'A bot check provider (BOT_CHECK_PROVIDER turnstile or recaptcha, BOT_CHECK_SECRET) is required in production: the sandbox bot check passes any token but `bot`',
    );
  }
  return check;
}

/**
 * Refuses the call (AUT403 with the appId: spec §8, the client offers a challenge) unless
 * the token passes for the action; the provider is told the shopper's address.
 */
export async function assertHuman(
  deps: AppDeps,
  token: string | undefined,
  action: BotCheckAction,
  c?: Context<AppEnv>,
): Promise<void> {
  const remoteIp = c ? clientIp(c) : undefined;
  if (!(await deps.botCheck.verify(token, action, { remoteIp }))) {
    throw new ApiError('AUT403', 'The bot check failed', { appId: deps.config.captcha.appId });
  }
}
