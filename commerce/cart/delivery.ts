import type { ShippingCode } from '#api/contract/cart.ts';
import type { Currency } from '#api/contract/common.ts';
import type { CatalogueLanguage } from '#api/contract/products.ts';
import type { StoreAddress } from '#api/contract/stores.ts';
import type { BusinessDays } from './arrival.ts';

/*
 * Delivery and tax of a cart (spec §3 shipping codes and shippingMethods): the methods of
 * each kind of shipment with their labels, delivery times and prices, and the sales tax
 * of the address. Pure, shared by the service and the MSW handlers.
 */

type Texts = Record<CatalogueLanguage, string>;

export interface ShippingMethodDefinition {
  code: string;
  label: Texts;
  deliveryTime: Texts;
  /** What `deliveryTime` says, to count the arrival dates from (commerce/cart/arrival.ts). */
  businessDays?: BusinessDays;
  /** Minor units per currency. */
  price: Record<Currency, number>;
  /** Carriers of this method do not deliver to post-office boxes (SHP500). */
  noPoBox?: boolean;
}

const free: Record<Currency, number> = { USD: 0, CAD: 0, GBP: 0, EUR: 0 };

const standard: ShippingMethodDefinition = {
  code: 'STD',
  label: { en: 'Standard delivery', fr: 'Livraison standard', de: 'Standardversand' },
  deliveryTime: { en: '3–5 business days', fr: '3 à 5 jours ouvrés', de: '3–5 Werktage' },
  businessDays: { min: 3, max: 5 },
  price: { USD: 795, CAD: 995, GBP: 495, EUR: 595 },
};

const express: ShippingMethodDefinition = {
  code: 'EXP',
  label: { en: 'Express delivery', fr: 'Livraison express', de: 'Expressversand' },
  deliveryTime: { en: '1–2 business days', fr: '1 à 2 jours ouvrés', de: '1–2 Werktage' },
  businessDays: { min: 1, max: 2 },
  price: { USD: 1995, CAD: 2495, GBP: 1295, EUR: 1495 },
  noPoBox: true,
};

/** The methods of each kind of shipment, the default (cheapest) first. */
export const shippingMethodsByCode: Record<ShippingCode, readonly ShippingMethodDefinition[]> = {
  standard: [standard, express],
  me: [express],
  customs: [
    {
      ...standard,
      code: 'CUSTOM',
      deliveryTime: {
        en: '10–14 business days',
        fr: '10 à 14 jours ouvrés',
        de: '10–14 Werktage',
      },
      businessDays: { min: 10, max: 14 },
    },
  ],
  pickup: [
    {
      code: 'PICKUP',
      label: { en: 'Pick up in store', fr: 'Retrait en magasin', de: 'Abholung im Geschäft' },
      deliveryTime: {
        en: 'Ready within 2 hours',
        fr: 'Prêt sous 2 heures',
        de: 'In 2 Stunden abholbereit',
      },
      price: free,
    },
  ],
  sts: [
    {
      code: 'STS',
      label: {
        en: 'Ship to store',
        fr: 'Livraison en magasin',
        de: 'Lieferung ins Geschäft',
      },
      deliveryTime: { en: '5–7 business days', fr: '5 à 7 jours ouvrés', de: '5–7 Werktage' },
      businessDays: { min: 5, max: 7 },
      price: free,
    },
  ],
  pudo: [
    {
      code: 'PUDO',
      label: {
        en: 'Collection point',
        fr: 'Point relais',
        de: 'Abholstation',
      },
      deliveryTime: { en: '3–5 business days', fr: '3 à 5 jours ouvrés', de: '3–5 Werktage' },
      businessDays: { min: 3, max: 5 },
      price: { USD: 495, CAD: 595, GBP: 295, EUR: 395 },
    },
  ],
  digital: [
    {
      code: 'EMAIL',
      label: { en: 'By e-mail', fr: 'Par e-mail', de: 'Per E-Mail' },
      deliveryTime: {
        en: 'Within minutes',
        fr: 'En quelques minutes',
        de: 'Innerhalb von Minuten',
      },
      price: free,
    },
  ],
};

/** Shipments the address goes to (home delivery), as opposed to a store or a mailbox. */
export const homeDeliveryCodes: readonly ShippingCode[] = ['standard', 'me', 'customs'];

/**
 * Whether a shipment's method is charged yet: a home delivery once there is an address to
 * deliver to (the cart page shows the methods' prices; its totals do not guess), a store,
 * a collection point or an e-mail at once.
 */
export function shipmentCharged(code: string, addressed: boolean): boolean {
  return addressed || !(homeDeliveryCodes as readonly string[]).includes(code);
}

/** A shipment's id: its kind, and the store for pickup and ship to store. */
export function shipmentId(code: ShippingCode, storeId: string | null): string {
  return storeId && (code === 'pickup' || code === 'sts' || code === 'pudo')
    ? `${code}-${storeId}`
    : code;
}

/** What a line's `storeId` names: one of our stores (with its services) or a collection point. */
export type DeliveryPlace =
  | { kind: 'store'; services: readonly string[] }
  | { kind: 'collectionPoint' };

/**
 * A place a line's `storeId` may name, as the service read it: what the place rule reads
 * (`placeFits`) and what the cart view shows the shopper (its name and address).
 */
export type PlaceFact = DeliveryPlace & { name: string; address: StoreAddress };

/** Places by id: our stores, and the collection points whose id no store has. */
export type PlaceFacts = ReadonlyMap<string, PlaceFact>;

/**
 * Whether a line of this code may go to the place its `storeId` names (null: no such place):
 * pudo goes where the collection point search sends shoppers (a locker, a partner shop, or
 * one of our stores that offers pickup); pickup and ship to store go to one of our stores.
 */
export function placeFits(code: ShippingCode, place: DeliveryPlace | null): boolean {
  if (!place) return false;
  if (code === 'pudo') return place.kind === 'collectionPoint' || place.services.includes('pickup');
  return place.kind === 'store';
}

/** Post-office boxes in the address lines (en, fr, de). */
export function isPoBox(line: string): boolean {
  return /\b(p\.?\s*o\.?\s*box|post\s*office\s*box|bo[iî]te\s+postale|postfach)\b/i.test(line);
}

/** What offeredMethods reads of the shipping address. */
export interface MethodAddress {
  addressLine1: string;
  addressLine2?: string | null | undefined;
}

/**
 * The methods a shipment of this kind is offered now, the default (cheapest) first: home
 * delivery to a post-office box drops the carriers that do not deliver there. The cart
 * view lists these, and prepareOrder downgrades a chosen method that is not among them.
 */
export function offeredMethods(
  code: ShippingCode,
  address: MethodAddress | null,
): readonly ShippingMethodDefinition[] {
  const methods = shippingMethodsByCode[code];
  const poBox = address ? isPoBox(`${address.addressLine1} ${address.addressLine2 ?? ''}`) : false;
  return homeDeliveryCodes.includes(code) && poBox
    ? methods.filter((method) => !method.noPoBox)
    : methods;
}

/*
 * Sales tax charged on top of the price, in millionths, by country and province. Prices of
 * the GB, DE and FR sites include VAT (charged on top: nothing). A US or Canadian address
 * without a known province cannot be taxed: TAX309.
 */
const usRates: Record<string, number> = {
  AK: 0,
  DE: 0,
  MT: 0,
  NH: 0,
  OR: 0,
  CA: 72_500,
  CO: 29_000,
  NY: 40_000,
  TX: 62_500,
  WA: 65_000,
  IL: 62_500,
  FL: 60_000,
  MA: 62_500,
  NJ: 66_250,
  UT: 61_000,
};
const US_DEFAULT_RATE = 60_000;
const caRates: Record<string, number> = {
  AB: 50_000,
  BC: 120_000,
  MB: 120_000,
  NB: 150_000,
  NL: 150_000,
  NS: 140_000,
  NT: 50_000,
  NU: 50_000,
  ON: 130_000,
  PE: 150_000,
  QC: 149_750,
  SK: 110_000,
  YT: 50_000,
};

/** Countries whose sales tax is charged on top of the price. */
const salesTaxCountries: readonly string[] = ['US', 'CA'];

/** Whether a country's prices include its tax (VAT): none is charged on top (`taxRate` 0). */
export function pricesIncludeTax(country: string): boolean {
  return !salesTaxCountries.includes(country);
}

/** The rate for an address, or null when it cannot be decided (TAX309). */
export function taxRate(country: string, province: string | undefined): number | null {
  if (country === 'US') {
    if (!province) return null;
    return usRates[province] ?? US_DEFAULT_RATE;
  }
  if (country === 'CA') return province ? (caRates[province] ?? null) : null;
  return 0;
}

/** Tax on an amount at a rate in millionths, rounded half up. */
export function taxOn(amount: number, rate: number): number {
  return Math.round((amount * rate) / 1_000_000);
}

/** reserveWithItem's lines: each picked up in `storeId`. */
export function pickupItems<T extends { shippingOptions?: unknown }>(
  items: readonly T[],
  storeId: string,
): (T & { shippingOptions: { selected: 'pickup'; storeId: string } })[] {
  return items.map((item) => ({ ...item, shippingOptions: { selected: 'pickup', storeId } }));
}
