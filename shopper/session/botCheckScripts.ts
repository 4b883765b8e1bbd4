import type { BotCheckAction } from '#api/contract/botCheck.ts';
import type { BotChallengeOptions, BotCheck } from './botCheck.tsx';

/*
 * Spec §7 third party: the providers' scripts, loaded once on first use with the site key
 * and executed with a named action. The page's Content-Security-Policy allows a provider's
 * script and frames only when the site configures it (storefront/runtime/contentSecurity.ts);
 * the scripts inserted here are trusted through the page's nonce (`'strict-dynamic'`) and
 * carry it too, for the providers that pass it on to their own.
 */

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render={siteKey}';
export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload={onload}';

/** The page's script nonce, which root.tsx leaves on a meta element for scripts added later. */
function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * Adds the script once and resolves with the global `found` reads once it has loaded (or
 * at once when it is there already); rejects after `timeoutMs` (a blocked or unreachable
 * provider). A failed load is tried again on the next use.
 */
function scriptLoader<T>(
  src: () => string,
  found: () => T | undefined,
  timeoutMs: number,
  /** Scripts that say they are ready through a global callback instead of `onload`. */
  onloadGlobal?: string,
): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= new Promise<T>((resolve, reject) => {
      const there = found();
      if (there) return resolve(there);
      const timer = setTimeout(
        () => reject(new Error('The bot-check script timed out')),
        timeoutMs,
      );
      const loaded = () => {
        clearTimeout(timer);
        const api = found();
        if (api) resolve(api);
        else reject(new Error('The bot-check script defined nothing to call'));
      };
      const script = document.createElement('script');
      script.src = src();
      script.async = true;
      const nonce = pageNonce();
      if (nonce) script.nonce = nonce;
      if (onloadGlobal) (globalThis as Record<string, unknown>)[onloadGlobal] = loaded;
      else script.onload = loaded;
      script.onerror = () => {
        clearTimeout(timer);
        reject(new Error('The bot-check script did not load'));
      };
      document.head.append(script);
    }).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** Rejects after `ms` unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The global reCAPTCHA v3's script defines. */
export interface RecaptchaGlobal {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface ScriptBotCheckOptions {
  /** The site key the provider issued for the store's hosts. */
  siteKey: string;
  /** The provider's script (a test serves a stand-in). @default the provider's own */
  scriptUrl?: string;
  /** Give up loading, or an invisible check, after this long. @default 10000 */
  timeoutMs?: number;
}

/**
 * reCAPTCHA v3: `grecaptcha.execute(siteKey, { action })` after `grecaptcha.ready`. It has no
 * visible challenge: the challenge is another invisible token (`challengeMode: 'none'`).
 */
export function createRecaptchaBotCheck({
  siteKey,
  scriptUrl = RECAPTCHA_SCRIPT_URL,
  timeoutMs = 10_000,
}: ScriptBotCheckOptions): BotCheck {
  const load = scriptLoader<RecaptchaGlobal>(
    () => scriptUrl.replace('{siteKey}', encodeURIComponent(siteKey)),
    () => (globalThis as { grecaptcha?: RecaptchaGlobal }).grecaptcha,
    timeoutMs,
  );
  const execute = async (action: BotCheckAction) =>
    within(
      load().then(
        (api) =>
          // `ready` calls back at once when the script's second half is there already.
          new Promise<string>((resolve, reject) =>
            api.ready(() => api.execute(siteKey, { action }).then(resolve, reject)),
          ),
      ),
      timeoutMs,
      'The bot check',
    );
  return {
    provider: 'recaptcha',
    challengeMode: 'none',
    execute,
    challenge: (action, { signal } = {}) => {
      signal?.throwIfAborted();
      return execute(action);
    },
  };
}

/** The parts of Turnstile's global this adapter uses. */
export interface TurnstileGlobal {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  remove(widgetId: string): void;
}

export interface TurnstileRenderOptions {
  sitekey: string;
  action: string;
  appearance?: 'always' | 'execute' | 'interaction-only';
  execution?: 'render' | 'execute';
  callback?: (token: string) => void;
  'error-callback'?: (code: string) => boolean | undefined;
  'expired-callback'?: () => void;
  'timeout-callback'?: () => void;
  'before-interactive-callback'?: () => void;
  'unsupported-callback'?: () => void;
}

/** The global Turnstile calls when its script has loaded (`?onload=`). */
const TURNSTILE_ONLOAD = '__cairnTurnstileLoaded';

/**
 * Cloudflare Turnstile: `turnstile.render(container, { sitekey, action })`. The invisible
 * check renders into a hidden container with `appearance: 'interaction-only'`; when Turnstile
 * wants the shopper's interaction, or fails, it gives an empty token, which the service
 * refuses (AUT403 with the appId), and the form offers the challenge: the widget rendered
 * visibly where the shopper can solve it (`challengeMode: 'widget'`, managed mode).
 */
export function createTurnstileBotCheck({
  siteKey,
  scriptUrl = TURNSTILE_SCRIPT_URL,
  timeoutMs = 10_000,
}: ScriptBotCheckOptions): BotCheck {
  const load = scriptLoader<TurnstileGlobal>(
    () => scriptUrl.replace('{onload}', TURNSTILE_ONLOAD),
    () => (globalThis as { turnstile?: TurnstileGlobal }).turnstile,
    timeoutMs,
    TURNSTILE_ONLOAD,
  );

  async function execute(action: BotCheckAction): Promise<string> {
    const api = await load();
    const container = document.createElement('div');
    container.setAttribute('aria-hidden', 'true');
    container.style.cssText = 'position:fixed;inset-inline-start:-10000px;top:0';
    document.body.append(container);
    let widgetId: string | undefined;
    try {
      return await new Promise<string>((resolve) => {
        const refused = () => resolve('');
        const timer = setTimeout(refused, timeoutMs);
        const done = (token: string) => {
          clearTimeout(timer);
          resolve(token);
        };
        widgetId = api.render(container, {
          sitekey: siteKey,
          action,
          appearance: 'interaction-only',
          execution: 'render',
          callback: done,
          'error-callback': () => {
            done('');
            return true;
          },
          'before-interactive-callback': () => done(''),
          'timeout-callback': () => done(''),
          'expired-callback': () => done(''),
          'unsupported-callback': () => done(''),
        });
      });
    } finally {
      if (widgetId !== undefined) api.remove(widgetId);
      container.remove();
    }
  }

  async function challenge(
    action: BotCheckAction,
    { container, signal }: BotChallengeOptions = {},
  ): Promise<string> {
    if (!container) throw new Error('The Turnstile challenge needs a container');
    signal?.throwIfAborted();
    const api = await load();
    signal?.throwIfAborted();
    return new Promise<string>((resolve, reject) => {
      const widgetId = api.render(container, {
        sitekey: siteKey,
        action,
        appearance: 'always',
        callback: resolve,
        'error-callback': (code) => {
          reject(new Error(`The bot-check challenge failed (${code})`));
          return true;
        },
        'unsupported-callback': () => reject(new Error('The browser cannot run the challenge')),
      });
      signal?.addEventListener(
        'abort',
        () => {
          if (widgetId !== undefined) api.remove(widgetId);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  return { provider: 'turnstile', challengeMode: 'widget', execute, challenge };
}
