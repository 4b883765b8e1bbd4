import { describe, expect, it } from 'vitest';
import type { Cart } from '#api/contract/cart.ts';
import { countries } from '#demo/catalogue/countries.ts';
import type { HeldAddress } from './address.ts';
import {
  planSiteMove,
  SITE_MOVE_NOTIFICATION,
  type SiteMoveFacts,
  withSiteMove,
} from './siteMove.ts';

const countryOf = (code: string) => countries.find((country) => country.code === code);

const denver: HeldAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Pine Street',
  city: 'Denver',
  country: 'US',
  postalCode: '80202',
  province: 'CO',
  email: 'ada@example.com',
  phone: '+13035550100',
};
const montreal: HeldAddress = {
  ...denver,
  city: 'Montréal',
  country: 'CA',
  postalCode: 'H2X 1Y4',
  province: 'QC',
  phone: '5145550100',
};

const facts = (overrides: Partial<SiteMoveFacts>): SiteMoveFacts => ({
  cart: { locale: 'en-us', currency: 'USD' },
  asked: 'de-de',
  shippingAddress: null,
  shippingCountry: undefined,
  payments: [],
  priceAdjustments: [],
  ...overrides,
});

describe('a cart moved to the site of a call', () => {
  it('stays where it is when the call is on its site or names none', () => {
    expect(planSiteMove(facts({ asked: 'en-us' }))).toBeNull();
    expect(planSiteMove(facts({ asked: undefined }))).toBeNull();
  });

  it("takes the new site's locale and currency and says so", () => {
    const move = planSiteMove(facts({}));
    expect(move).toMatchObject({
      from: { locale: 'en-us', currency: 'USD' },
      locale: 'de-de',
      currency: 'EUR',
      keepShippingAddress: true,
      flash: [],
      notification: {
        code: SITE_MOVE_NOTIFICATION,
        type: 'info',
        details: { locale: 'de-de', currency: 'EUR', fromLocale: 'en-us', fromCurrency: 'USD' },
      },
    });
  });

  it('drops the address of a country the new site does not ship to, with InvalidShippingAddress', () => {
    const move = planSiteMove(facts({ shippingAddress: denver, shippingCountry: countryOf('US') }));
    expect(move?.keepShippingAddress).toBe(false);
    expect(move?.flash).toEqual([
      expect.objectContaining({ code: 'InvalidShippingAddress', type: 'error' }),
    ]);
  });

  it('keeps an address the new site ships to (en-ca to fr-ca)', () => {
    const move = planSiteMove(
      facts({
        cart: { locale: 'en-ca', currency: 'CAD' },
        asked: 'fr-ca',
        shippingAddress: montreal,
        shippingCountry: countryOf('CA'),
      }),
    );
    expect(move).toMatchObject({ currency: 'CAD', keepShippingAddress: true, flash: [] });
  });

  it('drops every payment and amount adjustment on a new currency, none on the same one', () => {
    const held = {
      payments: [{ id: 'gift-card' }, { id: 'card' }],
      priceAdjustments: [
        { id: 'ten-off', discountType: 'amount' as const },
        { id: 'ten-percent', discountType: 'percentage' as const },
      ],
    };
    const toEuros = planSiteMove(facts(held));
    expect(toEuros?.droppedPayments).toEqual(['gift-card', 'card']);
    expect(toEuros?.droppedAdjustments).toEqual(['ten-off']);
    const toFrench = planSiteMove(
      facts({ ...held, cart: { locale: 'en-ca', currency: 'CAD' }, asked: 'fr-ca' }),
    );
    expect(toFrench?.droppedPayments).toEqual([]);
    expect(toFrench?.droppedAdjustments).toEqual([]);
  });

  it("adds the move's flash and notification to the answer of the moving call", () => {
    const view = { flash: [], customerNotifications: [] } as unknown as Cart;
    const move = planSiteMove(facts({ shippingAddress: denver, shippingCountry: countryOf('US') }));
    const answered = withSiteMove(view, move);
    expect(answered.flash.map((flash) => flash.code)).toEqual(['InvalidShippingAddress']);
    expect(answered.customerNotifications.map((notice) => notice.code)).toEqual([
      SITE_MOVE_NOTIFICATION,
    ]);
    expect(withSiteMove(view, null)).toBe(view);
  });
});
