import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { Link } from '#components/Link/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { FormErrorBanner } from '#flows/shared/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type OrderLookup, useOrderLookup, useTrackedOrder } from '#shopper/index.ts';
import { OrderDetail } from './OrderDetail.tsx';
import {
  type OrderLookupInput,
  type OrderLookupValues,
  orderLookupSchema,
} from './orderLookup.schema.ts';
import * as styles from './orders.css.ts';

export interface OrderStatusPageProps {
  locale: SiteLocale;
  /** The order number to start with (`?orderNumber=` from the order confirmation). */
  initialOrderNumber?: string;
}

/**
 * `/{locale}/order-status`: a guest finds an order by its number and the email it was
 * placed with, then sees it as a member would (cancel and return send the email along).
 * An unknown number and a wrong email read the same (OHS4004, ORD400): a number cannot be
 * probed for its email.
 */
export function OrderStatusPage({ locale, initialOrderNumber = '' }: OrderStatusPageProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [lookup, setLookup] = useState<OrderLookup | null>(null);
  // What was last looked up fills the form again ("Look up another order").
  const [last, setLast] = useState<OrderLookup>({ orderNumber: initialOrderNumber, email: '' });
  const tracked = useTrackedOrder(lookup);

  return (
    <div className={styles.page}>
      <h1
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className={[heading.h1, styles.title].join(' ')}
      >
        {t('orders.lookup.title')}
      </h1>
      {lookup && tracked.data ? (
        <>
          <OrderDetail order={tracked.data} locale={locale} email={lookup.email} headingLevel={2} />
          <div className={styles.actions}>
            <Button
              tone="secondary"
              onPress={() => {
                // Focus leaves the button before it goes: back at the top of the page.
                titleRef.current?.focus();
                setLookup(null);
              }}
            >
              {t('orders.lookup.another')}
            </Button>
          </div>
        </>
      ) : (
        <LookupForm
          locale={locale}
          initial={last}
          onFound={(found) => {
            // Focus leaves the form before it goes: the title, above the order.
            titleRef.current?.focus();
            setLast(found);
            setLookup(found);
          }}
        />
      )}
    </div>
  );
}

function LookupForm({
  locale,
  initial,
  onFound,
}: {
  locale: SiteLocale;
  initial: OrderLookupInput;
  onFound: (lookup: OrderLookup) => void;
}) {
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
      className={[styles.page, styles.lookupForm].join(' ')}
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
