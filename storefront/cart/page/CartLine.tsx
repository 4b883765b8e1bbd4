import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem, CartPriceAdjustment } from '#api/contract/cart.ts';
import { DEFAULT_MAX_QTY } from '#api/contract/cartModel.ts';
import { linePrice } from '#commerce/cart/summary.ts';
import { Alert } from '#components/Alert/index.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { formatMoney, Price } from '#components/Price/index.ts';
import { QuantityStepper } from '#components/QuantityStepper/index.ts';
import { maxAllowedQtyOf, useErrorMessage } from '#flows/shared/index.ts';
import { itemErrorOf } from '../../product/addToCartError.ts';
import { LinePriceAdjustment } from './adjustments/PriceAdjustments.tsx';
import * as styles from './cartPage.css.ts';
import { LineDelivery } from './lineDialogs/LineDelivery.tsx';
import { LineGiftOption } from './lineDialogs/LineGiftOption.tsx';

export interface CartLineProps {
  item: CartItem;
  currency: string;
  /** BCP 47 tag of the site, for money. */
  tag: string;
  /** The service's answer to a new quantity; rejects with its error. */
  onQuantity: (qty: number) => Promise<unknown>;
  onRemove: () => void;
  onSaveForLater?: () => void;
  /** This line is being removed or saved: its actions wait. */
  isBusy?: boolean;
  /** The service's flag of this line (sold out, fewer left, gone), in the shopper's words. */
  notice?: string | undefined;
  /** An associate's price adjustment of the line (cart.priceAdjustments). */
  adjustment?: CartPriceAdjustment | null;
  /**
   * The cart's first line: its picture is the page's largest paint on a phone, so it loads
   * at once, with high priority, instead of lazily. @default false
   */
  imagePriority?: boolean;
}

/**
 * A cart line: picture, name to the product, attributes, badge and promotions, the
 * service's prices (each, before and after discounts, the row), quantity up to the line's
 * `maxQty` (sent as it changes, the latest winning over presses made meanwhile), remove,
 * save for later. A quantity the service refuses goes back to what the cart holds and the
 * line says why (INV408 with the most allowed). Its delivery and gift message change in
 * their dialogs (lineDialogs/).
 */
export function CartLine({
  item,
  currency,
  tag,
  onQuantity,
  onRemove,
  onSaveForLater,
  isBusy = false,
  notice,
  adjustment = null,
  imagePriority = false,
}: CartLineProps) {
  const { t } = useTranslation('storefront');
  const errorMessage = useErrorMessage();
  const nameId = useId();
  const [qty, setQty] = useState(item.qty);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A quantity goes to the service at once; presses that come while it is on its way wait,
  // and only the last of them is sent next (no queue of stale quantities).
  const inFlight = useRef(false);
  const waiting = useRef<number | null>(null);

  // The service's quantity wins whenever it changes (an answer, another tab's change).
  useEffect(() => {
    if (!inFlight.current) setQty(item.qty);
  }, [item.qty]);

  async function send(value: number) {
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      await onQuantity(value);
    } catch (failure) {
      waiting.current = null;
      setQty(item.qty);
      setError(lineError(failure));
    } finally {
      inFlight.current = false;
      const next = waiting.current;
      waiting.current = null;
      if (next !== null && next !== value) void send(next);
      else setPending(false);
    }
  }

  function choose(value: number) {
    setQty(value);
    if (inFlight.current) waiting.current = value;
    else if (value !== item.qty) void send(value);
  }

  function lineError(failure: unknown): string {
    const allowed = maxAllowedQtyOf(failure);
    if (allowed !== undefined) return t('cart.maxQuantity', { count: allowed });
    const itemError = itemErrorOf(failure);
    if (itemError) return t(`product.addErrors.${itemError.key}`, { count: itemError.count ?? 0 });
    return errorMessage(failure);
  }

  // The price beside the summary's subtotal (commerce/cart/summary.ts): the order's
  // discounts are the summary's own row, not spread over the lines.
  const discounted = linePrice(item) < item.price.rowTotal;
  const max = item.maxQty > 0 ? item.maxQty : DEFAULT_MAX_QTY;
  return (
    <li className={styles.line} aria-labelledby={nameId} aria-busy={pending || isBusy}>
      <Image
        src={item.image?.src}
        alt=""
        decorative
        aspectRatio={4 / 5}
        sizes="(min-width: 768px) 7rem, 5.5rem"
        priority={imagePriority}
      />
      <div className={styles.lineBody}>
        {item.eyebrow ? <p className={styles.detail}>{item.eyebrow}</p> : null}
        <Link
          id={nameId}
          href={item.pdpUrl}
          variant="standalone"
          tone="neutral"
          className={styles.lineName}
        >
          {item.name}
        </Link>
        {item.badge ? (
          <span>
            <Badge tone="sale">{item.badge}</Badge>
          </span>
        ) : null}
        {item.attributes.length > 0 ? (
          <p className={styles.detail}>
            {item.attributes
              .map((attribute) => `${attribute.label}: ${attribute.value}`)
              .join(' · ')}
          </p>
        ) : null}
        <p className={styles.detail}>
          {t('cart.each', { price: formatMoney(item.price.current, tag, currency) })}
        </p>
        {item.productPromotions.map((promotion) => (
          <p key={promotion.promotionId} className={styles.detail}>
            {promotion.calloutMessage}
          </p>
        ))}
        <LineDelivery item={item} isBusy={isBusy} />
        {item.bonus ? null : <LineGiftOption item={item} isBusy={isBusy} />}
        <LinePriceAdjustment
          item={item}
          adjustment={adjustment}
          currency={currency}
          tag={tag}
          isBusy={isBusy}
        />
        {notice ? <Alert tone="caution">{notice}</Alert> : null}
        {error ? (
          <Alert tone="critical" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        <div className={styles.lineActions}>
          <QuantityStepper
            label={t('cart.quantityOf', { name: item.name })}
            hideLabel
            size="small"
            value={qty}
            max={max}
            onAboveMax={(_, most) => setError(t('cart.maxQuantity', { count: most }))}
            onChange={choose}
            isDisabled={isBusy || item.bonus}
          />
          {item.bonus ? (
            // A gift with purchase comes and goes with its promotion's condition.
            <span className={styles.detail}>{t('cart.freeGift')}</span>
          ) : (
            <Button
              tone="plain"
              size="small"
              onPress={onRemove}
              isDisabled={isBusy || pending}
              aria-label={t('cart.removeLabel', { name: item.name })}
            >
              {t('cart.remove')}
            </Button>
          )}
          {onSaveForLater && !item.bonus ? (
            <Button
              tone="plain"
              size="small"
              onPress={onSaveForLater}
              isDisabled={isBusy || pending}
              aria-label={t('cart.saveForLaterLabel', { name: item.name })}
            >
              {t('cart.saveForLater')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className={styles.linePrice}>
        <Price
          price={{
            lowCurrent: linePrice(item),
            lowOriginal: discounted ? item.price.rowTotal : null,
          }}
          currency={currency}
          showDiscount={false}
        />
      </div>
    </li>
  );
}
