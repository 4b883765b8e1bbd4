import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  type BotCheckAction,
  type BotCheckProviderName,
  defaultPublicBotCheck,
  type PublicBotCheck,
  SANDBOX_REFUSED_TOKEN,
  sandboxSiteKeys,
  sandboxToken,
} from '#api/contract/botCheck.ts';
import { createRecaptchaBotCheck, createTurnstileBotCheck } from './botCheckScripts.ts';

export {
  type BotCheckAction,
  botCheckActions,
  type PublicBotCheck,
} from '#api/contract/botCheck.ts';

/**
 * How a provider challenges a shopper whose token was refused (spec §8, a 403 with an
 * appId): `confirm`, our own "not a robot" button (the sandbox); `widget`, the provider's
 * visible widget rendered into a container (Turnstile's managed mode); `none`, no visible
 * challenge (reCAPTCHA v3: the next token is asked for the same way).
 */
export type BotChallengeMode = 'confirm' | 'widget' | 'none';

export interface BotChallengeOptions {
  /** Where a `widget` provider renders its challenge. */
  container?: HTMLElement;
  /** Aborting removes the widget and rejects the challenge. */
  signal?: AbortSignal;
}

/**
 * The browser's bot check (spec §7 third party): a token for a named action, sent with the
 * call the service verifies it on (api/contract/botCheck.ts `botCheckedRoutes`).
 */
export interface BotCheck {
  /** The adapter: the sandbox, a provider's script, or a test double. */
  readonly provider: BotCheckProviderName | 'test';
  readonly challengeMode: BotChallengeMode;
  /** A token for the action, without the shopper's help (invisible). */
  execute(action: BotCheckAction): Promise<string>;
  /** A token for the action once the shopper has passed the provider's challenge. */
  challenge(action: BotCheckAction, options?: BotChallengeOptions): Promise<string>;
}

/**
 * The browser's half of the sandbox (api/contract/botCheck.ts): no script, no network; its
 * tokens name their action and pass the service's sandbox for that action. With the
 * `challenge` site key its invisible tokens are refused until the shopper has confirmed once
 * (the demo of spec §8's challenge); the confirmation's token passes.
 */
export function createSandboxBotCheck(siteKey: string = sandboxSiteKeys.pass): BotCheck {
  let confirmed = siteKey !== sandboxSiteKeys.challenge;
  return {
    provider: 'sandbox',
    challengeMode: 'confirm',
    execute: async (action) => (confirmed ? sandboxToken(action) : SANDBOX_REFUSED_TOKEN),
    async challenge(action, { signal } = {}) {
      signal?.throwIfAborted();
      confirmed = true;
      return sandboxToken(action, true);
    },
  };
}

/** The sandbox that gives passing tokens: the check of a page (or story) without provider. */
export const sandboxBotCheck: BotCheck = createSandboxBotCheck();

export interface TestBotCheckOptions {
  /** What `challenge` resolves with. @default 'test-challenge-token' */
  challengeToken?: string;
  /** @default 'confirm' */
  challengeMode?: BotChallengeMode;
  onChallenge?: (action: BotCheckAction) => void;
  /**
   * `widget` mode: draw a stand-in of a provider's widget (a checkbox) in the container and
   * resolve when it is ticked, as Turnstile's does when solved. @default false
   */
  drawWidget?: boolean;
}

/** The test provider's stand-in widget: a native checkbox, like a provider's own frame. */
function drawTestWidget(container: HTMLElement, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.setAttribute('aria-label', 'Test provider: verify');
    box.addEventListener('change', () => resolve(), { once: true });
    container.append(box);
    signal?.addEventListener(
      'abort',
      () => {
        box.remove();
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** A provider for stories and tests: resolves `token` (the sandbox fails `bot`). */
export function createTestBotCheck(
  token = 'test-captcha-token',
  onExecute?: (action: BotCheckAction) => void,
  {
    challengeToken = 'test-challenge-token',
    challengeMode = 'confirm',
    onChallenge,
    drawWidget = false,
  }: TestBotCheckOptions = {},
): BotCheck {
  return {
    provider: 'test',
    challengeMode,
    execute: async (action) => {
      onExecute?.(action);
      return token;
    },
    challenge: async (action, { container, signal } = {}) => {
      signal?.throwIfAborted();
      onChallenge?.(action);
      if (drawWidget && container) await drawTestWidget(container, signal);
      return challengeToken;
    },
  };
}

/** The client of the site's configured provider (the root loader's `PublicBotCheck`). */
export function botCheckFor(config: PublicBotCheck = defaultPublicBotCheck): BotCheck {
  switch (config.provider) {
    case 'turnstile':
      return createTurnstileBotCheck({ siteKey: config.siteKey });
    case 'recaptcha':
      return createRecaptchaBotCheck({ siteKey: config.siteKey });
    case 'sandbox':
      return createSandboxBotCheck(config.siteKey);
  }
}

/**
 * Providers' tokens are good for a few minutes (Turnstile 300 s, reCAPTCHA 120 s): an
 * unused challenge's token is not handed out after this.
 */
const SOLVED_TOKEN_TTL_MS = 110_000;

/**
 * A bot check whose solved challenges are spent by the next `execute` of their action, once:
 * the form that failed resubmits as it always does (`execute`) and sends the token the
 * shopper earned. Providers' tokens are single-use, so it is never handed out twice.
 */
export function withSolvedChallenges(check: BotCheck, now: () => number = Date.now): BotCheck {
  const solved = new Map<BotCheckAction, { token: string; at: number }>();
  return {
    provider: check.provider,
    challengeMode: check.challengeMode,
    async execute(action) {
      const earned = solved.get(action);
      solved.delete(action);
      if (earned && now() - earned.at < SOLVED_TOKEN_TTL_MS) return earned.token;
      return check.execute(action);
    },
    async challenge(action, options) {
      const token = await check.challenge(action, options);
      solved.set(action, { token, at: now() });
      return token;
    },
  };
}

const BotCheckContext = createContext<BotCheck>(withSolvedChallenges(sandboxBotCheck));

export interface BotCheckProviderProps {
  /** The site's client (`botCheckFor(config)`); without a provider, the passing sandbox. */
  botCheck: BotCheck;
  children: ReactNode;
}

/** The bot check of every protected form (sign-in, sign-up, order, contact, card, reset). */
export function BotCheckProvider({ botCheck, children }: BotCheckProviderProps) {
  const value = useMemo(() => withSolvedChallenges(botCheck), [botCheck]);
  return <BotCheckContext value={value}>{children}</BotCheckContext>;
}

export function useBotCheck(): BotCheck {
  return useContext(BotCheckContext);
}
