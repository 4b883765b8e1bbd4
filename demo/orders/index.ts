import type { SiteLocale } from '#api/contract/common.ts';
import type { OrderStatus } from '#api/contract/orders.ts';
import { demoAccount } from '../profiles/index.ts';

/*
 * Demo orders (spec §3 Order) for the MSW order handlers (mocks/handlers/orders.ts): the
 * loyalty member's history (every status, a split shipment, a store pickup, a returned
 * line, a gift card payment, a digital gift card line), two orders placed by a guest, and
 * one of another member's (the ownership check). Lines name catalogue skus; names,
 * images, links and attributes come from the demo catalogue in the order's language.
 * Money is in minor units, as the catalogue's prices.
 */

export type DemoShippingCode = 'standard' | 'express' | 'pickup' | 'sts' | 'digital';

export interface DemoOrderLine {
  itemId: string;
  sku: string;
  qty: number;
  /** Minor units, each. */
  unitPrice: number;
  shipmentId: string | null;
  /** Units already on a return label. */
  returnedQty?: number;
}

export interface DemoShipment {
  shipmentId: string;
  method: DemoShippingCode;
  status: OrderStatus;
  trackingNumber?: string;
  /** Home delivery: the order's ship-to address; pickup and ship to store: the store. */
  storeName?: string;
  shippedAt?: string;
  deliveredAt?: string;
}

export interface DemoReturn {
  returnId: string;
  rmaCode: string;
  createdAt: string;
  items: { itemId: string; qty: number; reasonCode: DemoReturnReason }[];
}

export type DemoReturnReason =
  | 'TOO_SMALL'
  | 'TOO_LARGE'
  | 'NOT_AS_DESCRIBED'
  | 'DAMAGED'
  | 'CHANGED_MIND'
  | 'OTHER';

export interface DemoOrder {
  orderNumber: string;
  /** The demo account that placed it (`loyalty` …); null: a guest. */
  account: string | null;
  email: string;
  locale: SiteLocale;
  status: OrderStatus;
  createdAt: string;
  cancelledAt?: string;
  lines: DemoOrderLine[];
  shipments: DemoShipment[];
  /** Minor units. */
  shipping: number;
  tax: number;
  discount: number;
  /** Paid by gift card first (minor units); the card pays the rest. */
  giftCard?: { lastFour: string; amount: number };
  card: { brand: string; lastFour: string };
  address: DemoAddress;
  returns?: DemoReturn[];
}

export interface DemoAddress {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  province: string | null;
  postalCode: string;
  country: string;
  email: string | null;
  phone: string | null;
}

const maya = demoAccount('loyalty').profile;
const [mayaHome] = maya.consumerDetails.address;
if (!mayaHome) throw new Error('the loyalty demo account has no address');

export const mayaAddress: DemoAddress = {
  firstName: mayaHome.firstName,
  lastName: mayaHome.lastName,
  addressLine1: mayaHome.addressLine1,
  addressLine2: mayaHome.addressLine2,
  city: mayaHome.city,
  province: mayaHome.province,
  postalCode: mayaHome.postalCode,
  country: mayaHome.country,
  email: maya.consumerDetails.email,
  phone: mayaHome.phone,
};

/** Where returned parcels go (the label's `to`). */
export const returnsCentre: DemoAddress = {
  firstName: 'Cairn',
  lastName: 'Returns',
  addressLine1: '4800 Race Street',
  addressLine2: 'Dock 7',
  city: 'Denver',
  province: 'CO',
  postalCode: '80216',
  country: 'US',
  email: null,
  phone: null,
};

export const RETURN_CARRIER = 'UPS Ground';

/** The shipping methods' names per language (the checkout's). */
export const shippingMethodLabels: Record<DemoShippingCode, Record<'en' | 'fr' | 'de', string>> = {
  standard: { en: 'Standard delivery', fr: 'Livraison standard', de: 'Standardversand' },
  express: { en: 'Express delivery', fr: 'Livraison express', de: 'Expressversand' },
  pickup: {
    en: 'Pick up in store',
    fr: 'Retrait en magasin',
    de: 'Abholung im Geschäft',
  },
  sts: { en: 'Ship to store', fr: 'Livraison en magasin', de: 'Lieferung ins Geschäft' },
  digital: { en: 'By e-mail', fr: 'Par courriel', de: 'Per E-Mail' },
};

const DENVER_STORE = 'Ridgeline Denver Union Station';

/** The guest of the guest orders (order status lookup stories). */
export const guestEmail = 'alex.rivera@example.com';

const guestAddress: DemoAddress = {
  firstName: 'Alex',
  lastName: 'Rivera',
  addressLine1: '210 Pearl Street',
  addressLine2: null,
  city: 'Boulder',
  province: 'CO',
  postalCode: '80302',
  country: 'US',
  email: guestEmail,
  phone: '7205550123',
};

const visa = { brand: 'Visa', lastFour: '4242' };

/** An older delivered order of one line (to fill the history past a page). */
function pastOrder(n: number, day: string, sku: string, unitPrice: number): DemoOrder {
  const orderNumber = `CRN26090${String(n).padStart(2, '0')}`;
  return {
    orderNumber,
    account: 'loyalty',
    email: maya.consumerDetails.email,
    locale: 'en-us',
    status: 'DELIVERED',
    createdAt: `2026-${day}T15:20:00.000Z`,
    lines: [{ itemId: `${orderNumber}-1`, sku, qty: 1, unitPrice, shipmentId: 'S1' }],
    shipments: [
      {
        shipmentId: 'S1',
        method: 'standard',
        status: 'DELIVERED',
        trackingNumber: `1Z999AA1${orderNumber.slice(3)}`,
        shippedAt: `2026-${day}T21:00:00.000Z`,
        deliveredAt: `2026-${day}T23:30:00.000Z`,
      },
    ],
    shipping: 0,
    tax: Math.round(unitPrice * 0.08),
    discount: 0,
    card: visa,
    address: mayaAddress,
  };
}

export const demoOrders: DemoOrder[] = [
  {
    // Waiting for 3-D Secure: placed, not paid yet.
    orderNumber: 'CRN2610012',
    account: 'loyalty',
    email: maya.consumerDetails.email,
    locale: 'en-us',
    status: 'CREATED',
    createdAt: '2026-10-30T18:05:00.000Z',
    lines: [
      { itemId: 'CRN2610012-1', sku: 'TRDAC100511', qty: 3, unitPrice: 2495, shipmentId: 'S1' },
    ],
    shipments: [{ shipmentId: 'S1', method: 'standard', status: 'CREATED' }],
    shipping: 895,
    tax: 671,
    discount: 0,
    card: { brand: 'Mastercard', lastFour: '3220' },
    address: mayaAddress,
  },
  {
    // Placed, not shipped: the shopper may cancel it.
    orderNumber: 'CRN2610011',
    account: 'loyalty',
    email: maya.consumerDetails.email,
    locale: 'en-us',
    status: 'PROCESSING',
    createdAt: '2026-10-28T09:12:00.000Z',
    lines: [
      { itemId: 'CRN2610011-1', sku: 'RDGJK100111', qty: 1, unitPrice: 23995, shipmentId: 'S1' },
      { itemId: 'CRN2610011-2', sku: 'TRDAC100511', qty: 2, unitPrice: 2495, shipmentId: 'S1' },
    ],
    shipments: [{ shipmentId: 'S1', method: 'express', status: 'PROCESSING' }],
    shipping: 1995,
    tax: 2319,
    discount: 2400,
    card: visa,
    address: mayaAddress,
  },
  {
    // Two shipments: the socks came, the boots are on their way.
    orderNumber: 'CRN2610010',
    account: 'loyalty',
    email: maya.consumerDetails.email,
    locale: 'en-us',
    status: 'SHIPPED',
    createdAt: '2026-10-20T14:40:00.000Z',
    lines: [
      { itemId: 'CRN2610010-1', sku: 'TRDBT100511', qty: 1, unitPrice: 21995, shipmentId: 'S2' },
      { itemId: 'CRN2610010-2', sku: 'TRDAC100512', qty: 2, unitPrice: 2495, shipmentId: 'S1' },
      { itemId: 'CRN2610010-3', sku: 'RDGBL100511', qty: 1, unitPrice: 9495, shipmentId: 'S2' },
    ],
    shipments: [
      {
        shipmentId: 'S1',
        method: 'standard',
        status: 'DELIVERED',
        trackingNumber: '1Z999AA10123456784',
        shippedAt: '2026-10-21T10:00:00.000Z',
        deliveredAt: '2026-10-24T16:45:00.000Z',
      },
      {
        shipmentId: 'S2',
        method: 'standard',
        status: 'SHIPPED',
        trackingNumber: '1Z999AA10123456795',
        shippedAt: '2026-10-27T08:30:00.000Z',
      },
    ],
    shipping: 0,
    tax: 2719,
    discount: 0,
    card: visa,
    address: mayaAddress,
  },
  {
    // Picked up in store, paid partly by gift card; one base layer already returned.
    orderNumber: 'CRN2610009',
    account: 'loyalty',
    email: maya.consumerDetails.email,
    locale: 'en-us',
    status: 'DELIVERED',
    createdAt: '2026-10-12T11:02:00.000Z',
    lines: [
      { itemId: 'CRN2610009-1', sku: 'RDGJK101311', qty: 1, unitPrice: 22995, shipmentId: 'S1' },
      {
        itemId: 'CRN2610009-2',
        sku: 'RDGBL100512',
        qty: 2,
        unitPrice: 9495,
        shipmentId: 'S1',
        returnedQty: 1,
      },
    ],
    shipments: [
      {
        shipmentId: 'S1',
        method: 'pickup',
        status: 'DELIVERED',
        storeName: DENVER_STORE,
        shippedAt: '2026-10-13T09:00:00.000Z',
        deliveredAt: '2026-10-14T17:20:00.000Z',
      },
    ],
    shipping: 0,
    tax: 3359,
    discount: 0,
    giftCard: { lastFour: '1234', amount: 5000 },
    card: visa,
    address: mayaAddress,
    returns: [
      {
        returnId: 'rtn-2610009-a1',
        rmaCode: 'RMA7K3Q9X2',
        createdAt: '2026-10-18T10:00:00.000Z',
        items: [{ itemId: 'CRN2610009-2', qty: 1, reasonCode: 'TOO_LARGE' }],
      },
    ],
  },
  {
    orderNumber: 'CRN2610008',
    account: 'loyalty',
    email: maya.consumerDetails.email,
    locale: 'en-us',
    status: 'CANCELLED',
    createdAt: '2026-10-05T19:30:00.000Z',
    cancelledAt: '2026-10-05T20:02:00.000Z',
    lines: [
      { itemId: 'CRN2610008-1', sku: 'TRDPK100411', qty: 1, unitPrice: 29995, shipmentId: 'S1' },
    ],
    shipments: [{ shipmentId: 'S1', method: 'sts', status: 'CANCELLED', storeName: DENVER_STORE }],
    shipping: 0,
    tax: 2400,
    discount: 0,
    card: visa,
    address: mayaAddress,
  },
  {
    // Every unit back: RETURNED.
    orderNumber: 'CRN2610007',
    account: 'loyalty',
    email: maya.consumerDetails.email,
    locale: 'en-us',
    status: 'RETURNED',
    createdAt: '2026-09-28T08:15:00.000Z',
    lines: [
      {
        itemId: 'CRN2610007-1',
        sku: 'TRDSD100211',
        qty: 1,
        unitPrice: 9495,
        shipmentId: 'S1',
        returnedQty: 1,
      },
    ],
    shipments: [
      {
        shipmentId: 'S1',
        method: 'standard',
        status: 'DELIVERED',
        trackingNumber: '1Z999AA10123456806',
        shippedAt: '2026-09-29T10:00:00.000Z',
        deliveredAt: '2026-10-01T15:00:00.000Z',
      },
    ],
    shipping: 895,
    tax: 831,
    discount: 0,
    card: visa,
    address: mayaAddress,
    returns: [
      {
        returnId: 'rtn-2610007-b2',
        rmaCode: 'RMA2M8D4T6',
        createdAt: '2026-10-03T12:00:00.000Z',
        items: [{ itemId: 'CRN2610007-1', qty: 1, reasonCode: 'TOO_SMALL' }],
      },
    ],
  },
  {
    // A digital gift card (never returnable) beside boots that are.
    orderNumber: 'CRN2610006',
    account: 'loyalty',
    email: maya.consumerDetails.email,
    locale: 'en-us',
    status: 'DELIVERED',
    createdAt: '2026-09-20T16:50:00.000Z',
    lines: [
      { itemId: 'CRN2610006-1', sku: 'TRDBT101211', qty: 1, unitPrice: 16995, shipmentId: 'S1' },
      { itemId: 'CRN2610006-2', sku: 'RDGGC100111', qty: 1, unitPrice: 5000, shipmentId: 'S2' },
    ],
    shipments: [
      {
        shipmentId: 'S1',
        method: 'standard',
        status: 'DELIVERED',
        trackingNumber: '1Z999AA10123456817',
        shippedAt: '2026-09-21T10:00:00.000Z',
        deliveredAt: '2026-09-24T12:10:00.000Z',
      },
      {
        shipmentId: 'S2',
        method: 'digital',
        status: 'DELIVERED',
        shippedAt: '2026-09-20T16:51:00.000Z',
        deliveredAt: '2026-09-20T16:51:00.000Z',
      },
    ],
    shipping: 0,
    tax: 1360,
    discount: 0,
    card: visa,
    address: mayaAddress,
  },
  pastOrder(5, '09-12', 'RDGJK102511', 16995),
  pastOrder(4, '09-03', 'TRDSD100411', 6995),
  pastOrder(3, '08-22', 'RDGBL101011', 5995),
  pastOrder(2, '08-09', 'TRDAC100510', 2495),
  pastOrder(1, '07-30', 'RDGJK100110', 23995),
  {
    // A guest's order, not shipped yet (order status lookup, cancel by email).
    orderNumber: 'CRN2610020',
    account: null,
    email: guestEmail,
    locale: 'en-us',
    status: 'PROCESSING',
    createdAt: '2026-10-29T13:00:00.000Z',
    lines: [
      { itemId: 'CRN2610020-1', sku: 'TRDBT100111', qty: 1, unitPrice: 24495, shipmentId: 'S1' },
    ],
    shipments: [{ shipmentId: 'S1', method: 'standard', status: 'PROCESSING' }],
    shipping: 895,
    tax: 2031,
    discount: 0,
    card: { brand: 'Amex', lastFour: '0005' },
    address: guestAddress,
  },
  {
    // A guest's delivered order (return by email).
    orderNumber: 'CRN2610021',
    account: null,
    email: guestEmail,
    locale: 'en-us',
    status: 'DELIVERED',
    createdAt: '2026-10-02T10:30:00.000Z',
    lines: [
      { itemId: 'CRN2610021-1', sku: 'RDGJK102512', qty: 1, unitPrice: 16995, shipmentId: 'S1' },
    ],
    shipments: [
      {
        shipmentId: 'S1',
        method: 'standard',
        status: 'DELIVERED',
        trackingNumber: '1Z999AA10123456828',
        shippedAt: '2026-10-03T10:00:00.000Z',
        deliveredAt: '2026-10-06T14:00:00.000Z',
      },
    ],
    shipping: 895,
    tax: 1431,
    discount: 0,
    card: { brand: 'Amex', lastFour: '0005' },
    address: guestAddress,
  },
  {
    // Another member's: never the loyalty member's to read (ORD409).
    orderNumber: 'CRN2610030',
    account: 'athlete',
    email: demoAccount('athlete').profile.consumerDetails.email,
    locale: 'fr-ca',
    status: 'PROCESSING',
    createdAt: '2026-10-25T12:00:00.000Z',
    lines: [
      { itemId: 'CRN2610030-1', sku: 'RDGJK100112', qty: 1, unitPrice: 29995, shipmentId: 'S1' },
    ],
    shipments: [{ shipmentId: 'S1', method: 'standard', status: 'PROCESSING' }],
    shipping: 0,
    tax: 4499,
    discount: 0,
    card: visa,
    address: {
      ...guestAddress,
      firstName: 'Amélie',
      lastName: 'Tremblay',
      addressLine1: '1200 rue Saint-Denis',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 3J6',
      country: 'CA',
      email: demoAccount('athlete').profile.consumerDetails.email,
    },
  },
];
