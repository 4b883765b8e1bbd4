import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import {
  type ConsumerProfile,
  type ConsumerSubscription,
  type ConsumerSubscriptionInput,
  createSubscriptions,
  updateSubscriptions,
} from '#api/contract/consumer.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';

/** The newsletter opt-in of an email on a site (spec §3 subscription). */
export function newsletterOptIn(email: string, locale: SiteLocale): ConsumerSubscriptionInput {
  const { country, region } = localeInfo[locale];
  return { type: 'Newsletter', channel: 'email', recipient: email, optin: true, country, region };
}

/**
 * Spec §6 and §9: a signed-in shopper updates the profile's subscriptions (PUT), a
 * signed-out visitor creates one (POST); the service opts in with double opt-in true. The
 * signed-in profile cache takes the answer's subscriptions.
 */
export async function subscribeToNewsletter(
  { client, queryClient }: { client: ApiClient; queryClient: QueryClient },
  { email, locale, signedIn }: { email: string; locale: SiteLocale; signedIn: boolean },
): Promise<ConsumerSubscription[]> {
  const body = { subscriptions: [newsletterOptIn(email, locale)] };
  if (!signedIn) return (await client.call(createSubscriptions, { body })).subscriptions;
  const { subscriptions } = await client.call(updateSubscriptions, { body });
  queryClient.setQueryData<ConsumerProfile | null>(queryKeys.profile, (profile) =>
    profile ? { ...profile, subscriptions } : profile,
  );
  return subscriptions;
}
