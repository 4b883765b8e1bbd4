import type { Brand } from '#api/contract/common.ts';
import { type FeatureTable, featureTableOf } from '#storefront/site/features.ts';
import { isBrand, type SiteTable, siteTableOf } from '#storefront/site/site.ts';

export interface StorefrontSettings {
  /** `API_URL`: a remote service for the loaders; unset, the one in this process. */
  apiUrl: string | undefined;
  sites: { table: SiteTable; defaultBrand: Brand; features: FeatureTable };
  /** `PREVIEW_TOKEN`: the secret testers send as `x-cairn-preview` to see previews. */
  previewToken: string | undefined;
}

/**
 * The storefront's environment: API_URL, SITE_HOSTS, BRAND (the default brand),
 * STORE_FEATURES (spec §6 site settings: `allowNewSignUp=false,tread.simplifiedEnrollment=true`),
 * PREVIEW_TOKEN (unset: any `?preview=true` shows preview content).
 */
export function storefrontSettings(env: Record<string, string | undefined>): StorefrontSettings {
  const brand = env.BRAND?.trim().toLowerCase() || 'ridgeline';
  if (!isBrand(brand)) throw new Error(`BRAND is ${env.BRAND}, not ridgeline or tread`);
  const apiUrl = env.API_URL?.trim() || undefined;
  if (apiUrl && !/^https?:\/\//.test(apiUrl)) {
    throw new Error(`API_URL is ${apiUrl}, not an http(s) URL like https://api.example/api`);
  }
  return {
    apiUrl,
    sites: {
      table: siteTableOf(env.SITE_HOSTS),
      defaultBrand: brand,
      features: featureTableOf(env.STORE_FEATURES),
    },
    previewToken: env.PREVIEW_TOKEN?.trim() || undefined,
  };
}
