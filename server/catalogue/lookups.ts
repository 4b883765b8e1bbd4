import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Currency, Price, SiteLocale } from '#api/contract/common.ts';
import type {
  ProductBadge,
  ProductImage,
  ProductType,
  RatingSummary,
} from '#api/contract/products.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import { imageOf, priceOf, productUrl } from '#commerce/catalogue/views.ts';
import type { Executor } from '../db/client.ts';
import { skuInventory, skuPrices } from '../db/schema/catalogue.ts';
import { getCatalogueModel } from './model.ts';

/*
 * What other domains (cart, wishlists, content) read from the catalogue. Money and stock
 * are read from the tables (pass your transaction), never from the cached model.
 */

/** A sku's price in one currency, in minor units (cents). */
export interface SkuPrice {
  sku: string;
  currency: Currency;
  listAmount: number;
  /** Markdown, null when not on sale. */
  saleAmount: number | null;
  /** What the shopper pays: the sale amount when there is one, else the list amount. */
  currentAmount: number;
  historicBestAmount: number;
  previousBestSaleAmount: number | null;
}

/**
 * Prices of skus in a currency, keyed by sku; skus without a price in that currency are
 * missing from the map (the cart answers INV702 "no price" for them).
 */
export async function getSkuPrices(
  db: Executor,
  skus: readonly string[],
  currency: Currency,
): Promise<Map<string, SkuPrice>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select()
    .from(skuPrices)
    .where(and(inArray(skuPrices.sku, [...skus]), eq(skuPrices.currency, currency)));
  return new Map(
    rows.map((row) => [
      row.sku,
      {
        sku: row.sku,
        currency,
        listAmount: row.listAmount,
        saleAmount: row.saleAmount,
        currentAmount: row.saleAmount ?? row.listAmount,
        historicBestAmount: row.historicBestAmount,
        previousBestSaleAmount: row.previousBestSaleAmount,
      },
    ]),
  );
}

/**
 * Take stock for an order, in the order's transaction: throws InsufficientStockError
 * (naming every short sku) when a line lacks stock, so the transaction rolls back whole.
 */
export async function takeInventory(
  tx: Executor,
  lines: readonly { sku: string; quantity: number }[],
): Promise<void> {
  const short: string[] = [];
  for (const line of lines) {
    const taken = await tx
      .update(skuInventory)
      .set({ quantity: sql`${skuInventory.quantity} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(skuInventory.sku, line.sku), gte(skuInventory.quantity, line.quantity)))
      .returning({ sku: skuInventory.sku });
    if (taken.length === 0) short.push(line.sku);
  }
  if (short.length > 0) throw new InsufficientStockError(short);
}

/** Thrown by takeInventory (rolls the caller's transaction back); `skus` lacked stock. */
export class InsufficientStockError extends Error {
  readonly skus: string[];
  constructor(skus: string[]) {
    super(`Not enough stock for ${skus.join(', ')}`);
    this.name = 'InsufficientStockError';
    this.skus = skus;
  }
}

/** A product or one of its variants as a line of a cart or list shows it. */
export interface CatalogueProductRef {
  /** The id asked for. */
  productId: string;
  masterId: string;
  /** The variant, when `productId` is a sku. */
  sku: string | null;
  upc: string | null;
  brand: 'ridgeline' | 'tread';
  productType: ProductType;
  name: string;
  /** Storefront path of the product page. */
  url: string;
  /** The variant's colourway image (the first colourway for a master). */
  image: ProductImage;
  color: { code: string; name: string } | null;
  size: { code: string; label: string } | null;
  /** Display price in the locale's currency (the variant's, or the master's range). */
  price: Price;
  rating: RatingSummary;
  badge: ProductBadge | null;
  eyebrow: string | null;
}

/** A master id or variant sku in the shopper's locale, or null when unknown. */
export async function findProduct(
  db: Executor,
  productId: string,
  locale: SiteLocale | undefined,
): Promise<CatalogueProductRef | null> {
  const model = await getCatalogueModel(db);
  const site = siteOf(locale);
  const product = model.products.get(productId) ?? model.variants.get(productId)?.product;
  if (!product) return null;
  const variant = model.variants.get(productId)?.variant ?? null;
  const colorIndex = variant
    ? Math.max(
        0,
        product.colors.findIndex((color) => color.code === variant.colorCode),
      )
    : 0;
  const color = variant ? product.colors[colorIndex] : undefined;
  const size = variant
    ? product.sizes.find((candidate) => candidate.code === variant.sizeCode)
    : undefined;
  const image = imageOf(product, colorIndex, 0, site);
  if (!image) return null;
  return {
    productId,
    masterId: product.id,
    sku: variant?.sku ?? null,
    upc: variant?.upc ?? null,
    brand: product.brand,
    productType: product.productType,
    name: product.names[site.language],
    url: productUrl(product, site),
    image,
    color: color ? { code: color.code, name: color.names[site.language] } : null,
    size: size ? { code: size.code, label: size.labels[site.sizeSystem] } : null,
    price: priceOf(variant ? [variant] : product.variants, site.currency),
    rating: product.rating,
    badge: product.badge,
    eyebrow: product.eyebrow?.[site.language] ?? null,
  };
}
