import { describe, expect, it } from 'vitest';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { productDetails, productInventory, siteContext } from '#demo/catalogue/views.ts';
import { allServicePayloads } from '../Banner/test/serviceContent.ts';
import { upsellList } from './test/upsellFixtures.ts';
import {
  UPSELL_DEFAULT_STACKED_COUNT,
  type UpsellReference,
  upsellSchema,
} from './Upsell.schema.ts';
import { resolveUpsells, type UpsellData, upsellLookups } from './upsell.ts';

const catalogue = getCatalogue();
const entries = upsellList(['soldOutSize', 'fleece', 'soldOutProduct', 'jacket', 'shell', 'rain']);

function dataFor(references: readonly UpsellReference[], skipInventoryCheck = false): UpsellData {
  const lookups = upsellLookups(references);
  return {
    inventories: new Map(lookups.inventory.map((id) => [id, productInventory(catalogue, id)])),
    details: new Map(
      lookups.details.map((id) => [id, productDetails(catalogue, id, siteContext('en-us'))]),
    ),
    skipInventoryCheck,
  };
}

describe('resolveUpsells (spec §4, §9)', () => {
  it('keeps only entries whose sku is in stock, the first stackedCount of them', () => {
    expect(resolveUpsells(entries, dataFor(entries), 3).map((item) => item.sku)).toEqual([
      'RDGJK100212',
      'RDGJK100312',
      'RDGJK100412',
    ]);
    expect(resolveUpsells(entries, dataFor(entries), 10)).toHaveLength(4);
  });

  it('offers every entry when the check is skipped (showcase site)', () => {
    expect(resolveUpsells(entries, dataFor(entries, true), 10)).toHaveLength(6);
  });

  it('leaves out a product whose stock or details are unknown', () => {
    const data = dataFor(entries);
    const inventories = new Map(data.inventories);
    inventories.set('RDGJK1002', undefined);
    const items = resolveUpsells(entries, { ...data, inventories }, 10);
    expect(items.map((item) => item.id)).not.toContain('RDGJK1002');
    const ids: UpsellReference[] = ['RDGPK1001'];
    expect(resolveUpsells(ids, { ...dataFor(ids), details: new Map() }, 3)).toEqual([]);
  });

  it('fills a product given by id from the catalogue: a one-size product gets its first sku in stock', () => {
    // RDGPK1003: one size, its first colour sold out.
    const ids: UpsellReference[] = ['RDGPK1003', 'RDGJK1001', 'RDGJK1007'];
    const items = resolveUpsells(ids, dataFor(ids), 3);
    const details = productDetails(catalogue, 'RDGPK1003', siteContext('en-us'));
    expect(items[0]).toMatchObject({
      id: 'RDGPK1003',
      sku: details.variants[1]?.sku,
      name: details.name,
      url: details.url,
      price: details.variants[1]?.price,
    });
    // Several sizes in stock: the shopper chooses (quick shop); sold out: left out.
    expect(items[1]).toMatchObject({ id: 'RDGJK1001', sku: null });
    expect(items).toHaveLength(2);
  });

  it('checks each product once', () => {
    expect(upsellLookups(['RDGPK1001', entries[1] as never, 'RDGPK1001'])).toEqual({
      inventory: ['RDGPK1001', 'RDGJK1002'],
      details: ['RDGPK1001'],
    });
  });
});

describe('upsell schema', () => {
  it('defaults to the first 3, stacked, with an Add to cart button each', () => {
    expect(upsellSchema.parse({})).toMatchObject({
      stackedCount: UPSELL_DEFAULT_STACKED_COUNT,
      variant: 'stacked',
      addToCartControls: 'cta',
      detailsControl: 'link',
      recommendedProducts: [],
    });
    expect(
      upsellSchema.parse({ recommendedProducts: [...entries, 'RDGPK1001'] }).recommendedProducts,
    ).toHaveLength(7);
    expect(upsellSchema.safeParse({ recommendedProducts: ['not an id'] }).success).toBe(false);
  });

  it('parses every upsell of the demo content documents', () => {
    const payloads = allServicePayloads('Upsell');
    expect(payloads.length).toBeGreaterThan(0);
    for (const { where, props } of payloads) {
      const result = upsellSchema.safeParse(props);
      expect(result.success, `${where}: ${result.error?.message}`).toBe(true);
    }
  });
});
