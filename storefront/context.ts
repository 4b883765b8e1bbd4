import { createContext } from 'react-router';
import type { ApiClient } from '#api/client/client.ts';
import type { PublicBotCheck } from '#api/contract/botCheck.ts';
import type { Brand } from '#api/contract/common.ts';
import type { ContentRequestOptions } from '#cms-blocks/renderer/preview.ts';
import type { ExperimentRegistry } from './experiments/types.ts';
import type { SiteFeatures, SiteSettings } from './site/features.ts';

/**
 * What the server hands every loader and action of one request (React Router's context):
 * the request's API client (in process or `API_URL`, the shopper's cookies forwarded) and
 * the brand its host resolved to.
 */
export interface StorefrontServices {
  api: ApiClient;
  brand: Brand;
  /** Spec §6 site settings of the brand's sites. */
  features: SiteFeatures;
  /** Spec §9 numbers and lists "from config" of the brand's sites (STORE_SETTINGS). */
  settings: SiteSettings;
  /**
   * The mode and preview query of the request's content calls (spec §2 preview mode,
   * preview/access.ts): `live` unless a tester asked for a preview.
   */
  content: ContentRequestOptions;
  /**
   * The nonce of the page's scripts, named by its Content-Security-Policy
   * (runtime/contentSecurity.ts); entry.server.tsx renders it.
   */
  nonce: string;
  /** Experiments and segments of the request (storefront/experiments/personalize.ts). */
  experiments: ExperimentServices;
  /**
   * The site's bot check as the browser needs it (BOT_CHECK_PROVIDER, BOT_CHECK_SITE_KEY):
   * the root loader hands it to every page; the secret stays with the service.
   */
  botCheck: PublicBotCheck;
}

export interface ExperimentServices {
  /** The SDK, one client per brand per process (storefront/experiments/sdk.ts). */
  registry: ExperimentRegistry;
  /** The shopper's bucketing id; sets its cookie when the browser had none. */
  visitorId(): string;
  /** The page's HTML depends on the shopper: `private, no-store`, never in a shared cache. */
  markPersonalized(): void;
}

export const servicesContext = createContext<StorefrontServices>();
