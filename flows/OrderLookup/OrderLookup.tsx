import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { Link } from '#components/Link/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type OrderLookup, useOrderLookup } from '#shopper/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import * as styles from './OrderLookup.css.ts';
import {
  type OrderLookupInput,
  type OrderLookupValues,
  orderLookupSchema,
} from './OrderLookup.schema.ts';

export interface OrderLookupFormProps {
  locale: SiteLocale;
  /** What the fields hold at first: the last lookup, or the number from the confirmation. */
  initial: OrderLookupInput;
  /** The service found the order: the page shows it. */
  onFound: (lookup: OrderLookup) => void;
}

/**
 * A guest's order lookup (POST /consumers-v3/consumer/TrackOrder): the order number and
 * the email it was placed with. An unknown number and a wrong email read the same
 * (OHS4004, ORD400): a number cannot be probed for its email.
 */
export function OrderLookupForm({ locale, initial, onFound }: OrderLookupFormProps) {
  const { t } = useTranslation('storefront');
  const lookUp = useOrderLookup();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit } = useForm<OrderLookupInput, unknown, OrderLookupValues>({
    resolver: zodResolver(orderLookupSchema),
    defaultValues: initial,
  });
  // An unknown number and a wrong email read the same.
  const notFound = isApiError(failure) && failure.is('OHS4004', 'ORD400');

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    setPending(true);
    try {
      await lookUp(values);
      onFound(values);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  });

  return (
    <form
      noValidate
      className={styles.lookupForm}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else void submit(event);
      }}
    >
      <p className={styles.soft}>{t('orders.lookup.intro')}</p>
      {notFound ? (
        <Alert tone="critical">{t('orders.lookup.notFound')}</Alert>
      ) : (
        <FormErrorBanner error={failure} />
      )}
      <ControlledTextField
        control={control}
        name="orderNumber"
        label={t('orders.lookup.orderNumber')}
        description={t('orders.lookup.orderNumberHint')}
        autoComplete="off"
        isRequired
      />
      <ControlledTextField
        control={control}
        name="email"
        type="email"
        label={t('orders.lookup.email')}
        autoComplete="email"
        isRequired
      />
      <div>
        <Button type="submit" tone="primary" isPending={pending}>
          {t('orders.lookup.submit')}
        </Button>
      </div>
      <p className={styles.soft}>
        <Link href={`/${locale}/account/orders`}>{t('orders.lookup.signedIn')}</Link>
      </p>
    </form>
  );
}
