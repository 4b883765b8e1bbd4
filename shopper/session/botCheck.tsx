import { createContext, type ReactNode, useContext } from 'react';

/**
 * Spec §7: a challenge token is obtained for the actions login and register; placing an
 * order sends one too (recaptcha_response of PUT /cart/v2/checkout/order), and so does a
 * contact-us request (a case and a mail for anyone's address). Spec §5: saving a card needs
 * one (`captcha` of POST …/payment_instruments; the service verifies it as `saveCard`).
 */
export const botCheckActions = ['login', 'register', 'checkout', 'contact', 'saveCard'] as const;
export type BotCheckAction = (typeof botCheckActions)[number];

/** Gives the token sign-in (`captcha`) and sign-up (`recaptcha_response`) send. */
export interface BotCheck {
  /** False for the default provider: no script, a fixed token. */
  readonly enabled: boolean;
  execute(action: BotCheckAction): Promise<string>;
}

/**
 * The token sent while the bot check is off. The service's sandbox check accepts any
 * non-empty token; a service verifying with a real provider refuses it (AUT403), so a site
 * whose service checks must configure a provider.
 */
export const BOT_CHECK_OFF_TOKEN = 'bot-check-off';

/** The default: no bot-check script is loaded. */
export const botCheckOff: BotCheck = {
  enabled: false,
  execute: async () => BOT_CHECK_OFF_TOKEN,
};

/** A provider for stories and tests: resolves `token` (the sandbox fails `bot`). */
export function createTestBotCheck(
  token = 'test-captcha-token',
  onExecute?: (action: BotCheckAction) => void,
): BotCheck {
  return {
    enabled: true,
    execute: async (action) => {
      onExecute?.(action);
      return token;
    },
  };
}

/** The global a reCAPTCHA-v3-style script defines. */
interface ScriptBotCheckGlobal {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface ScriptBotCheckOptions {
  /** The site key the provider issued for this site. */
  siteKey: string;
  /** The provider's script; `{siteKey}` in it is replaced (e.g. `…/api.js?render={siteKey}`). */
  scriptUrl: string;
  /** The global the script defines. @default 'grecaptcha' */
  globalName?: string;
  /** Give up loading after this long. @default 10000 */
  timeoutMs?: number;
}

/**
 * Spec §7 third party: the bot-check script is loaded once with the configured site key
 * and executed with a named action to get a token (a reCAPTCHA-v3-style API: `ready`,
 * `execute(siteKey, { action })`).
 */
export function createScriptBotCheck({
  siteKey,
  scriptUrl,
  globalName = 'grecaptcha',
  timeoutMs = 10_000,
}: ScriptBotCheckOptions): BotCheck {
  let loading: Promise<ScriptBotCheckGlobal> | undefined;
  const lookup = () =>
    (globalThis as unknown as Record<string, ScriptBotCheckGlobal | undefined>)[globalName];
  function load(): Promise<ScriptBotCheckGlobal> {
    loading ??= new Promise<ScriptBotCheckGlobal>((resolve, reject) => {
      const ready = (api: ScriptBotCheckGlobal) => api.ready(() => resolve(api));
      const existing = lookup();
      if (existing) return ready(existing);
      const script = document.createElement('script');
      script.src = scriptUrl.replace('{siteKey}', encodeURIComponent(siteKey));
      script.async = true;
      const timer = setTimeout(
        () => reject(new Error('The bot-check script timed out')),
        timeoutMs,
      );
      script.onload = () => {
        clearTimeout(timer);
        const api = lookup();
        if (api) ready(api);
        else reject(new Error(`The bot-check script defined no ${globalName}`));
      };
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
  }
  return {
    enabled: true,
    async execute(action) {
      const api = await load();
      return api.execute(siteKey, { action });
    },
  };
}

const BotCheckContext = createContext<BotCheck>(botCheckOff);

export interface BotCheckProviderProps {
  /** `createScriptBotCheck({ siteKey, scriptUrl })`; without a provider the check is off. */
  botCheck: BotCheck;
  children: ReactNode;
}

/** The bot check of sign-in and sign-up. Off (`botCheckOff`) unless a provider is set. */
export function BotCheckProvider({ botCheck, children }: BotCheckProviderProps) {
  return <BotCheckContext value={botCheck}>{children}</BotCheckContext>;
}

export function useBotCheck(): BotCheck {
  return useContext(BotCheckContext);
}
