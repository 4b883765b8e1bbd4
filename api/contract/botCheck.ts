/*
 * Spec §7 third party, the bot check both sides must agree on: the providers a site may
 * configure, the actions a token is asked for, and which call verifies which action. The
 * browser asks the provider's script for a token of an action; the service verifies it for
 * the same action (server/http/botCheck.ts) and answers AUT403 with the appId when it does
 * not pass (spec §8: the client then raises the bot-challenge event and offers a challenge).
 */

/** `sandbox`: no script, no network (the default outside production). */
export const botCheckProviders = ['sandbox', 'turnstile', 'recaptcha'] as const;
export type BotCheckProviderName = (typeof botCheckProviders)[number];

/**
 * Spec §7: sign-in (`login`, also the forgotten-password mail) and sign-up (`register`) ask
 * for a token; placing an order (`checkout`), contact us (`contact`), saving a card
 * (`saveCard`) and, when the browser sends one, the shipping address (`shipping`) too.
 * Names reCAPTCHA (letters, `_`, `/`) and Turnstile (32 of letters, digits, `_`, `-`) take.
 */
export const botCheckActions = [
  'login',
  'register',
  'checkout',
  'contact',
  'saveCard',
  'shipping',
] as const;
export type BotCheckAction = (typeof botCheckActions)[number];

/** The calls the service verifies a token on, and the action it verifies it for. */
export const botCheckedRoutes = {
  signIn: 'login',
  requestPasswordReset: 'login',
  signUp: 'register',
  placeOrder: 'checkout',
  submitContactRequest: 'contact',
  addSavedPaymentInstrument: 'saveCard',
  setShippingAddress: 'shipping',
} as const satisfies Record<string, BotCheckAction>;

/** The action of a refused call (an ApiError's routeName), if it is one the service checks. */
export function botCheckActionOfRoute(routeName: string | undefined): BotCheckAction | undefined {
  if (!routeName || !Object.hasOwn(botCheckedRoutes, routeName)) return undefined;
  return botCheckedRoutes[routeName as keyof typeof botCheckedRoutes];
}

/** What the browser learns of the site's bot check: the provider and its site key, never the secret. */
export interface PublicBotCheck {
  provider: BotCheckProviderName;
  /** The provider's site key; for the sandbox, one of `sandboxSiteKeys`. */
  siteKey: string;
}

/**
 * The sandbox's site keys, as providers publish test keys: `pass` gives tokens that pass;
 * `challenge` gives refused ones until the shopper has confirmed once (the challenge offer's
 * "not a robot" button), to try the AUT403 path in the demo.
 */
export const sandboxSiteKeys = { pass: 'sandbox', challenge: 'sandbox-challenge' } as const;

export const defaultPublicBotCheck: Readonly<PublicBotCheck> = Object.freeze({
  provider: 'sandbox',
  siteKey: sandboxSiteKeys.pass,
});

/** The token the sandbox always refuses (stories and tests send it to meet AUT403). */
export const SANDBOX_REFUSED_TOKEN = 'bot';

const SANDBOX_PREFIX = 'sandbox:';

/** A sandbox token of an action; `confirmed` after the sandbox's challenge. */
export function sandboxToken(action: BotCheckAction, confirmed = false): string {
  return `${SANDBOX_PREFIX}${action}${confirmed ? ':confirmed' : ''}`;
}

/**
 * Whether the sandbox lets a token through for an action: never none, an empty one or
 * `bot`; a sandbox token (`sandbox:<action>[:confirmed]`) for its own action only, as a
 * provider checks the action; any other token (tests' and stories' stand-ins) passes.
 */
export function sandboxBotCheckPasses(token: string | undefined, action: string): boolean {
  if (typeof token !== 'string' || token.length === 0 || token === SANDBOX_REFUSED_TOKEN) {
    return false;
  }
  if (!token.startsWith(SANDBOX_PREFIX)) return true;
  const [named, mark, ...rest] = token.slice(SANDBOX_PREFIX.length).split(':');
  return named === action && (mark === undefined || mark === 'confirmed') && rest.length === 0;
}

/** BOT_CHECK_PROVIDER: unset or empty is the sandbox; anything else must name a provider. */
export function botCheckProviderOf(value: string | undefined): BotCheckProviderName {
  const name = value?.trim().toLowerCase() || 'sandbox';
  if (!(botCheckProviders as readonly string[]).includes(name)) {
    throw new Error(`BOT_CHECK_PROVIDER is ${value}, not one of ${botCheckProviders.join(', ')}`);
  }
  return name as BotCheckProviderName;
}
