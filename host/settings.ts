import {
  botCheckProviderOf,
  type PublicBotCheck,
  sandboxSiteKeys,
} from '#api/contract/botCheck.ts';
import type { Brand } from '#api/contract/common.ts';
import {
  type FeatureTable,
  featureTableOf,
  type SettingTable,
  settingTableOf,
} from '#storefront/site/features.ts';
import { isBrand, type SiteTable, siteTableOf } from '#storefront/site/site.ts';

export interface StorefrontSettings {
  /** `API_URL`: a remote service for the loaders; unset, the one in this process. */
  apiUrl: string | undefined;
  sites: { table: SiteTable; defaultBrand: Brand; features: FeatureTable; settings: SettingTable };
  /** `PREVIEW_TOKEN`: the secret testers send as `x-cairn-preview` to see previews. */
  previewToken: string | undefined;
  /** `BOT_CHECK_PROVIDER`, `BOT_CHECK_SITE_KEY`: the bot check the pages load (public). */
  botCheck: PublicBotCheck;
}

/**
 * The bot check's public half, for the pages: BOT_CHECK_PROVIDER (`sandbox` by default) and
 * BOT_CHECK_SITE_KEY, which a provider requires; the sandbox takes `sandbox` (the default) or
 * `sandbox-challenge` (its tokens are refused until the shopper confirms: the challenge's
 * demo). The service reads the same BOT_CHECK_PROVIDER with its secret (server/config.ts).
 */
export function publicBotCheckOf(env: Record<string, string | undefined>): PublicBotCheck {
  const provider = botCheckProviderOf(env.BOT_CHECK_PROVIDER);
  const siteKey = env.BOT_CHECK_SITE_KEY?.trim() || undefined;
  if (provider === 'sandbox') {
    const keys = Object.values(sandboxSiteKeys) as string[];
    if (siteKey !== undefined && !keys.includes(siteKey)) {
      throw new Error(
        `BOT_CHECK_SITE_KEY is ${siteKey}: the sandbox takes ${keys.join(' or ')}; set BOT_CHECK_PROVIDER for a provider's key`,
      );
    }
    return { provider, siteKey: siteKey ?? sandboxSiteKeys.pass };
  }
  if (!siteKey || !/^[\w-]{1,100}$/.test(siteKey)) {
    throw new Error(
      `BOT_CHECK_PROVIDER=${provider} needs BOT_CHECK_SITE_KEY (the provider's site key)`,
    );
  }
  return { provider, siteKey };
}

/**
 * The storefront's environment: API_URL, SITE_HOSTS, BRAND (the default brand),
 * STORE_FEATURES (spec §6 site settings: `allowNewSignUp=false,tread.simplifiedEnrollment=true`),
 * STORE_SETTINGS (spec §9 numbers and lists: `toastDismissDelay=8000,tread.favoritesPageSize=60`),
 * PREVIEW_TOKEN (unset: any `?preview=true` shows preview content), BOT_CHECK_PROVIDER and
 * BOT_CHECK_SITE_KEY (publicBotCheckOf).
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
      settings: settingTableOf(env.STORE_SETTINGS),
    },
    previewToken: env.PREVIEW_TOKEN?.trim() || undefined,
    botCheck: publicBotCheckOf(env),
  };
}
