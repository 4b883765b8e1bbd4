import { describe, expect, it } from 'vitest';
import {
  backInStockVariant,
  CatalogueLookupError,
  type CatalogueModel,
  type ProductModel,
  type VariantModel,
} from './model.ts';

const medium = { sku: 'JK-M' } as VariantModel;
const jacket = { id: 'JK', variants: [medium] } as ProductModel;
const model = {
  products: new Map([['JK', jacket]]),
  variants: new Map([['JK-M', { product: jacket, variant: medium }]]),
} as unknown as CatalogueModel;

describe('backInStockVariant', () => {
  it('waits for a sku', () => {
    expect(backInStockVariant(model, 'JK-M')).toBe(medium);
  });

  it('asks for a size first for a master id, and knows no other product (PLP400)', () => {
    const lookup = (productId: string) => {
      try {
        backInStockVariant(model, productId);
      } catch (error) {
        return error instanceof CatalogueLookupError ? [error.errorId, error.message] : error;
      }
      return null;
    };
    expect(lookup('JK')).toEqual(['PLP400', 'JK is not a variant: choose a size first']);
    expect(lookup('BT')).toEqual(['PLP400', 'No product BT']);
  });
});
