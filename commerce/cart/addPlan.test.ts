import { describe, expect, it } from 'vitest';
import { type LineRequest, planAdd } from './addPlan.ts';
import { giftOnlyMessage } from './gifts.ts';
import { type Line, line, model, places, prices, stock } from './test/catalogue.ts';

let made = 0;
const plan = (items: LineRequest[], lines: Line[] = [], currency: 'USD' | 'CAD' = 'USD') =>
  planAdd({
    model,
    currency,
    prices: prices(currency),
    stock,
    places,
    lines,
    items,
    newLine: (planned): Line => ({ ...planned, id: `new-${++made}` }),
  });

const gift = { email: 'ada@example.com', to: 'Ada', message: 'Happy trails' };

describe('planAdd: the skus', () => {
  it('refuses the first sku that may not be sold, in the order asked', () => {
    expect(
      plan([
        { productId: 'JK-M', qty: 1 },
        { productId: 'GWP-CAP', qty: 1 },
      ]),
    ).toEqual({
      ok: false,
      refusal: { errorId: 'GWP403', message: giftOnlyMessage, details: { sku: 'GWP-CAP' } },
    });
    expect(
      plan([
        { productId: 'NOPE', qty: 1 },
        { productId: 'GWP-CAP', qty: 1 },
      ]),
    ).toEqual({
      ok: false,
      refusal: { errorId: 'ORD404', message: 'NOPE is not a product variant on sale' },
    });
    expect(plan([{ productId: 'BT-9', qty: 1 }], [], 'CAD')).toEqual({
      ok: false,
      refusal: { errorId: 'INV702', message: 'BT-9 has no price in CAD' },
    });
    expect(plan([{ productId: 'BT-10', qty: 1 }])).toEqual({
      ok: false,
      refusal: { errorId: 'INV701', message: 'BT-10 has no inventory' },
    });
  });

  it('takes a master id for no variant (ORD404)', () => {
    const refused = plan([{ productId: 'JK', qty: 1 }]);
    expect(refused.ok || refused.refusal.errorId).toBe('ORD404');
  });
});

describe('planAdd: delivery', () => {
  it('checks the lines sent to a place before the other lines’ shipping codes', () => {
    const refused = plan([
      { productId: 'GC-50', qty: 1, shippingOptions: { selected: 'standard' } },
      { productId: 'JK-M', qty: 1, shippingOptions: { selected: 'pickup', storeId: 'S9' } },
    ]);
    expect(refused).toEqual({
      ok: false,
      refusal: { errorId: 'STR404', message: 'No store S9' },
    });
  });

  it('answers API400 naming the item for a code the line may not use', () => {
    const refused = plan([
      { productId: 'JK-M', qty: 1 },
      { productId: 'GC-50', qty: 1, shippingOptions: { selected: 'standard' } },
    ]);
    expect(refused).toEqual({
      ok: false,
      refusal: {
        errorId: 'API400',
        message: 'body.items.1.shippingOptions.selected: standard is not available',
      },
    });
  });

  it('sends pudo to a collection point or a store with pickup, pickup to a store only', () => {
    const pudo = (storeId: string) =>
      plan([{ productId: 'JK-L', qty: 1, shippingOptions: { selected: 'pudo', storeId } }]);
    expect(pudo('P1').ok).toBe(true);
    expect(pudo('S1').ok).toBe(true);
    expect(pudo('S2')).toEqual({
      ok: false,
      refusal: { errorId: 'STR404', message: 'No collection point S2' },
    });
    const pickup = plan([
      { productId: 'JK-L', qty: 1, shippingOptions: { selected: 'pickup', storeId: 'P1' } },
    ]);
    expect(pickup).toEqual({ ok: false, refusal: { errorId: 'STR404', message: 'No store P1' } });
  });

  it('ships a digital product by e-mail and a physical one by standard delivery by default', () => {
    const planned = plan([
      { productId: 'GC-50', qty: 1, giftOption: gift },
      { productId: 'JK-M', qty: 1 },
    ]);
    if (!planned.ok) throw new Error(planned.refusal.message);
    expect(planned.lines.map((l) => [l.sku, l.masterId, l.shippingCode, l.giftOption])).toEqual([
      ['GC-50', 'GC', 'digital', gift],
      ['JK-M', 'JK', 'standard', null],
    ]);
  });
});

describe('planAdd: stock and caps', () => {
  it('counts what the cart holds already (INV408 with the units held before)', () => {
    const refused = plan([{ productId: 'JK-M', qty: 3 }], [line('a', 'JK-M', 3)]);
    expect(refused).toEqual({
      ok: false,
      refusal: {
        errorId: 'INV408',
        message: 'At most 5 of JK-M can be in the cart',
        details: {
          type: 'ProductItemMaxQuantity',
          productId: 'JK-M',
          maxAllowedQty: 5,
          qtyInCart: 3,
        },
      },
    });
  });

  it('takes a pickup line from its store’s shelf', () => {
    const pickup = (qty: number) =>
      plan([{ productId: 'JK-M', qty, shippingOptions: { selected: 'pickup', storeId: 'S1' } }]);
    expect(pickup(2).ok).toBe(true);
    const refused = pickup(3);
    expect(refused.ok || refused.refusal.errorId).toBe('INV408');
    expect(refused.ok || refused.refusal.details).toMatchObject({ maxAllowedQty: 2 });
  });

  it('stops a gift card line at its per-line maximum', () => {
    const refused = plan(
      [{ productId: 'GC-50', qty: 2, giftOption: gift }],
      [line('a', 'GC-50', 9, { shippingCode: 'digital', giftOption: gift })],
    );
    expect(refused).toEqual({
      ok: false,
      refusal: {
        errorId: 'INV408',
        message: 'At most 10 of GC-50 can be in one line',
        details: {
          type: 'ProductItemMaxQuantity',
          productId: 'GC-50',
          maxAllowedQty: 10,
          qtyInCart: 9,
        },
      },
    });
  });
});

describe('planAdd: the lines', () => {
  it('adds up lines of one sku and delivery and appends the others, the inputs unchanged', () => {
    const existing = [line('a', 'JK-M', 1)];
    const planned = plan(
      [
        { productId: 'JK-M', qty: 2 },
        { productId: 'JK-L', qty: 1 },
      ],
      existing,
    );
    if (!planned.ok) throw new Error(planned.refusal.message);
    expect(planned.lines.map((l) => [l.id, l.sku, l.qty])).toEqual([
      ['a', 'JK-M', 3],
      [planned.added[0]?.id, 'JK-L', 1],
    ]);
    expect(planned.added.map((l) => l.sku)).toEqual(['JK-L']);
    expect(existing[0]?.qty).toBe(1);
  });
});
