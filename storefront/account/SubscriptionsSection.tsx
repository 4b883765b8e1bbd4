import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import {
  type ConsumerProfile,
  type ConsumerSubscription,
  updateSubscriptions,
} from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { Switch } from '#components/Switch/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { newsletterOptIn } from '#flows/Newsletter/index.ts';
import { FormErrorBanner } from '#flows/shared/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import * as styles from './account.css.ts';

/** The e-mail newsletter of the profile's own email (spec §3 subscription), if any. */
export function ownNewsletter(profile: ConsumerProfile): ConsumerSubscription | undefined {
  const email = profile.consumerDetails.email.toLowerCase();
  return profile.subscriptions.find(
    (s) => s.type === 'Newsletter' && s.channel === 'email' && s.recipient === email,
  );
}

/**
 * Opt in or out of the e-mail newsletter (PUT subscription; signed in, applied at once
 * with double opt-in true on opt-in, spec §9). The profile cache takes the answer's
 * subscriptions only on success: a failure leaves the page as it was.
 */
function useNewsletterChoice(profile: ConsumerProfile, locale: SiteLocale) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optin: boolean) =>
      client.call(updateSubscriptions, {
        body: {
          subscriptions: [{ ...newsletterOptIn(profile.consumerDetails.email, locale), optin }],
        },
      }),
    onSuccess: ({ subscriptions }) =>
      queryClient.setQueryData<ConsumerProfile | null>(queryKeys.profile, (current) =>
        current ? { ...current, subscriptions } : current,
      ),
  });
}

function subscriptionState(subscription: ConsumerSubscription) {
  if (subscription.optin) return 'accountPage.subscriptionOn' as const;
  // Asked for signed out and not confirmed from the mailbox yet (spec §9 double opt-in).
  if (subscription.doubleOptin) return 'accountPage.subscriptionWaiting' as const;
  return 'accountPage.subscriptionOff' as const;
}

export interface SubscriptionsSectionProps {
  profile: ConsumerProfile;
  locale: SiteLocale;
  /** Opens the text-message opt-in; no button on sites without SMS. */
  onTextMessages?: (() => void) | undefined;
}

/**
 * The account's subscriptions: the e-mail newsletter as a switch that applies at once
 * (pending while the service answers, a toast when it did, the error under it when it did
 * not, the switch back where it was), then the other subscriptions as they are.
 */
export function SubscriptionsSection({
  profile,
  locale,
  onTextMessages,
}: SubscriptionsSectionProps) {
  const { t } = useTranslation('storefront');
  const toasts = useToast();
  const headingId = useId();
  const choice = useNewsletterChoice(profile, locale);
  const own = ownNewsletter(profile);
  const subscribed = choice.isPending ? choice.variables : (own?.optin ?? false);
  const others = profile.subscriptions.filter((subscription) => subscription !== own);

  const choose = (optin: boolean) =>
    choice.mutate(optin, {
      onSuccess: () =>
        toasts.add({
          title: t(optin ? 'accountPage.newsletterOn' : 'accountPage.newsletterOff'),
          tone: 'positive',
        }),
    });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={[heading.h4, styles.title].join(' ')}>
        {t('accountPage.subscriptions')}
      </h2>
      <div className={styles.setting}>
        <Switch
          isSelected={subscribed}
          isReadOnly={choice.isPending}
          onChange={choose}
          description={t('accountPage.newsletterHint', { email: profile.consumerDetails.email })}
        >
          {t('accountPage.newsletter')}
        </Switch>
        <span role="status" className={styles.pending}>
          {choice.isPending ? (
            <>
              <Spinner size="small" decorative /> {t('accountPage.saving')}
            </>
          ) : null}
        </span>
      </div>
      <FormErrorBanner error={choice.error} title={t('accountPage.newsletterFailed')} />
      {others.length === 0 ? (
        subscribed ? null : (
          <p className={styles.soft}>{t('accountPage.noSubscriptions')}</p>
        )
      ) : (
        <ul className={styles.navList}>
          {others.map((subscription) => (
            <li key={`${subscription.type}-${subscription.channel}-${subscription.recipient}`}>
              {t(subscriptionState(subscription), {
                type: t(`accountPage.subscriptionTypes.${subscription.type}`),
                channel: t(`accountPage.channels.${subscription.channel}`),
                recipient: subscription.recipient,
              })}
            </li>
          ))}
        </ul>
      )}
      {onTextMessages ? (
        <div>
          <Button tone="secondary" size="small" onPress={onTextMessages}>
            {t('accountPage.textMessages')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
