import { describe, expect, it } from 'vitest';
import type { ProductInventory } from '#api/contract/products.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { productDetails, productInventory, siteContext } from '#demo/catalogue/views.ts';
import {
  colorOptions,
  findVariant,
  initialSelection,
  isSoldOut,
  maxQuantityFor,
  sizeOptions,
} from './quickShop.ts';

const catalogue = getCatalogue();
const site = siteContext('en-us');
// RDGJK1001: forest M and heather M are sold out (demo catalogue).
const details = productDetails(catalogue, 'RDGJK1001', site);
const inventory = productInventory(catalogue, 'RDGJK1001');

describe('quick shop options', () => {
  it('marks sizes of a colour out of stock from the inventory', () => {
    const sizes = sizeOptions(details, inventory, 'forest');
    expect(sizes.find((size) => size.id === 'M')?.isAvailable).toBe(false);
    expect(sizes.find((size) => size.id === 'L')?.isAvailable).toBe(true);
  });

  it('offers a colour while any of its sizes is in stock', () => {
    const soldOutForest: ProductInventory = structuredClone(inventory);
    for (const variant of details.variants.filter((v) => v.color === 'forest')) {
      soldOutForest.variants[variant.sku] = {
        quantity: 0,
        inventoryState: 'OutOfStock',
        lowStock: false,
      };
    }
    const colors = colorOptions(details, soldOutForest);
    expect(colors.find((color) => color.id === 'forest')?.isAvailable).toBe(false);
    expect(colors.find((color) => color.id === 'heather')?.isAvailable).toBe(true);
    expect(initialSelection(details, soldOutForest).color).toBe('heather');
  });

  it('offers everything when the inventory is unknown; the cart call decides', () => {
    expect(sizeOptions(details, undefined, 'forest').every((size) => size.isAvailable)).toBe(true);
    expect(isSoldOut(details, undefined)).toBe(false);
  });

  it('starts on the variant asked for, else the first colour in stock and no size', () => {
    const sku = details.variants[2]?.sku as string;
    const asked = productDetails(catalogue, sku, site);
    expect(initialSelection(asked, inventory)).toEqual({
      color: details.variants[2]?.color,
      size: details.variants[2]?.size,
    });
    expect(initialSelection(details, inventory)).toEqual({ color: 'forest', size: null });
  });

  it('finds the variant and caps the quantity at its stock (default 999999)', () => {
    const variant = findVariant(details, { color: 'forest', size: 'L' });
    expect(variant?.sku).toBe('RDGJK100112');
    expect(maxQuantityFor(inventory, variant?.sku)).toBe(94);
    expect(maxQuantityFor(undefined, variant?.sku)).toBe(999_999);
    expect(maxQuantityFor(inventory, undefined)).toBe(999_999);
    expect(findVariant(details, { color: 'forest', size: null })).toBeUndefined();
  });

  it('knows a product with no stock at all', () => {
    const soldOut = productInventory(catalogue, 'RDGJK1007');
    expect(isSoldOut(productDetails(catalogue, 'RDGJK1007', site), soldOut)).toBe(true);
    expect(isSoldOut(details, inventory)).toBe(false);
  });
});
