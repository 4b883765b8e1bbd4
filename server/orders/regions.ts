import { randomInt } from 'node:crypto';
import type { SiteLocale } from '#api/contract/common.ts';
import type { ConsumerOrder } from '#api/contract/orders.ts';

/*
 * Who carries an order's parcels and where returns go, per site. There is no carrier
 * integration: tracking numbers are drawn in each carrier's format and the tracking link
 * is the carrier's public tracking page for that number.
 */

export type OrderAddress = NonNullable<ConsumerOrder['billingAddress']>;

interface Carrier {
  name: string;
  trackingUrl(trackingNumber: string): string;
  newTrackingNumber(): string;
}

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');
const draw = (alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const ups: Carrier = {
  name: 'UPS',
  trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  newTrackingNumber: () => `1Z${draw(`${LETTERS}0123456789`, 6)}${digits(10)}`,
};
const canadaPost: Carrier = {
  name: 'Canada Post',
  trackingUrl: (n) =>
    `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${encodeURIComponent(n)}`,
  newTrackingNumber: () => digits(16),
};
const royalMail: Carrier = {
  name: 'Royal Mail',
  trackingUrl: (n) =>
    `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(n)}`,
  newTrackingNumber: () => `${draw(LETTERS, 2)}${digits(9)}GB`,
};
const dhl: Carrier = {
  name: 'DHL',
  trackingUrl: (n) =>
    `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${encodeURIComponent(n)}`,
  newTrackingNumber: () => digits(10),
};

/** A warehouse's address; a label addresses it to the returns desk of the order's brand. */
type Warehouse = Omit<OrderAddress, 'firstName' | 'lastName' | 'email' | 'phone'>;

/** The returns warehouses (every brand's): North America (one per country), the UK, the EU. */
const warehouses = {
  us: {
    addressLine1: '4800 Dahlia St',
    addressLine2: 'Dock 7',
    city: 'Denver',
    province: 'CO',
    postalCode: '80216',
    country: 'US',
  },
  ca: {
    addressLine1: '6300 Kennedy Rd',
    addressLine2: 'Unit 12',
    city: 'Mississauga',
    province: 'ON',
    postalCode: 'L5T 2X5',
    country: 'CA',
  },
  uk: {
    addressLine1: 'Unit 4, Apex Park',
    addressLine2: null,
    city: 'Daventry',
    province: null,
    postalCode: 'NN11 8YA',
    country: 'GB',
  },
  eu: {
    addressLine1: 'Logistiekweg 21',
    addressLine2: null,
    city: 'Venlo',
    province: null,
    postalCode: '5928 RB',
    country: 'NL',
  },
} satisfies Record<string, Warehouse>;

interface Region {
  carrier: Carrier;
  warehouse: Warehouse;
}

const regions: Record<SiteLocale, Region> = {
  'en-us': { carrier: ups, warehouse: warehouses.us },
  'en-ca': { carrier: canadaPost, warehouse: warehouses.ca },
  'fr-ca': { carrier: canadaPost, warehouse: warehouses.ca },
  'en-gb': { carrier: royalMail, warehouse: warehouses.uk },
  'de-de': { carrier: dhl, warehouse: warehouses.eu },
  'fr-fr': { carrier: dhl, warehouse: warehouses.eu },
};

export function regionOf(locale: string): Region {
  return regions[locale as SiteLocale] ?? regions['en-us'];
}

/** Where a return of an order of the site `locale` goes: the brand's returns desk there. */
export function returnsAddress(locale: string, brand: string): OrderAddress {
  return {
    firstName: brand,
    lastName: 'Returns',
    email: null,
    phone: null,
    ...regionOf(locale).warehouse,
  };
}

/** The public tracking page of a parcel, when its carrier is one of ours. */
export function trackingUrlOf(carrier: string, trackingNumber: string): string | null {
  const found = [ups, canadaPost, royalMail, dhl].find((known) => known.name === carrier);
  return found ? found.trackingUrl(trackingNumber) : null;
}
