import type { CatalogueModel, ProductModel, VariantModel } from '../../catalogue/model.ts';
import type { PlaceFacts } from '../delivery.ts';
import type { MergeableLine } from '../stock.ts';
import type { SkuPrice, StockLevels } from '../view.ts';

/*
 * A tiny catalogue for the plans' tests: a jacket in two sizes (JK-M, JK-L), a boot with no
 * price in CAD (BT-9) and one without an inventory record (BT-10), and the digital gift card
 * (GC-50). The plans read a product's id and type only.
 */

const product = (id: string, productType: ProductModel['productType']) =>
  ({ id, productType }) as ProductModel;
const variant = (sku: string) => ({ sku }) as VariantModel;

const jacket = product('JK', 'jacket');
const boot = product('BT', 'boots');
const giftCard = product('GC', 'giftCard');

export const model: Pick<CatalogueModel, 'variants'> = {
  variants: new Map([
    ['JK-M', { product: jacket, variant: variant('JK-M') }],
    ['JK-L', { product: jacket, variant: variant('JK-L') }],
    ['BT-9', { product: boot, variant: variant('BT-9') }],
    ['BT-10', { product: boot, variant: variant('BT-10') }],
    ['GC-50', { product: giftCard, variant: variant('GC-50') }],
  ]),
};

const price: SkuPrice = { list: 10000, sale: null };
/** A price of every sku in USD; BT-9 has none in CAD. */
export const prices = (currency: 'USD' | 'CAD' = 'USD'): Map<string, SkuPrice> =>
  new Map(
    ['JK-M', 'JK-L', 'BT-10', 'GC-50', ...(currency === 'USD' ? ['BT-9'] : [])].map((sku) => [
      sku,
      price,
    ]),
  );

/** 5 of each online (BT-10: no record), 2 of JK-M on the shelf of store S1. */
export const stock: StockLevels = {
  online: new Map([
    ['JK-M', 5],
    ['JK-L', 5],
    ['BT-9', 5],
    ['GC-50', 100],
  ]),
  stores: new Map([['S1', new Map([['JK-M', 2]])]]),
};

const address = {
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
};

/** S1 a store with pickup, S2 a store without, P1 a collection point. */
export const places: PlaceFacts = new Map([
  ['S1', { kind: 'store', services: ['pickup'], name: 'Denver', address }],
  ['S2', { kind: 'store', services: [], name: 'Boulder', address }],
  ['P1', { kind: 'collectionPoint', name: 'Locker 1', address }],
]);

export type Line = MergeableLine & { id: string; masterId: string };

export const line = (id: string, sku: string, qty: number, extra: Partial<Line> = {}): Line => ({
  id,
  sku,
  masterId: sku.split('-')[0] ?? sku,
  qty,
  shippingCode: 'standard',
  storeId: null,
  recipeId: null,
  giftOption: null,
  ...extra,
});
