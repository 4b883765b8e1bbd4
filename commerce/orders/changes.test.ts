import { describe, expect, it } from 'vitest';
import {
  allUnitsReceived,
  cancelRefusal,
  isCancellable,
  RETURN_LABEL_DAYS,
  RETURN_WINDOW_DAYS,
  returnableUnits,
  returnLabelPath,
  returnRequest,
  returnSendBy,
  returnStatus,
  returnWindowEnds,
  unitsByLine,
} from './changes.ts';

describe('cancelling', () => {
  it('is open until the parcels leave', () => {
    expect(isCancellable('CREATED')).toBe(true);
    expect(isCancellable('PROCESSING')).toBe(true);
    expect(cancelRefusal('PROCESSING')).toBeNull();
    expect(cancelRefusal('SHIPPED')).toEqual({
      errorId: 'ORD410',
      message: 'The order has shipped',
    });
    expect(cancelRefusal('DELIVERED')?.message).toBe('The order has shipped');
    expect(cancelRefusal('CANCELLED')).toEqual({
      errorId: 'ORD410',
      message: 'The order is cancelled already',
    });
  });
});

describe('returns', () => {
  const jacket = { qty: 2, returned: 0, returnableKind: true };
  const delivered = { delivered: true, cancelled: false };

  it('take delivered physical units that are not back yet', () => {
    expect(returnableUnits(jacket, delivered)).toBe(2);
    expect(returnableUnits({ ...jacket, returned: 1 }, delivered)).toBe(1);
    expect(returnableUnits({ ...jacket, returned: 3 }, delivered)).toBe(0);
    expect(returnableUnits(jacket, { delivered: false, cancelled: false })).toBe(0);
    expect(returnableUnits(jacket, { delivered: true, cancelled: true })).toBe(0);
    expect(returnableUnits({ ...jacket, returnableKind: false }, delivered)).toBe(0);
  });

  it('count a line’s entries together and refuse more than it has left (RTN409)', () => {
    const left = new Map([['jacket', 2]]);
    const leftOf = (itemId: string) => left.get(itemId) ?? null;
    const request = returnRequest(
      [
        { itemId: 'jacket', qty: 1 },
        { itemId: 'jacket', qty: 1 },
      ],
      leftOf,
    );
    expect(request).toEqual({ ok: true, asked: new Map([['jacket', 2]]) });
    expect(
      returnRequest(
        [
          { itemId: 'jacket', qty: 2 },
          { itemId: 'jacket', qty: 1 },
        ],
        leftOf,
      ),
    ).toEqual({
      ok: false,
      refusal: {
        errorId: 'RTN409',
        message: 'Only 2 unit(s) of this line can be returned',
        details: { itemId: 'jacket', returnableQty: 2 },
      },
    });
    expect(returnRequest([{ itemId: 'boots', qty: 1 }], leftOf)).toEqual({
      ok: false,
      refusal: {
        errorId: 'RTN409',
        message: 'The line is not the order’s',
        details: { itemId: 'boots', returnableQty: 0 },
      },
    });
  });

  it('make the order RETURNED once every returnable unit came back, not when labelled', () => {
    const lines = [
      { itemId: 'jacket', qty: 2, returnableKind: true },
      { itemId: 'gift-card', qty: 1, returnableKind: false },
    ];
    const one = { items: [{ itemId: 'jacket', qty: 1 }], received: true };
    const other = { items: [{ itemId: 'jacket', qty: 1 }], received: false };
    expect(allUnitsReceived(lines, [one, other])).toBe(false);
    expect(allUnitsReceived(lines, [one, { ...other, received: true }])).toBe(true);
    // Only some units back (the shopper kept the rest): not RETURNED.
    expect(allUnitsReceived(lines, [one])).toBe(false);
    expect(allUnitsReceived([{ itemId: 'gift-card', qty: 1, returnableKind: false }], [])).toBe(
      false,
    );
    expect(unitsByLine([one, other, { items: [{ itemId: 'boots', qty: 3 }] }])).toEqual(
      new Map([
        ['jacket', 2],
        ['boots', 3],
      ]),
    );
    expect(returnStatus(one)).toBe('RECEIVED');
    expect(returnStatus(other)).toBe('AWAITING_PARCEL');
  });

  it('invite returns for RETURN_WINDOW_DAYS after delivery', () => {
    expect(RETURN_WINDOW_DAYS).toBe(30);
    expect(returnWindowEnds(new Date('2026-03-02T09:00:00Z')).toISOString()).toBe(
      '2026-04-01T09:00:00.000Z',
    );
  });

  it('go on a label valid for RETURN_LABEL_DAYS, shown on the storefront’s return page', () => {
    expect(RETURN_LABEL_DAYS).toBe(30);
    expect(returnSendBy(new Date('2026-03-02T09:00:00Z')).toISOString()).toBe(
      '2026-04-01T09:00:00.000Z',
    );
    expect(returnLabelPath('fr-ca', 'rtn-1')).toBe('/fr-ca/returns/rtn-1');
  });
});
