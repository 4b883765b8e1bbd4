import { RouterContextProvider } from 'react-router';
import { createApiClient } from '#api/client/client.ts';
import { defaultPublicBotCheck, type PublicBotCheck } from '#api/contract/botCheck.ts';
import type { Brand } from '#api/contract/common.ts';
import type { ContentRequestOptions } from '#cms-blocks/renderer/preview.ts';
import { isSiteLocale } from '#i18n/index.ts';
import { servicesContext } from '../context.ts';
import type { ExperimentRegistry } from '../experiments/types.ts';
import { visitorCookie, visitorIdOf } from '../experiments/visitor.ts';
import { defaultSettings, type SiteFeatures, type SiteSettings } from '../site/features.ts';

export interface LoadContextInput {
  request: Request;
  brand: Brand;
  /** The settings of the brand's sites. */
  features: SiteFeatures;
  /** The numbers and lists of the brand's sites (spec §9). @default defaultSettings */
  settings?: SiteSettings;
  api: { baseUrl: string; fetch: typeof fetch };
  /** The request's content mode: live, or the preview a tester asked for (preview/access.ts). */
  content: ContentRequestOptions;
  /** The script nonce of the page's response (contentSecurity.ts). */
  nonce: string;
  /** Set the store's cookies Secure whatever the request's scheme (production). */
  secureCookies?: boolean;
  /** Collects the service's Set-Cookie headers, for the page's response. */
  onSetCookie: (cookie: string) => void;
  /** The experimentation SDK; `onPersonalized` when the page decided something. */
  experiments: { registry: ExperimentRegistry; onPersonalized: () => void };
  /** The site's bot-check provider and site key. @default the sandbox */
  botCheck?: PublicBotCheck;
}

/**
 * The context of one request's loaders: its brand and an API client of its own (the
 * shopper's Cookie header forwarded). Built inside the server build (exported by
 * entry.server.tsx), so that loaders see the build's own context key and error classes.
 */
export function createLoadContext({
  request,
  brand,
  features,
  settings = defaultSettings,
  api,
  content,
  nonce,
  secureCookies = false,
  onSetCookie,
  experiments,
  botCheck = defaultPublicBotCheck,
}: LoadContextInput): RouterContextProvider {
  const segment = new URL(request.url).pathname.split('/')[1];
  const client = createApiClient({
    baseUrl: api.baseUrl,
    fetch: api.fetch,
    locale: isSiteLocale(segment) ? segment : undefined,
    credentials: 'omit',
    cookie: request.headers.get('cookie') ?? undefined,
    userAgent: request.headers.get('user-agent') ?? '',
    validateResponses: false,
    onResponse: (response) => {
      for (const cookie of response.headers.getSetCookie()) onSetCookie(cookie);
    },
  });
  let visitor = visitorIdOf(request.headers.get('cookie'));
  const visitorId = () => {
    if (visitor) return visitor;
    visitor = crypto.randomUUID();
    const https = new URL(request.url).protocol === 'https:';
    onSetCookie(visitorCookie(visitor, secureCookies || https));
    return visitor;
  };
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    api: client,
    brand,
    features,
    settings,
    content,
    nonce,
    experiments: {
      registry: experiments.registry,
      visitorId,
      markPersonalized: experiments.onPersonalized,
    },
    botCheck: { provider: botCheck.provider, siteKey: botCheck.siteKey },
  });
  return context;
}
