import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/react.tsx';
import { putBackInStockNotification } from '#api/contract/products.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { useProfile } from '#shopper/session/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import { section } from './NotifyMe.css.ts';
import { type NotifyInput, type NotifyValues, notifySchema } from './NotifyMe.schema.ts';

export interface NotifyMeProps {
  /** The sold-out variant to watch. */
  sku: string;
  /** Its size as the picker shows it ("M", "EU 42"). */
  sizeLabel: string;
}

/**
 * Notify me when a sold-out size is back (PUT /products/v1/notifications): one email
 * field with the spec's validation messages (required, format, length), the signed-in
 * shopper's address filled in, and the service's error in a banner. Subscribing twice is
 * harmless: the service keeps one subscription.
 */
export function NotifyMe({ sku, sizeLabel }: NotifyMeProps) {
  const { t } = useTranslation('storefront');
  const client = useApiClient();
  const { profile } = useProfile();
  const titleId = useId();
  const { control, handleSubmit } = useForm<NotifyInput, unknown, NotifyValues>({
    resolver: zodResolver(notifySchema),
    defaultValues: { email: profile?.consumerDetails.email ?? '' },
  });
  const notify = useMutation({
    mutationFn: (email: string) =>
      client.call(putBackInStockNotification, { body: { email, productId: sku } }),
  });
  return (
    <form
      noValidate
      className={section}
      aria-labelledby={titleId}
      onSubmit={handleSubmit(({ email }) => notify.mutate(email))}
    >
      <h2 id={titleId} className={heading.h4}>
        {t('product.notifyTitle', { size: sizeLabel })}
      </h2>
      {notify.isSuccess ? (
        <Alert tone="positive">{t('product.notifyDone', { email: notify.data.email })}</Alert>
      ) : (
        <>
          <p>{t('product.notifyBody')}</p>
          <FormErrorBanner error={notify.error} />
          <ControlledTextField
            control={control}
            name="email"
            type="email"
            label={t('product.notifyEmail')}
            autoComplete="email"
            isRequired
          />
          <div>
            <Button type="submit" tone="secondary" isPending={notify.isPending}>
              {t('product.notifySubmit')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
