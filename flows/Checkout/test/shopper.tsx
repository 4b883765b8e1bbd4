/**
 * The shopper's cart where a checkout story starts: the steps, their dialogs and pickers,
 * and the checkout page (storefront/checkout). Test-only: may import mocks.
 */
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { queryKeys } from '#api/client/queryKeys.ts';
import { formatMoney } from '#components/Price/index.ts';
import { demoGiftCards } from '#demo/checkout/index.ts';
import {
  createI18n,
  defaultLocale,
  isSiteLocale,
  localeInfo,
  type SiteLocale,
} from '#i18n/index.ts';
import { mockCartState, mockOpenCart, setMockCartShopper } from '#mocks/handlers/cart.ts';
import {
  checkoutAddresses,
  type MockCheckoutSetup,
  seedMockCheckout,
} from '#mocks/handlers/checkout.ts';
import { cartQueryKey } from '#shopper/index.ts';
import { guestSession, memberProfile, memberSession } from '../../test/stories.tsx';

export const localeOf = (globals: StoryContext['globals']): SiteLocale =>
  isSiteLocale(globals.locale) ? globals.locale : defaultLocale;

/** Text as the page shows it to a matcher: every run of white space one space. */
export const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (text: string) => escapeRegExp(plain(text)).replace(/ /g, '\\s');
/** A select's name: its value, then its label. */
export const selectNamed = (text: string) => new RegExp(`${pattern(text)}$`);
/** An accessible name that starts with `text`, whatever its spaces (a required marker after). */
export const named = (text: string) => new RegExp(`^${pattern(text)}`);
/** Exactly `text`, whatever its spaces (money keeps its no-break spaces). */
export const exactly = (text: string) => new RegExp(`^${pattern(text)}$`);

/** The words and amounts a story shows, in the toolbar's site. */
export function wordsOf(globals: StoryContext['globals']) {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  const { tag, currency, language } = localeInfo[locale];
  return {
    locale,
    language,
    tag,
    currency,
    flows: i18n.getFixedT(null, 'flows'),
    errors: i18n.getFixedT(null, 'errors'),
    validation: i18n.getFixedT(null, 'validation'),
    page: i18n.getFixedT(null, 'storefront'),
    money: (amount: number) => plain(formatMoney(amount, tag, currency)),
    address: checkoutAddresses[locale],
    /** The site's demo gift card with a balance (its currency's). */
    giftCard: demoGiftCards.find(
      (card) =>
        card.currency === currency &&
        card.status === 'active' &&
        card.balance > 0 &&
        card.expiresOn === null,
    ) as (typeof demoGiftCards)[number],
  };
}
export type Words = ReturnType<typeof wordsOf>;

/**
 * beforeEach: the shopper's cart as the story finds it, in the toolbar's site, set up by
 * the service's own rules. `member`: the demo loyalty member.
 */
export function startWith(
  setup: Omit<MockCheckoutSetup, 'locale'> | ((w: Words) => Omit<MockCheckoutSetup, 'locale'>),
  shopper: 'guest' | 'member' = 'guest',
) {
  return ({ globals }: StoryContext) => {
    if (shopper === 'member') setMockCartShopper('loyalty');
    const cart = typeof setup === 'function' ? setup(wordsOf(globals)) : setup;
    seedMockCheckout({ ...cart, locale: localeOf(globals) });
  };
}

/** The cart as the mock service holds it now. */
export function serviceCart() {
  const cart = mockOpenCart();
  if (!cart) throw new Error('the story has no cart');
  return cart;
}

/** The shopper `startWith` set up, put in the cache as the checkout route's loader does. */
export function SeedShopper({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Once, before the story renders: the checkout route puts the cart in the cache this way.
  useState(() => {
    const { shopper } = mockCartState();
    const cart = mockOpenCart();
    queryClient.setQueryData(queryKeys.session, {
      ...(shopper ? memberSession : guestSession),
      basketId: cart?.id ?? null,
    });
    queryClient.setQueryData(queryKeys.profile, shopper ? memberProfile : null);
    queryClient.setQueryData(cartQueryKey, cart);
    return true;
  });
  return children;
}

/** The session, profile and cart of the shopper `startWith` set up, in the story's cache. */
export const withShopper: Decorator = (Story) => (
  <SeedShopper>
    <Story />
  </SeedShopper>
);

/** A change goes to the mock service and back: room for a loaded test machine. */
export const SERVICE = { timeout: 4000 };
