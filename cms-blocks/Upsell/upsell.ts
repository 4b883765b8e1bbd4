import type { Price } from '#api/contract/common.ts';
import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import type { UpsellProduct, UpsellReference } from './Upsell.schema.ts';

/** Analytics: the upsell block was seen (spec §7 "upsell impressions"; the name is ours). */
export const UPSELL_IMPRESSION_EVENT = 'upsell.onImpression';

/** An upsell as the block shows it. */
export interface UpsellItem {
  /** The product (style). */
  id: string;
  /**
   * The variant Add to cart puts into the cart; null when the shopper must choose one
   * (several sizes in stock): Add then opens quick shop.
   */
  sku: string | null;
  name: string;
  url: string;
  image: { src: string; alt: string };
  price: Price;
}

export interface UpsellData {
  /** Online stock per product id; `undefined`: its check failed. */
  inventories: ReadonlyMap<string, ProductInventory | undefined>;
  /** Catalogue details of the products given by id; `undefined`: the call failed. */
  details: ReadonlyMap<string, ProductDetails | undefined>;
  /** Showcase site: offer everything without looking at stock. */
  skipInventoryCheck: boolean;
}

const inStock = (inventory: ProductInventory | undefined, sku: string) =>
  inventory?.variants[sku]?.inventoryState === 'InStock';

function fromEntry(entry: UpsellProduct, data: UpsellData): UpsellItem | null {
  if (!data.skipInventoryCheck && !inStock(data.inventories.get(entry.id), entry.sku)) return null;
  return { ...entry, image: { src: entry.image.src, alt: entry.image.alt } };
}

/**
 * A product given by id: the variant asked for (a sku id), else, for a one-size product,
 * its first variant in stock; a product with several sizes in stock needs the shopper's
 * choice (sku null).
 */
function fromId(id: string, data: UpsellData): UpsellItem | null {
  const details = data.details.get(id);
  if (!details) return null;
  const inventory = data.inventories.get(details.id);
  const sellable = details.variants.filter(
    (variant) =>
      (details.selectedSku === null || variant.sku === details.selectedSku) &&
      (data.skipInventoryCheck || inStock(inventory, variant.sku)),
  );
  const [first] = sellable;
  if (!first) return null;
  const sizes = new Set(sellable.map((variant) => variant.size));
  const variant = sizes.size === 1 ? first : undefined;
  const color = details.colors.find((entry) => entry.code === (variant ?? first).color);
  const image = color?.images[0] ?? details.images[0];
  return {
    id: details.masterId,
    sku: variant?.sku ?? null,
    name: details.name,
    url: details.url,
    image: { src: image?.src ?? '', alt: '' },
    price: variant?.price ?? details.price,
  };
}

/**
 * The upsells to show (spec §4, §9): each checked against its stock, only those in stock
 * (a failed check counts as not in stock), the first `count` of them, each product once.
 */
export function resolveUpsells(
  references: readonly UpsellReference[],
  data: UpsellData,
  count: number,
): UpsellItem[] {
  const items: UpsellItem[] = [];
  const seen = new Set<string>();
  for (const reference of references) {
    const item =
      typeof reference === 'string' ? fromId(reference, data) : fromEntry(reference, data);
    const key = item ? `${item.id}|${item.sku}` : '';
    if (!item || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
    if (items.length >= count) break;
  }
  return items;
}

/** The product ids whose stock the block checks, and those it needs details of. */
export function upsellLookups(references: readonly UpsellReference[]) {
  const ids = references.map((reference) =>
    typeof reference === 'string' ? reference : reference.id,
  );
  return {
    inventory: [...new Set(ids)],
    details: [...new Set(references.filter((ref): ref is string => typeof ref === 'string'))],
  };
}
