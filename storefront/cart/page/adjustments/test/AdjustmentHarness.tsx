import { useQueryClient } from '@tanstack/react-query';
import { type HttpHandler, http } from 'msw';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { useApiClient } from '#api/client/react.tsx';
import {
  addPriceAdjustment,
  type CartItemInput,
  createCartWithItem,
  deletePriceAdjustment,
  updatePriceAdjustment,
} from '#api/contract/cart.ts';
import { PageReloadContext } from '#flows/shared/invalidCustomer.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { mockPath } from '#mocks/handlers/http.ts';
import { sessionCookie } from '#mocks/handlers/session.ts';
import { type CartCacheData, cartQueryKey, useCartData } from '#shopper/index.ts';
import { CartLine } from '../../CartLine.tsx';
import { CartSummary } from '../../CartSummary.tsx';
import { lines } from '../../cartPage.css.ts';
import { adjustmentOf } from '../PriceAdjustments.tsx';

/*
 * The price adjustment stories on the MSW cart service: a cart made from the story's lines
 * (and adjustments, made as an associate would), shown by the cart page's own CartLine and
 * CartSummary from the cart cache, so what the service answers is what the story sees.
 */

interface StartingAdjustment {
  /** The index of the line adjusted; null: the order. */
  line: number | null;
  discountType: 'amount' | 'percentage';
  value: number;
  reasonCode: string;
}

export interface AdjustmentHarnessProps {
  lines: CartItemInput[];
  /** Adjustments the cart holds when the story starts. */
  adjustments?: StartingAdjustment[];
  locale?: SiteLocale;
}

export function AdjustmentHarness({
  lines: wanted,
  adjustments = [],
  locale = 'en-us',
}: AdjustmentHarnessProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const cart = useCartData();
  const [ready, setReady] = useState(false);
  const [onReload] = useState(() => fn());
  // Once per story: the cart is made from the lines and adjustments the story started with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the args do not change in a run
  useEffect(() => {
    let cancelled = false;
    (async () => {
      let made = await client.call(createCartWithItem, {
        query: { locale },
        body: { items: wanted },
      });
      for (const { line, ...adjustment } of adjustments) {
        const itemId = line === null ? null : (made.items[line]?.id ?? null);
        made = await client.call(addPriceAdjustment, {
          params: { basketId: made.id },
          body: { ...adjustment, itemId },
        });
      }
      if (cancelled) return;
      // The story's record starts with the cart as the story found it.
      adjustmentCalls.length = 0;
      queryClient.setQueryData<CartCacheData>(cartQueryKey, made);
      setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, []);
  if (!ready || !cart) return null;
  const tag = localeInfo[locale].tag;
  return (
    <PageReloadContext value={onReload}>
      <ul className={lines} aria-label="Cart lines">
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            currency={cart.currency}
            tag={tag}
            adjustment={adjustmentOf(cart, item.id)}
            onQuantity={async () => null}
            onRemove={() => {}}
          />
        ))}
      </ul>
      <CartSummary cart={cart} locale={locale} canCheckOut />
    </PageReloadContext>
  );
}

/** The adjustment calls the service received in this story: method, path and body. */
export const adjustmentCalls: { method: string; path: string; body: unknown }[] = [];

const record = (method: 'post' | 'patch' | 'delete', path: string) =>
  http[method](path, async ({ request }) => {
    const text = await request.clone().text();
    adjustmentCalls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
    return undefined;
  });

const recorders = [
  record('post', mockPath(addPriceAdjustment)),
  record('patch', mockPath(updatePriceAdjustment)),
  record('delete', mockPath(deletePriceAdjustment)),
];

/** The mock service's associate: its session cookie, as the associate login sets it. */
export const ASSOCIATE_COOKIE = sessionCookie('agent:410001');

/**
 * A story's `beforeEach`: the mock session an associate's (the adjustment calls need one;
 * `asAssociate: false` a guest's once the starting adjustments are made), a fresh record of
 * the calls, and the story's handlers ahead of the happy path.
 */
export const serving =
  (...handlers: HttpHandler[]) =>
  ({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) => {
    adjustmentCalls.length = 0;
    // biome-ignore lint/suspicious/noDocumentCookie: MSW reads the mock session from document.cookie, synchronously
    document.cookie = ASSOCIATE_COOKIE;
    msw.use(...recorders, ...handlers);
  };
