import { type RefObject, useId } from 'react';
import { Dialog as AriaDialog, Popover as AriaPopover, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { useBreakpoint } from '#cms-blocks/renderer/useBreakpoint.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import {
  popover as popoverBase,
  dialog as popoverDialog,
} from '#components/Popover/Popover.css.ts';
import { formatMoney, Price } from '#components/Price/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { useCartData } from '#shopper/index.ts';
import * as styles from './miniCart.css.ts';
import { orderLines } from './miniCartLines.ts';

export interface MiniCartProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  locale: SiteLocale;
  /** Skus of the lines just added: listed first and marked. */
  added: readonly string[];
  /** The header's cart link the popover hangs from (md and up). */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * The mini cart (spec §2 dialogs): the cart's lines, its subtotal and the ways on to the
 * cart page and checkout. A panel from the inline end on small screens, a popover under
 * the header's cart link from md up; both enter and leave in the dialogs' 250 ms. What it
 * shows is the cart cache, the service's own numbers.
 */
export function MiniCart({ isOpen, onOpenChange, locale, added, triggerRef }: MiniCartProps) {
  const { t } = useTranslation('storefront');
  const breakpoint = useBreakpoint();
  const headingId = useId();
  const cart = useCartData();
  const close = () => onOpenChange(false);
  const title = t('miniCart.title');
  const body = <MiniCartBody cart={cart} added={added} locale={locale} onNavigate={close} />;
  if (breakpoint === 'sm' || !triggerRef.current) {
    return (
      <Dialog isOpen={isOpen} onOpenChange={onOpenChange} placement="side" title={title}>
        {body}
      </Dialog>
    );
  }
  return (
    <AriaPopover
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      placement="bottom end"
      offset={8}
      className={[popoverBase, styles.popover].join(' ')}
    >
      <AriaDialog className={popoverDialog} aria-labelledby={headingId}>
        <div className={styles.popoverHeader}>
          <Heading id={headingId} level={2} slot="title" className={styles.popoverTitle}>
            {title}
          </Heading>
          <Button
            tone="plain"
            size="small"
            iconOnly
            icon="close"
            aria-label={t('miniCart.close')}
            onPress={close}
          />
        </div>
        {body}
      </AriaDialog>
    </AriaPopover>
  );
}

function MiniCartBody({
  cart,
  added,
  locale,
  onNavigate,
}: {
  cart: Cart | null | undefined;
  added: readonly string[];
  locale: SiteLocale;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('storefront');
  if (cart === undefined) {
    return (
      <SkeletonGroup label={t('miniCart.loading')}>
        <div className={styles.content}>
          <Skeleton shape="text" lines={3} />
          <Skeleton shape="text" lines={3} />
        </div>
      </SkeletonGroup>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <div className={styles.content}>
        <p className={styles.summary}>{t('miniCart.empty')}</p>
        <ButtonLink href={`/${locale}`} tone="secondary" fullWidth onPress={onNavigate}>
          {t('miniCart.continueShopping')}
        </ButtonLink>
      </div>
    );
  }
  const tag = localeInfo[locale].tag;
  const currency = cart.currency;
  return (
    <div className={styles.content}>
      <p className={styles.summary} role="status">
        {t('miniCart.count', { count: cart.totalItems })}
      </p>
      <ul className={styles.lines} aria-label={t('miniCart.lines')}>
        {orderLines(cart.items, added).map((item) => (
          <li key={item.id} className={styles.line}>
            <Image src={item.image?.src} alt="" decorative aspectRatio={4 / 5} sizes="4rem" />
            <div className={styles.lineText}>
              {added.includes(item.productId) ? (
                <span>
                  <Badge tone="info">{t('miniCart.justAdded')}</Badge>
                </span>
              ) : null}
              <Link
                href={item.pdpUrl}
                variant="standalone"
                tone="neutral"
                className={styles.lineName}
                onPress={onNavigate}
              >
                {item.name}
              </Link>
              {item.attributes.length > 0 ? (
                <p className={styles.soft}>
                  {item.attributes
                    .map((attribute) => `${attribute.label}: ${attribute.value}`)
                    .join(' · ')}
                </p>
              ) : null}
              <p className={styles.soft}>{t('miniCart.quantity', { count: item.qty })}</p>
            </div>
            <Price
              price={{
                lowCurrent: item.price.priceAfterItemDiscount,
                lowOriginal:
                  item.price.amount > item.price.priceAfterItemDiscount ? item.price.amount : null,
              }}
              currency={currency}
              size="small"
              showDiscount={false}
            />
          </li>
        ))}
      </ul>
      <p className={styles.subtotal}>
        <span>{t('miniCart.subtotal')}</span>
        <span>{formatMoney(cart.totals.itemSubTotal, tag, currency)}</span>
      </p>
      <p className={styles.soft}>{t('miniCart.taxesAtCheckout')}</p>
      <div className={styles.actions}>
        <ButtonLink href={`/${locale}/checkout`} fullWidth onPress={onNavigate}>
          {t('miniCart.checkout')}
        </ButtonLink>
        <ButtonLink href={`/${locale}/cart`} tone="secondary" fullWidth onPress={onNavigate}>
          {t('miniCart.viewCart')}
        </ButtonLink>
      </div>
    </div>
  );
}
