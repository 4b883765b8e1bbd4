import { describe, expect, it } from 'vitest';
import { askedDelivery, type LineChange, planLineChange } from './changePlan.ts';
import { type Line, line, model, places, prices, stock } from './test/catalogue.ts';

const change = (changed: Line, others: Line[], asked: LineChange) =>
  planLineChange({
    model,
    currency: 'USD',
    prices: prices(),
    stock,
    places,
    line: changed,
    others,
    change: asked,
  });

describe('planLineChange', () => {
  it('changes the size of a line, leaving the line given as it was', () => {
    const medium = line('a', 'JK-M', 2);
    const planned = change(medium, [line('b', 'BT-9', 1)], { productId: 'JK-L', qty: 3 });
    expect(planned).toMatchObject({ ok: true, joined: false, updated: { sku: 'JK-L', qty: 3 } });
    expect(medium).toMatchObject({ sku: 'JK-M', qty: 2 });
  });

  it('refuses a sku of another product (API400) after the catalogue checks', () => {
    const medium = line('a', 'JK-M', 1);
    expect(change(medium, [], { productId: 'BT-9' })).toEqual({
      ok: false,
      refusal: { errorId: 'API400', message: 'body.productId: BT-9 is not a variant of JK' },
    });
    expect(change(medium, [], { productId: 'NOPE' })).toEqual({
      ok: false,
      refusal: { errorId: 'ORD404', message: 'NOPE is not a product variant on sale' },
    });
  });

  it('checks the shipping code before the place', () => {
    const gift = line('a', 'GC-50', 1, { masterId: 'GC', shippingCode: 'digital' });
    const asked = { shippingOptions: { selected: 'pickup' as const, storeId: 'S9' } };
    expect(change(gift, [], asked)).toEqual({
      ok: false,
      refusal: {
        errorId: 'API400',
        message: 'body.shippingOptions.selected: pickup is not available',
      },
    });
    expect(change(line('b', 'JK-M', 1), [], asked)).toEqual({
      ok: false,
      refusal: { errorId: 'STR404', message: 'No store S9' },
    });
  });

  it('joins a line it comes to match, within the stock', () => {
    const medium = line('b', 'JK-M', 2);
    const planned = change(line('a', 'JK-L', 2), [medium], { productId: 'JK-M' });
    expect(planned).toMatchObject({ ok: true, joined: true });
    expect(planned.ok && planned.lines.map((l) => [l.id, l.qty])).toEqual([['b', 4]]);
    const tooMany = change(line('a', 'JK-L', 4), [medium], { productId: 'JK-M' });
    expect(tooMany).toEqual({
      ok: false,
      refusal: {
        errorId: 'INV408',
        message: 'At most 5 of JK-M can be in the cart',
        details: {
          type: 'ProductItemMaxQuantity',
          productId: 'JK-M',
          maxAllowedQty: 5,
          qtyInCart: 2,
        },
      },
    });
  });

  it('takes a line moved to pickup from the store’s shelf', () => {
    const toStore = { shippingOptions: { selected: 'pickup' as const, storeId: 'S1' } };
    expect(change(line('a', 'JK-M', 2), [], toStore).ok).toBe(true);
    const refused = change(line('a', 'JK-M', 3), [], toStore);
    expect(refused.ok || refused.refusal.details).toMatchObject({ maxAllowedQty: 2 });
  });
});

describe('askedDelivery', () => {
  it('is the change’s delivery, else the line’s, with the shelf its stock comes from', () => {
    const held = line('a', 'JK-M', 1, { shippingCode: 'pickup', storeId: 'S1' });
    expect(askedDelivery(held, {})).toEqual({
      shippingCode: 'pickup',
      storeId: 'S1',
      stockStore: 'S1',
    });
    expect(askedDelivery(held, { shippingOptions: { selected: 'pudo', storeId: 'P1' } })).toEqual({
      shippingCode: 'pudo',
      storeId: 'P1',
      stockStore: null,
    });
    expect(askedDelivery(held, { shippingOptions: { selected: 'standard' } })).toEqual({
      shippingCode: 'standard',
      storeId: null,
      stockStore: null,
    });
  });
});
