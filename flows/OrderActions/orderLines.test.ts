import { describe, expect, it } from 'vitest';
import { orderItem as item } from '#shopper/test/orderItem.ts';
import { claimableLines, returnableLines } from './orderLines.ts';

describe('the lines the order dialogs offer', () => {
  const items = [
    item({ itemId: 'a', qty: 2, returnableQty: 2 }),
    item({ itemId: 'b', qty: 1, returnableQty: 0, shipmentId: 'S2' }),
    item({ itemId: 'c', qty: 1, returnableQty: 1, returnable: false, shipmentId: null }),
  ];

  it('keeps the lines a return may still take units of', () => {
    expect(returnableLines({ items }).map((line) => line.itemId)).toEqual(['a']);
  });

  it('keeps the goods a warranty claim may name: no gift card, no free gift', () => {
    const lines = [
      item({ itemId: 'goods' }),
      item({ itemId: 'card', isDigitalProduct: true }),
      item({ itemId: 'gift', price: { current: 0, rowTotal: 0, priceAfterItemDiscount: 0 } }),
    ];
    expect(claimableLines({ items: lines }).map((line) => line.itemId)).toEqual(['goods']);
  });
});
