import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#api/contract/cart.ts';
import { homeDeliveryCodes } from '#commerce/cart/delivery.ts';
import { addressLine } from '#commerce/catalogue/storeText.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { addressLines, type PostalAddress } from './addressLines.ts';
import { arrivalText } from './arrival.ts';
import * as styles from './checkout.css.ts';

/** The lines that travel together: by one way (code) to one place (a store, a point, home). */
export interface DeliveryGroup {
  key: string;
  code: CartItem['shippingOptions']['selected'];
  place: CartItem['shippingOptions']['storeInfo'];
  method: CartItem['shippingOptions']['shippingMethod'];
  items: CartItem[];
}

/**
 * A cart's or an order's lines grouped by where they go, in the order the shopper meets
 * them: home delivery first, then each store and collection point, e-mail last.
 */
export function deliveryGroups(items: readonly CartItem[]): DeliveryGroup[] {
  const groups = new Map<string, DeliveryGroup>();
  for (const item of items) {
    const { selected, storeInfo, shippingMethod } = item.shippingOptions;
    const key = `${selected}:${storeInfo?.id ?? ''}`;
    const group = groups.get(key) ?? {
      key,
      code: selected,
      place: storeInfo,
      method: shippingMethod,
      items: [],
    };
    group.items.push(item);
    groups.set(key, group);
  }
  const rank = (group: DeliveryGroup) =>
    homeDeliveryCodes.includes(group.code) ? 0 : group.code === 'digital' ? 2 : 1;
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}

export interface DeliveriesProps {
  items: readonly CartItem[];
  /** Where home deliveries go; null until the shopper gives it. */
  shippingAddress: PostalAddress | null;
  locale: SiteLocale;
  /** The heading level of each group, under the page's own headings. */
  headingLevel: 3 | 4;
  /** What a line shows (its name, quantity, price …): the last child is its amount. */
  line: (item: CartItem) => ReactNode;
  /** The class of each line's `li`. */
  lineClassName?: string | undefined;
}

/**
 * Which item goes where (issue 46): one group per delivery, headed by the way and the
 * place (Ship to home, Pick up at a store, Ship to a store, a collection point, e-mail),
 * with the address, the method and its arrival dates, then the group's lines.
 */
export function Deliveries({
  items,
  shippingAddress,
  locale,
  headingLevel,
  line,
  lineClassName = styles.listRow,
}: DeliveriesProps) {
  return (
    <div className={styles.deliveries}>
      {deliveryGroups(items).map((group) => (
        <DeliveryPart
          key={group.key}
          group={group}
          shippingAddress={shippingAddress}
          locale={locale}
          headingLevel={headingLevel}
          line={line}
          lineClassName={lineClassName}
        />
      ))}
    </div>
  );
}

function DeliveryPart({
  group,
  shippingAddress,
  locale,
  headingLevel,
  line,
  lineClassName,
}: Omit<DeliveriesProps, 'items'> & { group: DeliveryGroup }) {
  const { t } = useTranslation('flows');
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { tag } = localeInfo[locale];
  const placeName = group.place?.name ?? group.place?.id ?? '';
  const title = homeDeliveryCodes.includes(group.code)
    ? t('checkout.deliveries.home')
    : group.code === 'pickup'
      ? t('checkout.deliveries.pickupAt', { store: placeName })
      : group.code === 'sts'
        ? t('checkout.deliveries.stsAt', { store: placeName })
        : group.code === 'pudo'
          ? t('checkout.deliveries.pudoAt', { point: placeName })
          : t('checkout.deliveries.digital');
  const address = homeDeliveryCodes.includes(group.code)
    ? shippingAddress
      ? addressLines(shippingAddress, locale)
      : []
    : group.place?.address
      ? // A store's or point's address as its cards write it (StoreCards).
        [addressLine(group.place.address)]
      : [];
  const emails = [
    ...new Set(group.items.flatMap((item) => (item.giftOption ? [item.giftOption.email] : []))),
  ];
  return (
    <section className={styles.delivery} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.deliveryTitle}>
        {title}
      </Heading>
      {address.length > 0 ? (
        <address className={styles.address}>{address.join('\n')}</address>
      ) : null}
      {group.code === 'digital' && emails.length > 0 ? (
        <p className={styles.soft}>
          {emails.map((email) => t('checkout.deliveries.digitalTo', { email })).join(' · ')}
        </p>
      ) : null}
      {group.method ? (
        <p className={styles.deliveryMethod}>
          {group.method.label} · {group.method.deliveryTime}
          {group.method.arrival ? (
            <span className={styles.arrival}>{arrivalText(group.method.arrival, tag, t)}</span>
          ) : null}
        </p>
      ) : null}
      <ul className={styles.list}>
        {group.items.map((item) => (
          <li key={item.id} className={lineClassName}>
            {line(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
