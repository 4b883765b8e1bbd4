import {
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart, CartItem } from '#api/contract/cart.ts';
import { LazyHydrate } from '#cms-blocks/renderer/hydration.tsx';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { PageReloadContext, useErrorMessage, useInvalidCustomer } from '#flows/shared/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { useCartData, useCartLines, useListsAvailable, useSavedForLater } from '#shopper/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { notificationText } from '../notifications.ts';
import { adjustmentOf } from './adjustments/PriceAdjustments.tsx';
import { CartLine, type CartLineProps } from './CartLine.tsx';
import { CartSummary } from './CartSummary.tsx';
import * as styles from './cartPage.css.ts';
import { CartTopNotices } from './extras/CartTopNotices.tsx';
import { type TopNoticeName, topNoticeOfCode, topNoticeOfError } from './extras/topNotices.ts';
import { SavedItems } from './SavedItems.tsx';

// The promo code form (and the checkout calls it brings) loads after the page's own code.
const PromoCodeForm = lazy(() =>
  import('#flows/Checkout/PromoCodeForm.tsx').then((module) => ({ default: module.PromoCodeForm })),
);
// So do the gift card balance check and, for loyalty members only, their vouchers.
const GiftCardBalance = lazy(() =>
  import('#flows/GiftCardBalance/GiftCardBalance.tsx').then((module) => ({
    default: module.GiftCardBalance,
  })),
);
const CartRewards = lazy(() =>
  import('./extras/CartRewards.tsx').then((module) => ({ default: module.CartRewards })),
);

/** How far below the screen the summary's forms start to load and hydrate. */
const FORM_HYDRATION_MARGIN_PX = 200;

export interface CartPageProps {
  locale: SiteLocale;
  /** After an invalid customer (AUT498): reloads the page by default. */
  onReload?: () => void;
  /** Shown under an empty cart (the CMS's recommendations). */
  emptyContent?: React.ReactNode;
}

/**
 * The cart page `/{locale}/cart` (spec §2): the service's cart from the cart cache, its
 * lines with quantity, remove (and undo in the line's place), save for later; the
 * notices the service sends; the totals known before checkout; saved for later with
 * availability, moved back or removed. Every number is the service's.
 */
export function CartPage({ onReload, ...props }: CartPageProps) {
  // The line dialogs' invalid customer reloads the page the same way (their useInvalidCustomer).
  const pageReload = useContext(PageReloadContext);
  return (
    <PageReloadContext value={onReload ?? pageReload}>
      <CartPageContent {...props} />
    </PageReloadContext>
  );
}

/** What a line's actions do (see CartLineItem). */
interface LineActions {
  quantity: (item: CartItem, qty: number) => Promise<unknown>;
  remove: (item: CartItem) => void;
  saveForLater: (item: CartItem) => void;
}

/**
 * A line of the page, rendered again only when its own props change: the page renders
 * again as the session, the profile and saved for later arrive after it loads, and the
 * lines (quantity steppers, buttons, the delivery and gift options) are most of it.
 */
const CartLineItem = memo(function CartLineItem({
  item,
  actions,
  canSave,
  ...props
}: Omit<CartLineProps, 'onQuantity' | 'onRemove' | 'onSaveForLater'> & {
  actions: LineActions;
  canSave: boolean;
}) {
  return (
    <CartLine
      {...props}
      item={item}
      onQuantity={(qty) => actions.quantity(item, qty)}
      onRemove={() => actions.remove(item)}
      onSaveForLater={canSave ? () => actions.saveForLater(item) : undefined}
    />
  );
});

function CartPageContent({ locale, emptyContent }: Omit<CartPageProps, 'onReload'>) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const cart = useCartData();
  const saved = useSavedForLater();
  // No saved for later while an associate is connected (spec §6).
  const listsAvailable = useListsAvailable();
  const lines = useCartLines();
  const toasts = useToast();
  const errorMessage = useErrorMessage();
  const [removed, setRemoved] = useState<CartItem[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  // A refused change that concerns the whole cart (spec §8 top notices), said above the lines.
  const [refusal, setRefusal] = useState<TopNoticeName | null>(null);
  const { profile } = useProfile();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const undoRef = useRef<HTMLLIElement>(null);
  // The line's place now says what went, with undo: focus goes there once it is on screen.
  const [undoShown, setUndoShown] = useState(0);
  useEffect(() => {
    if (undoShown) undoRef.current?.querySelector('button')?.focus();
  }, [undoShown]);
  const tag = localeInfo[locale].tag;

  const invalidCustomer = useInvalidCustomer();
  const lineMessage = (flash: Cart['flash'][number] | undefined) => {
    if (!flash) return undefined;
    const available = flash.details.availableQty;
    return t(`cart.lineFlash.${flash.code}`, {
      count: typeof available === 'number' ? available : 0,
      defaultValue: flash.message ?? flash.code,
    });
  };
  const failed = (title: string) => (error: unknown) => {
    if (invalidCustomer(error)) return;
    const notice = topNoticeOfError(error);
    if (notice) setRefusal(notice);
    else toasts.add({ title, description: errorMessage(error), tone: 'critical' });
  };

  const remove = (item: CartItem) => {
    setBusy(item.id);
    lines.remove.mutate(
      { item },
      {
        onSuccess: () => {
          setRemoved((current) => [item, ...current.filter((entry) => entry.id !== item.id)]);
          setUndoShown((count) => count + 1);
        },
        onError: failed(t('cart.removeFailed')),
        onSettled: () => setBusy(null),
      },
    );
  };

  const undo = (item: CartItem) =>
    lines.restore.mutate(
      { item },
      {
        onSuccess: () => setRemoved((current) => current.filter((entry) => entry.id !== item.id)),
        onError: failed(t('cart.undoFailed')),
      },
    );

  const saveForLater = (item: CartItem) => {
    setBusy(item.id);
    lines.saveForLater.mutate(
      { itemId: item.id },
      { onError: failed(t('cart.saveFailed')), onSettled: () => setBusy(null) },
    );
  };

  const quantity = (item: CartItem, qty: number) =>
    lines.setQuantity.mutateAsync({ itemId: item.id, qty }).catch((error) => {
      const notice = invalidCustomer(error) ? undefined : topNoticeOfError(error);
      if (notice) setRefusal(notice);
      throw error;
    });
  // The lines' actions, the same functions for the life of the page (each calls this
  // render's), so that a line renders again only when its own props change.
  const latest = useRef({ quantity, remove, saveForLater });
  useLayoutEffect(() => {
    latest.current = { quantity, remove, saveForLater };
  });
  const [actions] = useState<LineActions>(() => ({
    quantity: (item, qty) => latest.current.quantity(item, qty),
    remove: (item) => latest.current.remove(item),
    saveForLater: (item) => latest.current.saveForLater(item),
  }));

  if (cart === undefined) {
    return (
      <div className={styles.main}>
        <h1 id={titleId} className={[heading.h1, styles.title].join(' ')}>
          {t('cart.title')}
        </h1>
        <SkeletonGroup label={t('miniCart.loading')}>
          <div className={styles.layout}>
            <div className={styles.main}>
              <Skeleton shape="text" lines={4} />
              <Skeleton shape="text" lines={4} />
            </div>
            <Skeleton shape="text" lines={6} />
          </div>
        </SkeletonGroup>
      </div>
    );
  }

  const items = cart?.items ?? [];
  return (
    <div className={styles.main}>
      <div>
        {/* Takes focus when a top notice the shopper dismissed goes away. */}
        <h1
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className={[heading.h1, styles.title].join(' ')}
        >
          {t('cart.title')}
        </h1>
        <p className={styles.soft} role="status">
          {items.length ? t('miniCart.count', { count: cart?.totalItems ?? 0 }) : null}
        </p>
      </div>
      {cart ? (
        <CartTopNotices
          cart={cart}
          locale={locale}
          refusal={refusal}
          onDismissRefusal={() => {
            setRefusal(null);
            titleRef.current?.focus();
          }}
        />
      ) : null}
      {cart ? <CartNotices cart={cart} /> : null}
      {items.length === 0 && removed.length === 0 ? (
        <div className={styles.main}>
          <p className={styles.term}>{t('cart.empty')}</p>
          <div>
            <ButtonLink href={`/${locale}`} tone="secondary">
              {t('miniCart.continueShopping')}
            </ButtonLink>
          </div>
          {emptyContent}
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <ul className={styles.lines} aria-labelledby={titleId}>
              {removed.map((item, index) => (
                <li
                  key={`removed-${item.id}`}
                  ref={index === 0 ? undoRef : undefined}
                  className={styles.removed}
                >
                  <span>{t('cart.removed', { name: item.name })}</span>
                  <Button
                    tone="secondary"
                    size="small"
                    isPending={lines.restore.isPending && lines.restore.variables?.item === item}
                    onPress={() => undo(item)}
                    aria-label={t('cart.undoLabel', { name: item.name })}
                  >
                    {t('cart.undo')}
                  </Button>
                </li>
              ))}
              {items.map((item, index) => (
                <CartLineItem
                  key={item.id}
                  item={item}
                  imagePriority={index === 0}
                  currency={cart?.currency ?? localeInfo[locale].currency}
                  tag={tag}
                  isBusy={busy === item.id}
                  notice={lineMessage(lineNoticeOf(cart, item.id))}
                  adjustment={cart ? adjustmentOf(cart, item.id) : null}
                  actions={actions}
                  canSave={listsAvailable}
                />
              ))}
            </ul>
          </div>
          {cart && items.length > 0 ? (
            <div className={styles.main}>
              <CartSummary cart={cart} locale={locale} canCheckOut={!cannotBeCompleted(cart)} />
              {/* One boundary each: a part that loads later does not hide the others. */}
              {profile?.isLoyaltyMember ? (
                <Suspense fallback={null}>
                  <CartRewards cart={cart} locale={locale} />
                </Suspense>
              ) : null}
              {/* Forms below the lines on a phone: their code (react-hook-form, the
                  contract's schemas) loads and hydrates as they come near the screen. */}
              <LazyHydrate
                when="visible"
                marginPx={FORM_HYDRATION_MARGIN_PX}
                deps={[cart]}
                render={() => <PromoCodeForm cart={cart} />}
              />
              <LazyHydrate
                when="visible"
                marginPx={FORM_HYDRATION_MARGIN_PX}
                deps={[locale]}
                render={() => <GiftCardBalance locale={locale} />}
              />
            </div>
          ) : null}
        </div>
      )}
      <SavedItems
        list={listsAvailable ? saved.data : undefined}
        locale={locale}
        isMoving={(itemId) =>
          lines.moveToCart.isPending && lines.moveToCart.variables?.itemId === itemId
        }
        onMove={(saveForLaterId, itemId) =>
          lines.moveToCart.mutate(
            { saveForLaterId, itemId },
            { onError: failed(t('cart.moveFailed')) },
          )
        }
        onRemove={(saveForLaterId, itemId) =>
          lines.removeSaved.mutate(
            { saveForLaterId, itemId },
            { onError: failed(t('cart.removeFailed')) },
          )
        }
      />
    </div>
  );
}

/** Lines the service flags as not to be had at all (sold out, gone). */
const unavailableCodes = ['ProductLineItemFullInventoryMissing', 'ProductItemNotAvailable'];

/** Spec §8: nothing in the cart can be bought any more, so the order cannot be completed. */
export function cannotBeCompleted(cart: Cart): boolean {
  const gone = new Set(
    cart.flash
      .filter((flash) => unavailableCodes.includes(flash.code))
      .map((flash) => flash.details.itemId),
  );
  return cart.items.length > 0 && cart.items.every((item) => gone.has(item.id));
}

/** The line's own flag of the service (spec §8 flashes carry the line's itemId). */
function lineNoticeOf(cart: Cart | null | undefined, itemId: string) {
  return cart?.flash.find((flash) => flash.details.itemId === itemId);
}

/** Spec §8: the service's notices about the cart (stock that fell, items gone). */
function CartNotices({ cart }: { cart: Cart }) {
  const { t } = useTranslation('storefront');
  const codes = [...new Set(cart.flash.map((flash) => flash.code))];
  const notices = [
    ...(cannotBeCompleted(cart)
      ? [{ key: 'cannotComplete', text: t('cart.cannotComplete'), tone: 'critical' as const }]
      : []),
    ...codes.map((code) => ({
      key: code,
      text: t(`cart.flash.${code}`, {
        defaultValue: cart.flash.find((flash) => flash.code === code)?.message ?? code,
      }),
      tone: 'caution' as const,
    })),
    // Those of spec §8's top notices are CartTopNotices'.
    ...cart.customerNotifications
      .filter((notice) => !topNoticeOfCode(notice.code))
      .map((notice) => ({
        key: notice.code,
        text: notificationText(t, notice),
        tone: notice.type === 'error' ? ('critical' as const) : ('info' as const),
      })),
  ];
  if (notices.length === 0) return null;
  return (
    <div className={styles.main}>
      {notices.map((notice) => (
        <Alert key={notice.key} tone={notice.tone}>
          {notice.text}
        </Alert>
      ))}
    </div>
  );
}
