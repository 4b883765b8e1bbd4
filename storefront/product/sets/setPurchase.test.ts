import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { productDetails, productInventory, siteContext } from '#demo/catalogue/views.ts';
import { initialChoice, type Piece, planSetAdd, refusedPieces } from './setPurchase.ts';

/*
 * On the demo set "Men's wet-weather hiking kit": the softshell RDGJK1013 (Black M
 * RDGJK101321 sold out), the fleece RDGFL1007 and the pants RDGPT1002.
 */

function piece(productId: string, choice: Partial<Piece['choice']> = {}): Piece {
  const catalogue = getCatalogue();
  const details = productDetails(catalogue, productId, siteContext('en-us'));
  const inventory = productInventory(catalogue, productId);
  return {
    productId,
    details,
    inventory,
    choice: { ...initialChoice(details, inventory), ...choice },
  };
}

const refusal = (errorId: string, details?: Record<string, unknown>) =>
  new ApiError({ status: 409, errorId, message: 'refused', routeName: 'addCartItems', details });

describe('initialChoice', () => {
  it('takes a piece in, in its first colour in stock and no size yet', () => {
    const { choice } = piece('RDGPT1002');
    expect(choice).toEqual({ included: true, color: 'heather', size: null });
  });

  it('starts the page’s own product in the page’s colour and size', () => {
    const { details, inventory } = piece('RDGJK1013');
    expect(initialChoice(details, inventory, { color: 'black', size: 'M' })).toEqual({
      included: true,
      color: 'black',
      size: 'M',
    });
  });
});

describe('planSetAdd', () => {
  it('adds one unit of each chosen piece in its colour and size', () => {
    const plan = planSetAdd([
      piece('RDGJK1013', { color: 'summit-red', size: 'M' }),
      piece('RDGPT1002', { size: 'L' }),
      piece('RDGFL1007', { included: false }),
    ]);
    expect(plan.problems.size).toBe(0);
    expect(plan.items).toHaveLength(2);
    expect(plan.items.every((item) => item.qty === 1)).toBe(true);
    expect(plan.skus.get('RDGPT1002')).toMatch(/^RDGPT1002/);
  });

  it('stops at each piece without a size, or with a sold-out one', () => {
    const plan = planSetAdd([
      piece('RDGJK1013', { color: 'black', size: 'M' }),
      piece('RDGPT1002'),
      piece('RDGFL1007', { size: 'M' }),
    ]);
    expect(plan.problems.get('RDGJK1013')).toEqual({ kind: 'sizeSoldOut' });
    expect(plan.problems.get('RDGPT1002')).toEqual({ kind: 'chooseSize' });
    expect(plan.problems.has('RDGFL1007')).toBe(false);
  });
});

describe('refusedPieces', () => {
  const skus = new Map([
    ['RDGJK1013', 'RDGJK101311'],
    ['RDGPT1002', 'RDGPT100212'],
  ]);

  it('marks the pieces a stock refusal names as just sold out', () => {
    for (const errorId of ['INV406', 'INV409']) {
      const refused = refusedPieces(
        refusal(errorId, { productIds: ['RDGPT100212'], type: 'ProductItemRequired' }),
        skus,
      );
      expect([...refused.keys()]).toEqual(['RDGPT1002']);
      expect(refused.get('RDGPT1002')).toEqual({
        kind: 'refused',
        error: { key: 'outOfStock' },
      });
    }
  });

  it('says how many more of the piece a quantity refusal allows', () => {
    const refused = refusedPieces(
      refusal('INV408', {
        productId: 'RDGJK101311',
        maxAllowedQty: 0,
        qtyInCart: 3,
        type: 'ProductItemMaxQuantity',
      }),
      skus,
    );
    expect(refused.get('RDGJK1013')).toEqual({
      kind: 'refused',
      error: { key: 'maxQuantityNone' },
    });
  });

  it('names no piece for a refusal about the cart, or one without names of several', () => {
    expect(refusedPieces(refusal('GEN500'), skus).size).toBe(0);
    expect(refusedPieces(refusal('ORD404'), skus).size).toBe(0);
    expect(refusedPieces(new Error('offline'), skus).size).toBe(0);
  });

  it('puts an item error without names on the one piece sent', () => {
    const one = new Map([['RDGPT1002', 'RDGPT100212']]);
    expect(refusedPieces(refusal('INV702'), one).get('RDGPT1002')).toEqual({
      kind: 'refused',
      error: { key: 'noPrice' },
    });
  });
});
