import type { HTMLAttributes } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { currencyForLocale, formatPrice, type PriceInput } from './formatPrice.ts';
import { amounts, badge, current, note, original, type priceSizes, root } from './Price.css.ts';

export interface PriceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The price as the API sends it (spec §3). Unusable input renders nothing. */
  price: PriceInput | null | undefined;
  /** ISO 4217 code. @default the currency of the current site locale (USD when unknown) */
  currency?: string;
  /** @default 'standard' */
  size?: (typeof priceSizes)[number];
  /** Show the percentage badge when discounted. @default true */
  showDiscount?: boolean;
  /**
   * Show the lowest price of the last 30 days under a discounted price (EU price
   * indication rules). @default false
   */
  showHistoricBestPrice?: boolean;
}

/**
 * A product price in the locale's format: a low–high range when they differ, the original
 * price struck through beside the sale price, the rounded discount and, optionally, the
 * 30-day low. Struck-through text is not announced as such, so both prices carry a
 * visually hidden name.
 */
export function Price({
  price,
  currency,
  size,
  showDiscount = true,
  showHistoricBestPrice = false,
  className,
  ...rest
}: PriceProps) {
  const { locale } = useLocale();
  const { t } = useTranslation('components');
  const formatted = formatPrice(price, {
    locale,
    currency: currency ?? currencyForLocale(locale) ?? 'USD',
  });
  if (formatted === null) return null;
  const { isDiscounted, discount } = formatted;
  return (
    <div
      {...rest}
      data-discounted={isDiscounted || undefined}
      className={[root({ size }), className].filter(Boolean).join(' ')}
    >
      <span className={amounts}>
        <span className={current} data-tone={isDiscounted ? 'sale' : undefined}>
          {isDiscounted && <VisuallyHidden>{`${t('price.current')} `}</VisuallyHidden>}
          {formatted.current}
        </span>
        {formatted.original !== null && (
          <s className={original}>
            <VisuallyHidden>{`${t('price.original')} `}</VisuallyHidden>
            {formatted.original}
          </s>
        )}
        {showDiscount && discount !== null && (
          <Badge tone="sale" className={badge}>
            <span aria-hidden="true">{discount.badge}</span>
            <VisuallyHidden>{t('price.discount', { percent: discount.text })}</VisuallyHidden>
          </Badge>
        )}
      </span>
      {showHistoricBestPrice && isDiscounted && formatted.historicBestPrice !== null && (
        <p className={note}>{t('price.historicBest', { price: formatted.historicBestPrice })}</p>
      )}
    </div>
  );
}
