import { randomBytes } from 'node:crypto';
import type { BotCheckProviderName } from '#api/contract/botCheck.ts';
import { CLOUDINARY_DELIVERY_URL } from '#cms-blocks/Video/videoPlayer.ts';

/*
 * The storefront's Content-Security-Policy (issue 44): scripts run only when the page's
 * response named them, by a nonce of its own (`'strict-dynamic'`: what those scripts load,
 * the route modules and blocks' chunks, is trusted through them; no `'unsafe-inline'`, no
 * `eval`). Styles are the build's stylesheet, but vanilla-extract's dynamic variables and
 * react-aria set `style` attributes and the document holds one small `<style>`, so inline
 * styles stay allowed. Pictures are the service's (`/api/images`), `data:` and `blob:`
 * URLs, and Cloudinary's posters; videos ours or Cloudinary's; the only frames are ours
 * (3-D Secure's sandbox challenge under `/api`, the preview's pages at three widths), and the
 * bot-check provider's, only when the site configures one (its script and its challenge's
 * frames). No page may be framed by another site (checkout, account and the associate's
 * sign-in were).
 */

/**
 * The origins a bot-check provider's script and frames come from, as the providers document
 * them. With `'strict-dynamic'` a browser trusts the script through the nonce of ours that
 * adds it; the script hosts are there for browsers that only know host lists.
 */
export const botCheckSources = {
  sandbox: { script: [], frame: [] },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
} as const satisfies Record<BotCheckProviderName, { script: string[]; frame: string[] }>;

/**
 * A fresh nonce: 16 random bytes in base64, 24 characters. The shared page cache gives
 * every answer a new one of the same shape (host/pageCache.ts).
 */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface ContentSecurityOptions {
  /**
   * The page may be framed by the store's own pages: previews, shown side by side at three
   * widths by the preview showcase (`/{locale}/cms-preview`). @default false
   */
  framedBySelf?: boolean;
  /** Vite's dev server: its module reloads come over a WebSocket. @default false */
  development?: boolean;
  /** The site's bot-check provider (BOT_CHECK_PROVIDER). @default 'sandbox': no script, no frame */
  botCheck?: BotCheckProviderName | undefined;
}

/** The `Content-Security-Policy` of a page whose scripts carry `nonce`. */
export function contentSecurityPolicy(
  nonce: string,
  { framedBySelf = false, development = false, botCheck = 'sandbox' }: ContentSecurityOptions = {},
): string {
  const provider = botCheckSources[botCheck];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'self' only for browsers without 'strict-dynamic' (which ignore it otherwise).
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...provider.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', CLOUDINARY_DELIVERY_URL],
    ['media-src', "'self'", 'blob:', CLOUDINARY_DELIVERY_URL],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(development ? ['ws:', 'wss:'] : [])],
    ['frame-src', "'self'", ...provider.frame],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', framedBySelf ? "'self'" : "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The headers a page's HTML answer gets beside the transport's (host/security.ts): its
 * policy, and `X-Frame-Options` for browsers older than `frame-ancestors`.
 */
export function documentSecurityHeaders(
  nonce: string,
  options: ContentSecurityOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, options),
    'X-Frame-Options': options.framedBySelf ? 'SAMEORIGIN' : 'DENY',
  };
}
