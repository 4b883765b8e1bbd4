import {
  type Cart,
  type CartAddress,
  type CartItem,
  type FlashMessage,
  type ShippingCode,
  shippingCodes,
} from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import type { WishlistProduct } from '#api/contract/wishlists.ts';
import {
  type CatalogueModel,
  isDigitalProduct,
  maxQtyPerLine,
  type ProductModel,
  type VariantModel,
} from '../catalogue/model.ts';
import { type Site, siteOf } from '../catalogue/site.ts';
import { colorImage, productUrl } from '../catalogue/views.ts';
import type { HeldAddress } from './address.ts';
import { type PriceAdjustmentFact, priceAdjustments } from './adjustments.ts';
import { type ArrivalWindow, arrivalWindow, type Country } from './arrival.ts';
import {
  homeDeliveryCodes,
  offeredMethods,
  type PlaceFacts,
  type ShippingMethodDefinition,
  shipmentCharged,
  shipmentId,
  taxOn,
  taxRate,
} from './delivery.ts';
import { computeTotals, type LineInput, maxQuantity, priceLines, toMajor } from './maths.ts';
import { moneyFormat } from './money.ts';
import { type PaymentFact, sharePayments } from './payments.ts';
import {
  type CouponOnCart,
  calloutPart,
  guestShopper,
  type Promotion,
  pricePromotions,
  type ShopperFacts,
} from './promotions.ts';
import { stockStore } from './stock.ts';

/*
 * The cart and list views: what a cart, a favorites or saved-for-later line shows, from
 * the read model (names, images, sizes, ratings), prices and stock. In commerce/ because the
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

/**
 * Deliveries a physical product offers before checkout knows the address (pudo: a
 * collection point the shopper picks at checkout, `shippingMethodsByCode.pudo`).
 */
const physicalShipping: ShippingCode[] = ['standard', 'pickup', 'sts', 'pudo'];

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

/** What checkout adds to a cart: promotions, delivery choices, addresses, payments. */
export interface CheckoutFacts {
  /** Running promotions, in the cart's language. */
  promotions: readonly Promotion[];
  coupons: readonly CouponOnCart[];
  shopper: ShopperFacts;
  /** The method chosen per shipment id. */
  shippingMethods: Readonly<Record<string, string>>;
  shippingAddress: AddressFact | null;
  billingAddress: AddressFact | null;
  payments: readonly PaymentFact[];
  /** An associate's price adjustments (commerce/cart/adjustments.ts). @default [] */
  priceAdjustments?: readonly PriceAdjustmentFact[];
  /** The instant the arrival dates count from (commerce/cart/arrival.ts). @default now */
  now?: number;
}

/** The cart's shipping or billing address (commerce/cart/address.ts `HeldAddress`). */
export type AddressFact = HeldAddress;

/** A cart before checkout: no promotions, coupons, addresses or payments. */
export const noCheckout: CheckoutFacts = {
  promotions: [],
  coupons: [],
  shopper: guestShopper,
  shippingMethods: {},
  shippingAddress: null,
  billingAddress: null,
  payments: [],
};

/** A cart's (or an order's) address as the contract answers it. */
export function addressView(
  address: AddressFact | null,
  approachType: 'S' | 'B',
): CartAddress | null {
  if (!address) return null;
  const { addressId, ...fields } = address;
  return { ...fields, id: addressId ?? null, approachType, main: false };
}

/** Where tax is charged: the shipping address. Null before there is one. */
export function taxRegionOf(
  checkout: CheckoutFacts,
): { country: string; province?: string } | null {
  const address = checkout.shippingAddress;
  return address ? { country: address.country, province: address.province } : null;
}

/** A line's place as the cart shows it: its name and address, when the place is known. */
function placeInfo(id: string, storeInventory: number, places: PlaceFacts) {
  const place = places.get(id);
  return { id, storeInventory, name: place?.name ?? null, address: place?.address ?? null };
}

const noPlaces: PlaceFacts = new Map();

const calendarCountries: readonly string[] = ['US', 'CA', 'GB', 'DE', 'FR'];

/** Each method's arrival window on the site's calendar, counted once per method. */
function arrivals(country: string, now: number) {
  const known = new Map<string, ArrivalWindow | null>();
  return (method: ShippingMethodDefinition): ArrivalWindow | null => {
    if (!method.businessDays || !calendarCountries.includes(country)) return null;
    let window = known.get(method.code);
    if (window === undefined) {
      window = arrivalWindow(country as Country, method.businessDays, now);
      known.set(method.code, window);
    }
    return window;
  };
}

/**
 * The cart as the contract answers it: prices in the cart's currency (of every sku of
 * viewSkus), stock, promotions, delivery, tax and payments, totals from the cart maths.
 * `places` are the stores and collection points the lines name (their names, addresses).
 * Lines whose stock fell since they were added are kept and flagged (spec §8 flash
 * codes); the shopper decides what to do.
 */
export function cartView(
  model: CatalogueModel,
  cart: CartHeader,
  lines: readonly CartLine[],
  prices: ReadonlyMap<string, SkuPrice>,
  stock: StockLevels,
  checkout: CheckoutFacts = noCheckout,
  places: PlaceFacts = noPlaces,
): Cart {
  const { currency } = cart;
  const site = siteOf(cart.locale, currency);
  const flash: FlashMessage[] = [];
  const notifications: Cart['customerNotifications'] = [];
  const money = moneyFormat(site.tag, currency);
  const described = lines.map((line) => {
    const found = model.variants.get(line.sku);
    const price = prices.get(line.sku);
    const onShelf = lineStock(line, stock);
    // The stock says what is missing; the line's own maximum (a gift card's) caps the stepper.
    const stockMax = maxQuantity(onShelf);
    const maxQty = found ? maxQuantity(onShelf, maxQtyPerLine(found.product)) : stockMax;
    const details = { itemId: line.id, productId: line.sku, qty: line.qty };
    if (!found || !price) {
      flash.push({ code: 'ProductItemNotAvailable', type: 'error', details });
    } else if (stockMax === 0) {
      flash.push({ code: 'ProductLineItemFullInventoryMissing', type: 'error', details });
    } else if (line.qty > stockMax) {
      flash.push({
        code: 'ProductLineItemInventoryMissing',
        type: 'warning',
        details: {
          ...details,
          type: 'ProductItemMaxQuantity',
          availableQty: stockMax,
          missingQty: line.qty - stockMax,
        },
      });
    }
    return { line, found, price, maxQty, onShelf, bonus: null as string | null };
  });

  const pricing = pricePromotions({
    currency,
    // A gift card is money: no promotion takes anything off it nor counts it.
    lines: described.flatMap(({ line, found, price }) =>
      found && price && !isDigitalProduct(found.product)
        ? [
            {
              id: line.id,
              sku: line.sku,
              masterId: line.masterId,
              brand: found.product.brand,
              categoryIds: (model.paths.get(found.product.categoryId) ?? []).map((c) => c.id),
              qty: line.qty,
              unit: price.sale ?? price.list,
            },
          ]
        : [],
    ),
    promotions: checkout.promotions,
    coupons: checkout.coupons,
    shopper: checkout.shopper,
    formatMoney: (minor) => money.format(toMajor(minor)),
  });

  // Gifts with purchase: a free unit while the gift is on the shelf (GFS800 otherwise).
  for (const bonus of pricing.bonuses) {
    const found = model.variants.get(bonus.sku);
    const onShelf = stock.online.get(bonus.sku) ?? 0;
    if (!found || onShelf <= 0) {
      notifications.push({
        code: 'GFS800',
        type: 'warning',
        message: bonus.promotionName,
        details: { promotionId: bonus.promotionId, productId: bonus.sku },
      });
      continue;
    }
    described.push({
      line: {
        id: `gwp-${bonus.promotionId}`.slice(0, 64).replace(/[^A-Za-z0-9_-]/g, '-'),
        sku: bonus.sku,
        masterId: found.product.id,
        qty: 1,
        shippingCode: 'standard',
        storeId: null,
        giftOption: null,
        recipeId: null,
      },
      found,
      price: { list: 0, sale: null },
      maxQty: 1,
      onShelf,
      bonus: bonus.promotionId,
    });
  }

  // Shipments: the lines grouped by delivery (and store), each with its methods.
  const address = checkout.shippingAddress;
  const shipments = new Map<string, { code: ShippingCode; itemIds: string[] }>();
  const selectedCode = (line: CartLine): ShippingCode =>
    (shippingCodes as readonly string[]).includes(line.shippingCode)
      ? (line.shippingCode as ShippingCode)
      : 'standard';
  for (const { line } of described) {
    const code = selectedCode(line);
    const id = shipmentId(code, line.storeId);
    const shipment = shipments.get(id) ?? { code, itemIds: [] };
    shipment.itemIds.push(line.id);
    shipments.set(id, shipment);
  }
  let shipping = 0;
  const arrivalOf = arrivals(site.country, checkout.now ?? Date.now());
  const methodOfItem = new Map<string, CartItem['shippingOptions']['shippingMethod']>();
  const shippingMethods: Cart['shippingMethods'] = [...shipments].map(([shippingId, shipment]) => {
    const home = homeDeliveryCodes.includes(shipment.code);
    const methods = offeredMethods(shipment.code, address);
    const chosen =
      methods.find((method) => method.code === checkout.shippingMethods[shippingId]) ?? methods[0];
    const priceOf = (method: ShippingMethodDefinition, index: number) =>
      home && index === 0 && pricing.freeShipping ? 0 : method.price[currency];
    const applicable = methods.map((method, index) => ({
      code: method.code,
      label: method.label[site.language],
      deliveryTime: method.deliveryTime[site.language],
      arrival: arrivalOf(method),
      price: toMajor(priceOf(method, index)),
      selected: method === chosen,
    }));
    if (chosen) {
      if (shipmentCharged(shipment.code, address !== null)) {
        shipping += priceOf(chosen, methods.indexOf(chosen));
      }
      for (const itemId of shipment.itemIds) {
        methodOfItem.set(itemId, {
          code: chosen.code,
          label: chosen.label[site.language],
          deliveryTime: chosen.deliveryTime[site.language],
          arrival: arrivalOf(chosen),
        });
      }
    }
    return { shippingId, code: shipment.code, applicableShippingMethods: applicable };
  });

  // Tax on what is left after discounts, at the shipping address's rate.
  const region = taxRegionOf(checkout);
  const rate = region ? (taxRate(region.country, region.province) ?? 0) : 0;
  // An associate's adjustments, after the promotions, on what each line and the order
  // still cost (a gift card's line and a gift take none).
  const lineBases = new Map<string, number>();
  for (const { line, found, price, bonus } of described) {
    if (!found || !price || bonus !== null || isDigitalProduct(found.product)) continue;
    const unit = price.sale ?? price.list;
    lineBases.set(line.id, unit * line.qty - (pricing.lineDiscounts.get(line.id)?.discount ?? 0));
  }
  const adjusted = priceAdjustments(
    checkout.priceAdjustments ?? [],
    lineBases,
    [...lineBases.values()].reduce((sum, base) => sum + base, 0) - pricing.orderDiscount,
    toMajor,
  );
  const orderDiscount = pricing.orderDiscount + adjusted.orderDiscount;
  const inputs: LineInput[] = described.map(({ line, found, price }) => ({
    qty: line.qty,
    unitList: price?.list ?? 0,
    unitSale: price?.sale ?? null,
    itemDiscount:
      (pricing.lineDiscounts.get(line.id)?.discount ?? 0) +
      (adjusted.lineDiscounts.get(line.id) ?? 0),
    undiscounted: found ? isDigitalProduct(found.product) : false,
  }));
  const untaxed = priceLines(inputs, orderDiscount);
  for (const [index, input] of inputs.entries()) {
    // A gift card is taxed when it is spent, not when it is bought.
    input.tax = input.undiscounted ? 0 : taxOn(untaxed[index]?.priceAfterOrderDiscount ?? 0, rate);
  }
  const { lines: priced, totals } = computeTotals(inputs, {
    orderDiscount,
    shipping,
    shippingTax: taxOn(shipping, rate),
  });
  const payments = sharePayments(checkout.payments, totals.total, cart.locale);

  const items: CartItem[] = described.map(({ line, found, maxQty, onShelf, bonus }, index) => {
    const price = priced[index];
    if (!price) throw new Error('priced lines and cart lines differ');
    const product = found?.product;
    const promotion = pricing.lineDiscounts.get(line.id);
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
      bonus: bonus !== null,
      isCustoms: line.recipeId !== null,
      recipeId: line.recipeId,
      shippingOptions: {
        selected: selectedCode(line),
        available: bonus
          ? ['standard']
          : product && isDigitalProduct(product)
            ? ['digital']
            : line.recipeId
              ? ['customs']
              : physicalShipping,
        shippingMethod: methodOfItem.get(line.id) ?? null,
        storeInfo: line.storeId ? placeInfo(line.storeId, onShelf, places) : null,
      },
      giftOption: line.giftOption,
      isDigitalProduct: product ? isDigitalProduct(product) : false,
      productPromotions: promotion ? [{ ...promotion, discount: toMajor(promotion.discount) }] : [],
      rating: product ? product.rating : null,
      attributes: product && found ? attributesOf(product, found.variant, site) : [],
      badge: product?.badge ?? null,
      eyebrow: product?.eyebrow?.[site.language] ?? null,
      variants:
        product && !bonus
          ? product.variants.map((variant) => ({
              productId: variant.sku,
              attributes: { color: variant.colorCode, size: variant.sizeCode },
              available: prices.has(variant.sku) && (stock.online.get(variant.sku) ?? 0) > 0,
            }))
          : [],
    };
  });

  const promotionOf = new Map(checkout.promotions.map((p) => [p.id, p]));
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
      remainingToPay: toMajor(payments.remaining),
      currency,
      totalUnits: totals.totalUnits,
      itemSubTotal: toMajor(totals.itemSubTotal),
      netAmount: toMajor(totals.netAmount),
      taxAmount: toMajor(totals.taxAmount),
      appliedRewards: payments.rewards.map((reward) => ({
        rewardId: reward.rewardId,
        label: reward.label,
        amount: toMajor(reward.amount),
      })),
    },
    payment_instruments: payments.instruments.map((instrument) => ({
      ...instrument,
      amount: toMajor(instrument.amount),
      giftCard: instrument.giftCard
        ? { last4: instrument.giftCard.last4, balance: toMajor(instrument.giftCard.balance) }
        : null,
    })),
    shippingMethods,
    couponItems: checkout.coupons.map((coupon) => {
      const status = pricing.coupons.get(coupon.id);
      const promotion = promotionOf.get(coupon.promotionId);
      return {
        id: coupon.id,
        code: coupon.code,
        status: status?.applied ? 'applied' : 'not_applied',
        statusCode: status ? status.statusCode : 'PRM175',
        promotions: promotion
          ? [
              {
                promotionId: promotion.id,
                promotionName: promotion.name,
                calloutMessage: calloutPart(promotion.callout, 'earned'),
              },
            ]
          : [],
      };
    }),
    orderPromotions: pricing.orderPromotions.map((promotion) => ({
      ...promotion,
      discount: toMajor(promotion.discount),
    })),
    promoSummary: pricing.promoSummary.map((entry) => ({
      ...entry,
      distanceFromConditionThreshold:
        entry.distanceFromConditionThreshold === null
          ? null
          : toMajor(entry.distanceFromConditionThreshold),
    })),
    priceAdjustments: adjusted.applied,
    shippingAddress: addressView(checkout.shippingAddress, 'S'),
    billingAddress: addressView(checkout.billingAddress, 'B'),
    flash,
    customerNotifications: notifications,
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
