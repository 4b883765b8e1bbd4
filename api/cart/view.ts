import type { CatalogueModel, ProductModel, VariantModel } from '../catalogue/model.ts';
import { type Site, siteOf } from '../catalogue/site.ts';
import { colorImage, productUrl } from '../catalogue/views.ts';
import {
  type Cart,
  type CartItem,
  type FlashMessage,
  type ShippingCode,
  shippingCodes,
} from '../contract/cart.ts';
import type { Currency, SiteLocale } from '../contract/common.ts';
import type { WishlistProduct } from '../contract/wishlists.ts';
import { computeTotals, type LineInput, maxQuantity, toMajor } from './maths.ts';
import { stockStore } from './stock.ts';

/*
 * The cart and list views: what a cart, a favorites or saved-for-later line shows, from
 * the read model (names, images, sizes, ratings), prices and stock. In api/ because the
 * service (prices and stock read in its transaction) and the MSW handlers (demo prices and
 * stock) answer with the same code, so they cannot drift.
 */

/** A sku's price in the cart's currency, minor units. */
export interface SkuPrice {
  list: number;
  sale: number | null;
}

/** Stock read for a view: online per sku, and per pickup store and sku. */
export interface StockLevels {
  online: ReadonlyMap<string, number>;
  stores: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

export interface CartHeader {
  id: string;
  locale: SiteLocale;
  currency: Currency;
}

export interface CartLine {
  id: string;
  sku: string;
  masterId: string;
  qty: number;
  shippingCode: string;
  storeId: string | null;
  giftOption: { email: string; to: string; message: string } | null;
  recipeId: string | null;
}

/** Deliveries a physical product offers before checkout knows the address. */
const physicalShipping: ShippingCode[] = ['standard', 'pickup', 'sts'];

const attributeLabels = {
  // The store's English is American English (storefront i18n: "Color").
  color: { en: 'Color', fr: 'Couleur', de: 'Farbe' },
  size: { en: 'Size', fr: 'Taille', de: 'Größe' },
} as const;

export function attributesOf(product: ProductModel, variant: VariantModel, site: Site) {
  const color = product.colors.find((c) => c.code === variant.colorCode);
  const size = product.sizes.find((s) => s.code === variant.sizeCode);
  return [
    {
      id: 'color',
      label: attributeLabels.color[site.language],
      value: color?.names[site.language] ?? variant.colorCode,
    },
    {
      id: 'size',
      label: attributeLabels.size[site.language],
      value: size?.labels[site.sizeSystem] ?? variant.sizeCode,
    },
  ];
}

/** The skus a cart view prices: its lines and every variant of their products. */
export function viewSkus(model: CatalogueModel, lineSkus: readonly string[]): string[] {
  const products = new Set(lineSkus.map((sku) => model.variants.get(sku)?.product));
  return [
    ...new Set([
      ...lineSkus,
      ...[...products].flatMap((product) => product?.variants.map((v) => v.sku) ?? []),
    ]),
  ];
}

/** Units on the shelf a line takes from: its pickup store's, else online stock. */
export function lineStock(line: CartLine, stock: StockLevels): number {
  const storeId = stockStore(line);
  return storeId
    ? (stock.stores.get(storeId)?.get(line.sku) ?? 0)
    : (stock.online.get(line.sku) ?? 0);
}

/**
 * The cart as the contract answers it: prices in the cart's currency (of every sku of
 * viewSkus), stock, totals from the cart maths. Lines whose stock fell since they were
 * added are kept and flagged (spec §8 flash codes); the shopper decides what to do.
 */
export function cartView(
  model: CatalogueModel,
  cart: CartHeader,
  lines: readonly CartLine[],
  prices: ReadonlyMap<string, SkuPrice>,
  stock: StockLevels,
): Cart {
  const { currency } = cart;
  const site = siteOf(cart.locale, currency);
  const flash: FlashMessage[] = [];
  const inputs: LineInput[] = [];
  const described = lines.map((line) => {
    const found = model.variants.get(line.sku);
    const price = prices.get(line.sku);
    const onShelf = lineStock(line, stock);
    const maxQty = maxQuantity(onShelf);
    const details = { itemId: line.id, productId: line.sku, qty: line.qty };
    if (!found || !price) {
      flash.push({ code: 'ProductItemNotAvailable', type: 'error', details });
    } else if (maxQty === 0) {
      flash.push({ code: 'ProductLineItemFullInventoryMissing', type: 'error', details });
    } else if (line.qty > maxQty) {
      flash.push({
        code: 'ProductLineItemInventoryMissing',
        type: 'warning',
        details: {
          ...details,
          type: 'ProductItemMaxQuantity',
          availableQty: maxQty,
          missingQty: line.qty - maxQty,
        },
      });
    }
    inputs.push({ qty: line.qty, unitList: price?.list ?? 0, unitSale: price?.sale ?? null });
    return { line, found, maxQty, onShelf };
  });

  const { lines: priced, totals } = computeTotals(inputs);
  const items: CartItem[] = described.map(({ line, found, maxQty, onShelf }, index) => {
    const price = priced[index];
    if (!price) throw new Error('priced lines and cart lines differ');
    const product = found?.product;
    return {
      id: line.id,
      productId: line.sku,
      masterId: line.masterId,
      qty: line.qty,
      maxQty,
      upc: found?.variant.upc ?? null,
      name: product ? product.names[site.language] : line.sku,
      pdpUrl: product
        ? productUrl(product, site, line.sku)
        : `/${site.locale}/search?q=${line.sku}`,
      image: product ? colorImage(product, found?.variant.colorCode, site) : null,
      price: {
        current: toMajor(price.current),
        original: toMajor(price.original),
        highCurrent: toMajor(price.highCurrent),
        highOriginal: toMajor(price.highOriginal),
        rowTotal: toMajor(price.rowTotal),
        amount: toMajor(price.amount),
        priceAfterItemDiscount: toMajor(price.priceAfterItemDiscount),
        priceAfterOrderDiscount: toMajor(price.priceAfterOrderDiscount),
      },
      taxTotal: toMajor(price.taxTotal),
      bonus: false,
      isCustoms: line.recipeId !== null,
      recipeId: line.recipeId,
      shippingOptions: {
        selected: (shippingCodes as readonly string[]).includes(line.shippingCode)
          ? (line.shippingCode as ShippingCode)
          : 'standard',
        available: line.recipeId ? ['customs'] : physicalShipping,
        shippingMethod: null,
        storeInfo: line.storeId ? { id: line.storeId, storeInventory: onShelf } : null,
      },
      giftOption: line.giftOption,
      isDigitalProduct: false,
      productPromotions: [],
      rating: product ? product.rating : null,
      attributes: product && found ? attributesOf(product, found.variant, site) : [],
      badge: product?.badge ?? null,
      eyebrow: product?.eyebrow?.[site.language] ?? null,
      variants: product
        ? product.variants.map((variant) => ({
            productId: variant.sku,
            attributes: { color: variant.colorCode, size: variant.sizeCode },
            available: prices.has(variant.sku) && (stock.online.get(variant.sku) ?? 0) > 0,
          }))
        : [],
    };
  });

  return {
    id: cart.id,
    locale: site.locale,
    currency,
    items,
    totalItems: totals.totalUnits,
    totals: {
      total: toMajor(totals.total),
      totalDiscount: toMajor(totals.totalDiscount),
      itemTotal: toMajor(totals.itemTotal),
      totalWithoutTax: toMajor(totals.totalWithoutTax),
      shipping: toMajor(totals.shipping),
      tax: toMajor(totals.tax),
      totalDiscountPercentage: totals.totalDiscountPercentage,
      remainingToPay: toMajor(totals.remainingToPay),
      currency,
      totalUnits: totals.totalUnits,
      itemSubTotal: toMajor(totals.itemSubTotal),
      netAmount: toMajor(totals.netAmount),
      taxAmount: toMajor(totals.taxAmount),
      appliedRewards: [],
    },
    payment_instruments: [],
    shippingMethods: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    priceAdjustments: [],
    shippingAddress: null,
    billingAddress: null,
    flash,
    customerNotifications: [],
  };
}

/**
 * What a favorites or saved-for-later line shows of a product or one of its skus: the
 * cheapest price among them in the site's currency, available while one has stock online.
 */
export function listProduct(
  product: ProductModel,
  sku: string | null,
  prices: ReadonlyMap<string, SkuPrice>,
  stock: ReadonlyMap<string, number>,
  site: Site,
): WishlistProduct {
  const variants = sku ? product.variants.filter((v) => v.sku === sku) : product.variants;
  let cheapest: { list: number; current: number } | null = null;
  let available = false;
  for (const variant of variants) {
    const price = prices.get(variant.sku);
    if (!price) continue;
    const current = price.sale ?? price.list;
    if (!cheapest || current < cheapest.current) cheapest = { list: price.list, current };
    if ((stock.get(variant.sku) ?? 0) > 0) available = true;
  }
  return {
    masterId: product.id,
    name: product.names[site.language],
    pdpUrl: productUrl(product, site, sku ?? product.id),
    image: colorImage(product, sku ? variants[0]?.colorCode : undefined, site),
    price: cheapest
      ? {
          current: toMajor(cheapest.current),
          original: toMajor(cheapest.list),
          currency: site.currency,
        }
      : null,
    available,
  };
}

/** A favorites or saved-for-later reference (master id or sku) in the read model. */
export function listEntryOf(
  model: CatalogueModel,
  ref: string,
): { product: ProductModel; sku: string | null } | null {
  const variant = model.variants.get(ref);
  if (variant) return { product: variant.product, sku: ref };
  const product = model.products.get(ref);
  return product ? { product, sku: null } : null;
}
