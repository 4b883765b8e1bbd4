import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useApiClient } from '#api/client/index.ts';
import { confirmSubscription } from '#api/contract/consumer.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { FormErrorBanner } from '#flows/shared/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import * as styles from '../account/account.css.ts';

export interface SubscriptionConfirmPageProps {
  locale: SiteLocale;
  /** The mailed link's `?token=`; none when the link was cut short. */
  token: string | undefined;
}

/**
 * `/{locale}/subscription/confirm?token=…`: the double opt-in link mailed to a signed-out
 * newsletter subscriber (spec §4). The subscription is turned on by pressing the button,
 * not by opening the page: mail scanners open every link of a mail, and they must not
 * subscribe anyone. An unknown or expired link (AUT402) says so and where to subscribe
 * again; a failed call can be pressed again.
 */
export function SubscriptionConfirmPage({ locale, token }: SubscriptionConfirmPageProps) {
  const { t } = useTranslation('storefront');
  const client = useApiClient();
  const titleId = useId();
  const confirm = useMutation({
    mutationFn: (value: string) => client.call(confirmSubscription, { body: { token: value } }),
  });
  const expired =
    !token ||
    (isApiError(confirm.error) &&
      (confirm.error.errorId === 'AUT402' || confirm.error.status === 400));
  const recipient = confirm.data?.subscriptions.find((s) => s.channel === 'email')?.recipient;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={[heading.h1, styles.title].join(' ')}>
        {confirm.isSuccess ? t('subscriptionConfirm.doneTitle') : t('subscriptionConfirm.title')}
      </h1>
      {confirm.isSuccess ? (
        <>
          <Alert tone="positive">
            {recipient
              ? t('subscriptionConfirm.doneFor', { email: recipient })
              : t('subscriptionConfirm.done')}
          </Alert>
          <div>
            <ButtonLink href={`/${locale}`} tone="primary">
              {t('subscriptionConfirm.shop')}
            </ButtonLink>
          </div>
        </>
      ) : expired ? (
        <>
          <Alert tone="critical">{t('subscriptionConfirm.expired')}</Alert>
          <div>
            <ButtonLink href={`/${locale}`} tone="secondary">
              {t('subscriptionConfirm.home')}
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className={styles.soft}>{t('subscriptionConfirm.intro')}</p>
          <FormErrorBanner error={confirm.error} />
          <div>
            <Button
              tone="primary"
              isPending={confirm.isPending}
              onPress={() => confirm.mutate(token)}
            >
              {t('subscriptionConfirm.confirm')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
