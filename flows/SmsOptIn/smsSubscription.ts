import type { ApiClient } from '#api/client/index.ts';
import {
  type ConsumerSubscriptionInput,
  createSubscriptions,
  updateSubscriptions,
} from '#api/contract/consumer.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';

/**
 * Spec §9: phone/SMS opt-in only for configured locales. By default the North American
 * sites, where SMS marketing runs; a site adds or removes locales through configuration.
 */
export const defaultSmsOptInLocales: readonly SiteLocale[] = ['en-us', 'en-ca', 'fr-ca'];

export function isSmsOptInLocale(
  locale: SiteLocale,
  locales: readonly SiteLocale[] = defaultSmsOptInLocales,
): boolean {
  return locales.includes(locale);
}

/** The SMS subscription of a phone (spec §3 subscription: channel sms). */
export function smsSubscription(
  recipient: string,
  optin: boolean,
  locale: SiteLocale,
): ConsumerSubscriptionInput {
  const { country, region } = localeInfo[locale];
  return { type: 'Newsletter', channel: 'sms', recipient, optin, country, region };
}

export interface SaveSmsOptInInput {
  /** National phone digits (the contract's phone). */
  recipient: string;
  /** Opt in (true) or out. */
  optin: boolean;
  locale: SiteLocale;
  signedIn: boolean;
  /** The SMS recipient known before (a prefilled or earlier phone). */
  previousRecipient?: string | null | undefined;
}

/**
 * Spec §4 SMS opt-in: signed in, the consumer's subscription is updated (PUT); signed out,
 * it is created (POST), and a previous recipient is opted out first.
 */
export async function saveSmsOptIn(
  client: ApiClient,
  { recipient, optin, locale, signedIn, previousRecipient }: SaveSmsOptInInput,
) {
  const subscription = smsSubscription(recipient, optin, locale);
  if (signedIn) {
    return client.call(updateSubscriptions, { body: { subscriptions: [subscription] } });
  }
  await optOutPreviousRecipient(client, { recipient, locale, previousRecipient });
  return client.call(createSubscriptions, { body: { subscriptions: [subscription] } });
}

/** Signed out: opt the previous SMS recipient out when the phone changed. */
export async function optOutPreviousRecipient(
  client: ApiClient,
  {
    recipient,
    locale,
    previousRecipient,
  }: Pick<SaveSmsOptInInput, 'recipient' | 'locale' | 'previousRecipient'>,
): Promise<boolean> {
  if (!previousRecipient || previousRecipient === recipient) return false;
  await client.call(createSubscriptions, {
    body: { subscriptions: [smsSubscription(previousRecipient, false, locale)] },
  });
  return true;
}
