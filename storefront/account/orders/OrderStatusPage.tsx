import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { OrderLookupForm } from '#flows/OrderLookup/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type OrderLookup, useTrackedOrder } from '#shopper/index.ts';
import { OrderDetail } from './OrderDetail.tsx';
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
        <OrderLookupForm
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
