import { describe, expect, it } from 'vitest';
import { orderStatuses } from '#api/contract/orders.ts';
import { nextHistoryStart } from '#shopper/orders.ts';
import { orderItem as item } from '#shopper/test/orderItem.ts';
import { CODE39_WIDE, code39, code39Patterns, isCode39Text } from './code39.ts';
import { linesByShipment, orderStatusLook, unitsOf } from './orderStatus.ts';

describe('order status look', () => {
  it('gives every status a tone and an icon, no two statuses the same pair', () => {
    const pairs = orderStatuses.map((status) => {
      const look = orderStatusLook[status];
      expect(look).toBeDefined();
      return `${look.tone}/${look.icon}`;
    });
    expect(new Set(pairs).size).toBe(orderStatuses.length);
  });

  it('shows delivered as positive and cancelled as critical', () => {
    expect(orderStatusLook.DELIVERED.tone).toBe('new');
    expect(orderStatusLook.CANCELLED.tone).toBe('sale');
  });
});

describe('order lines', () => {
  const items = [
    item({ itemId: 'a', qty: 2, returnableQty: 2 }),
    item({ itemId: 'b', qty: 1, returnableQty: 0, shipmentId: 'S2' }),
    item({ itemId: 'c', qty: 1, returnableQty: 1, returnable: false, shipmentId: null }),
  ];

  it('counts units and groups lines by shipment', () => {
    expect(unitsOf({ items })).toBe(4);
    const groups = linesByShipment({ items });
    expect([...groups.keys()]).toEqual(['S1', 'S2', null]);
    expect(groups.get('S1')?.map((line) => line.itemId)).toEqual(['a']);
  });
});

describe('order history paging', () => {
  const page = (count: number, total: number) => ({
    orders: Array.from({ length: count }, () => ({}) as never),
    total,
  });

  it('asks for the next page from the orders loaded so far', () => {
    expect(nextHistoryStart([page(10, 12)])).toBe(10);
    expect(nextHistoryStart([page(10, 25), page(10, 25)])).toBe(20);
  });

  it('stops when everything is loaded or a page comes back empty', () => {
    expect(nextHistoryStart([page(10, 12), page(2, 12)])).toBeUndefined();
    expect(nextHistoryStart([page(0, 0)])).toBeUndefined();
    expect(nextHistoryStart([page(10, 30), page(0, 30)])).toBeUndefined();
    expect(nextHistoryStart([])).toBeUndefined();
  });
});

describe('code 39', () => {
  it('has three wide elements of nine in every character', () => {
    for (const [char, pattern] of Object.entries(code39Patterns)) {
      const wide = pattern
        .toString(2)
        .split('')
        .filter((bit) => bit === '1').length;
      expect(wide, char).toBe(3);
      expect(pattern).toBeLessThan(1 << 9);
    }
    expect(new Set(Object.values(code39Patterns)).size).toBe(Object.keys(code39Patterns).length);
  });

  it('frames the text in * and parts characters with a narrow space', () => {
    const code = code39('A1');
    // Four characters (*, A, 1, *) of 6 narrow + 3 wide units, three gaps between them.
    expect(code?.width).toBe(4 * (6 + 3 * CODE39_WIDE) + 3);
    // Five bars a character, the first at the start.
    expect(code?.bars).toHaveLength(20);
    expect(code?.bars[0]).toEqual({ x: 0, width: 1 });
  });

  it('writes letters in upper case and refuses what it cannot write', () => {
    expect(code39('rma7k3')).toEqual(code39('RMA7K3'));
    expect(isCode39Text('RMA-12 $/+%.')).toBe(true);
    expect(code39('a*b')).toBeNull();
    expect(code39('é')).toBeNull();
  });
});
