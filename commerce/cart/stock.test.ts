import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_QTY } from '#api/contract/cartModel.ts';
import {
  chosenShippingCode,
  grownLines,
  lineCapVerdict,
  lineKey,
  type MergeableLine,
  mergeLines,
} from './stock.ts';

type Line = MergeableLine & { id: string };

const line = (id: string, sku: string, qty: number, extra: Partial<Line> = {}): Line => ({
  id,
  sku,
  qty,
  shippingCode: 'standard',
  storeId: null,
  recipeId: null,
  giftOption: null,
  ...extra,
});

const gift = { email: 'a@example.com', to: 'Ada', message: 'Happy trails' };

describe('mergeLines', () => {
  it('adds up lines of the same sku and delivery, appending the others in order', () => {
    const existing = [line('1', 'A', 1), line('2', 'B', 2)];
    const { lines, added } = mergeLines(existing, [
      line('n1', 'B', 3),
      line('n2', 'C', 1),
      line('n3', 'C', 4),
    ]);
    expect(lines.map((l) => [l.id, l.sku, l.qty])).toEqual([
      ['1', 'A', 1],
      ['2', 'B', 5],
      ['n2', 'C', 5],
    ]);
    expect(added.map((l) => l.id)).toEqual(['n2']);
    expect(added[0]).toBe(lines[2]);
  });

  it('keeps lines of another delivery, store or a recipe apart', () => {
    const existing = [
      line('1', 'A', 1),
      line('2', 'A', 1, { shippingCode: 'pickup', storeId: 'S1' }),
      line('3', 'A', 1, { recipeId: 'R1' }),
    ];
    const { lines, added } = mergeLines(existing, [
      line('n1', 'A', 1, { shippingCode: 'pickup', storeId: 'S2' }),
      line('n2', 'A', 1, { recipeId: 'R1' }),
      line('n3', 'A', 2, { shippingCode: 'pickup', storeId: 'S1' }),
    ]);
    expect(lines.map((l) => [l.id, l.qty])).toEqual([
      ['1', 1],
      ['2', 3],
      ['3', 1],
      ['n1', 1],
      ['n2', 1],
    ]);
    expect(added.map((l) => l.id)).toEqual(['n1', 'n2']);
  });

  it('caps a merged quantity at the most a line may hold, and takes a new gift option', () => {
    const { lines } = mergeLines(
      [line('1', 'A', DEFAULT_MAX_QTY - 1, { giftOption: gift })],
      [line('n', 'A', 5)],
    );
    expect(lines[0]).toMatchObject({ qty: DEFAULT_MAX_QTY, giftOption: gift });
    const other = { ...gift, to: 'Grace' };
    expect(mergeLines(lines, [line('m', 'A', 1, { giftOption: other })]).lines[0]?.giftOption).toBe(
      other,
    );
  });

  it('adds up digital lines only for the same recipient and message', () => {
    const digital = { shippingCode: 'digital', giftOption: gift };
    const { lines, added } = mergeLines(
      [line('1', 'G', 1, digital)],
      [
        line('n1', 'G', 2, digital),
        line('n2', 'G', 1, { ...digital, giftOption: { ...gift, email: 'b@example.com' } }),
        line('n3', 'G', 1, { ...digital, giftOption: null }),
      ],
    );
    expect(lines.map((l) => [l.id, l.qty, l.giftOption?.email ?? null])).toEqual([
      ['1', 3, gift.email],
      ['n2', 1, 'b@example.com'],
      ['n3', 1, null],
    ]);
    expect(added.map((l) => l.id)).toEqual(['n2', 'n3']);
  });

  it('never changes its inputs', () => {
    const existing = [line('1', 'A', 1)];
    const incoming = [line('n', 'A', 2), line('m', 'B', 1)];
    const frozen = structuredClone([existing, incoming]);
    const { lines } = mergeLines(existing, incoming);
    expect([existing, incoming]).toEqual(frozen);
    expect(lines[0]).not.toBe(existing[0]);
    expect(lines[1]).not.toBe(incoming[1]);
  });
});

describe('chosenShippingCode', () => {
  it('lets a physical item ship by any code but digital and customs', () => {
    const physical = { recipeId: null };
    expect(chosenShippingCode(physical, undefined)).toBe('standard');
    for (const code of ['standard', 'pickup', 'sts', 'pudo', 'me'] as const) {
      expect(chosenShippingCode(physical, code)).toBe(code);
    }
    expect(chosenShippingCode(physical, 'digital')).toBeNull();
    expect(chosenShippingCode(physical, 'customs')).toBeNull();
  });

  it('ships a customised (recipe) line as customs only', () => {
    const custom = { recipeId: 'R1' };
    expect(chosenShippingCode(custom, undefined)).toBe('customs');
    expect(chosenShippingCode(custom, 'customs')).toBe('customs');
    expect(chosenShippingCode(custom, 'standard')).toBeNull();
  });

  it('ships a digital product (the gift card) by e-mail only', () => {
    const digital = { recipeId: null, digital: true };
    expect(chosenShippingCode(digital, undefined)).toBe('digital');
    expect(chosenShippingCode(digital, 'digital')).toBe('digital');
    for (const code of ['standard', 'pickup', 'sts', 'pudo', 'me', 'customs'] as const) {
      expect(chosenShippingCode(digital, code)).toBeNull();
    }
  });
});

describe('lineCapVerdict', () => {
  const capOf = (sku: string) => (sku === 'GIFT' ? 10 : DEFAULT_MAX_QTY);

  it('refuses the first line a call took past its cap, with the most it may hold', () => {
    const existing = [line('1', 'GIFT', 6, { shippingCode: 'digital', giftOption: gift })];
    const { lines } = mergeLines(existing, [
      line('n1', 'GIFT', 5, { shippingCode: 'digital', giftOption: { ...gift } }),
    ]);
    expect(lineCapVerdict(grownLines(existing, lines), capOf)).toEqual({
      errorId: 'INV408',
      message: 'At most 10 of GIFT can be in one line',
      details: {
        type: 'ProductItemMaxQuantity',
        productId: 'GIFT',
        maxAllowedQty: 10,
        qtyInCart: 6,
      },
    });
  });

  it('lets a line reach its cap, and a line over it be lowered', () => {
    expect(lineCapVerdict([{ sku: 'GIFT', qty: 10, before: 2 }], capOf)).toBeNull();
    expect(lineCapVerdict([{ sku: 'GIFT', qty: 11, before: 12 }], capOf)).toBeNull();
    expect(lineCapVerdict([{ sku: 'A', qty: 500, before: 0 }], capOf)).toBeNull();
  });

  it('counts an updated line from its own quantity', () => {
    const others = [line('1', 'A', 1)];
    const { lines } = mergeLines(others, [line('2', 'GIFT', 12, { shippingCode: 'digital' })]);
    expect(grownLines(others, lines, 3)).toEqual([
      { sku: 'A', qty: 1, before: 1 },
      { sku: 'GIFT', qty: 12, before: 3 },
    ]);
  });
});

describe('lineKey', () => {
  it('matches gift options by value, whatever the order of their keys', () => {
    const stored = { to: gift.to, email: gift.email, message: gift.message };
    const digital = (giftOption: typeof gift) =>
      lineKey({ sku: 'GIFT', shippingCode: 'digital', storeId: null, recipeId: null, giftOption });
    expect(digital(stored)).toBe(digital(gift));
    expect(digital({ ...gift, to: 'Grace' })).not.toBe(digital(gift));
  });
});
