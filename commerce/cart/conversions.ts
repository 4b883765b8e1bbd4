import type { Cart, ShippingCode } from '#api/contract/cartModel.ts';
import {
  homeDeliveryCodes,
  type MethodAddress,
  offeredMethods,
  shipmentId,
  shippingMethodsByCode,
} from './delivery.ts';
import { shippingCodesFor } from './stock.ts';

/*
 * Delivery changes prepareOrder makes before the summary (spec §4 "delivery method changes
 * flagged by the server"): lines sent where their stock is now (ORD516 ship to home, ORD517
 * ship to store, ORD518 pickup) and a home shipment's method the address no longer gets put
 * back to the cheapest one offered (SHP409). Pure, shared by the service and the MSW
 * handlers, so the two change the same lines the same way and say it in the same words.
 */

/** A cart line as the rules read it. */
export interface DeliveryLine {
  id: string;
  sku: string;
  qty: number;
  shippingCode: string;
  storeId: string | null;
  recipeId: string | null;
}

/** What the rules read: stock now, and the services of the stores the lines name. */
export interface DeliveryFacts {
  /** Online (warehouse) units per sku. */
  online: ReadonlyMap<string, number>;
  /** Units on the shelf per store and sku (missing: none). */
  shelves: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Services per store (stores.services); a store missing offers nothing. */
  services: ReadonlyMap<string, readonly string[]>;
}

export type CustomerNotification = Cart['customerNotifications'][number];

export interface LineConversion {
  itemId: string;
  productId: string;
  from: ShippingCode;
  to: ShippingCode;
  /** The line's store after the change (null: home). */
  storeId: string | null;
  code: 'ORD516' | 'ORD517' | 'ORD518';
}

export interface MethodDowngrade {
  shippingId: string;
  /** Method codes. */
  from: string;
  to: string;
}

export interface DeliveryChanges {
  conversions: LineConversion[];
  downgrades: MethodDowngrade[];
  /** What the summary tells the shopper, one per change, conversions first. */
  notices: CustomerNotification[];
}

const conversionCodes = { standard: 'ORD516', sts: 'ORD517', pickup: 'ORD518' } as const;

const conversionMessages: Record<string, string> = {
  'pickup>sts': 'The store no longer has this item: it is sent there for you to pick up',
  'pickup>standard': 'The store no longer has this item: it is shipped to your address',
  'sts>pickup': 'The store has this item on its shelf: it is ready for you to pick up there',
  'sts>standard': 'This item can no longer be sent to the store: it is shipped to your address',
  home: 'This item can no longer be shipped: it is ready for you to pick up at your store',
};

/**
 * The changes the cart needs, in the order the rules run (lines in cart order):
 * - a pickup line its store's shelf cannot fill goes to that store from the warehouse when
 *   the store offers ship to store and the warehouse has it (ORD517), else home (ORD516:
 *   the shelf will not fill it, home is where it can come from once restocked);
 * - a ship-to-store line whose store has it on the shelf becomes pickup there (ORD518,
 *   faster); one whose store no longer offers ship to store, or that the warehouse cannot
 *   fill, goes home when the warehouse has it (ORD516);
 * - then a home-delivery line the warehouse cannot fill is picked up at a store another
 *   line is picked up at, the first whose shelf has it (ORD518);
 * - last, a home shipment whose chosen method is not offered now goes back to the cheapest
 *   offered (SHP409).
 * Otherwise what nothing can fill stays as it is: placing answers its stock error. Lines
 * of one sku share its stock: each line takes what it uses, in that order.
 */
export function deliveryChanges(
  lines: readonly DeliveryLine[],
  facts: DeliveryFacts,
  chosenMethods: Readonly<Record<string, string>>,
  address: MethodAddress | null,
): DeliveryChanges {
  const online = new Map(facts.online);
  const shelves = new Map([...facts.shelves].map(([store, shelf]) => [store, new Map(shelf)]));
  const offers = (storeId: string, service: string) =>
    facts.services.get(storeId)?.includes(service) ?? false;
  const onShelf = (storeId: string, sku: string) => shelves.get(storeId)?.get(sku) ?? 0;
  const take = (storeId: string | null, sku: string, qty: number) => {
    const stock = storeId ? shelves.get(storeId) : online;
    if (stock) stock.set(sku, Math.max(0, (stock.get(sku) ?? 0) - qty));
  };
  const inWarehouse = (line: DeliveryLine) => (online.get(line.sku) ?? 0) >= line.qty;

  const placed = new Map(lines.map((line) => [line.id, { ...line }]));
  const conversions: LineConversion[] = [];
  const convert = (
    line: DeliveryLine,
    to: 'standard' | 'sts' | 'pickup',
    storeId: string | null,
  ) => {
    conversions.push({
      itemId: line.id,
      productId: line.sku,
      from: line.shippingCode as ShippingCode,
      to,
      storeId,
      code: conversionCodes[to],
    });
    placed.set(line.id, { ...line, shippingCode: to, storeId });
    take(to === 'pickup' ? storeId : null, line.sku, line.qty);
  };

  for (const line of lines) {
    const storeId = line.storeId;
    if (!storeId || (line.shippingCode !== 'pickup' && line.shippingCode !== 'sts')) continue;
    const shelfFills = onShelf(storeId, line.sku) >= line.qty && offers(storeId, 'pickup');
    if (line.shippingCode === 'pickup') {
      if (shelfFills) take(storeId, line.sku, line.qty);
      else if (inWarehouse(line) && offers(storeId, 'shipToStore')) convert(line, 'sts', storeId);
      else convert(line, 'standard', null);
      continue;
    }
    if (shelfFills) convert(line, 'pickup', storeId);
    else if (inWarehouse(line) && !offers(storeId, 'shipToStore')) {
      convert(line, 'standard', null);
    } else take(null, line.sku, line.qty);
  }

  for (const line of lines) {
    if (!homeDeliveryCodes.includes(line.shippingCode as ShippingCode)) continue;
    if (inWarehouse(line)) {
      take(null, line.sku, line.qty);
      continue;
    }
    if (!shippingCodesFor(line).includes('pickup')) continue;
    const pickupStores = [...placed.values()].flatMap((other) =>
      other.id !== line.id && other.shippingCode === 'pickup' && other.storeId
        ? [other.storeId]
        : [],
    );
    const store = pickupStores.find(
      (storeId) => onShelf(storeId, line.sku) >= line.qty && offers(storeId, 'pickup'),
    );
    if (store) convert(line, 'pickup', store);
  }

  const downgrades: MethodDowngrade[] = [];
  const homeShipments = new Map<string, ShippingCode>();
  for (const line of placed.values()) {
    const code = line.shippingCode as ShippingCode;
    if (homeDeliveryCodes.includes(code)) homeShipments.set(shipmentId(code, null), code);
  }
  for (const [shippingId, code] of homeShipments) {
    const chosen = chosenMethods[shippingId];
    const offered = offeredMethods(code, address);
    const cheapest = offered[0];
    if (!chosen || !cheapest || offered.some((method) => method.code === chosen)) continue;
    downgrades.push({ shippingId, from: chosen, to: cheapest.code });
  }

  const notices: CustomerNotification[] = [
    ...conversions.map(conversionNotice),
    ...downgrades.map((downgrade) => downgradeNotice(downgrade, homeShipments)),
  ];
  return { conversions, downgrades, notices };
}

function conversionNotice(conversion: LineConversion): CustomerNotification {
  const fromHome = homeDeliveryCodes.includes(conversion.from);
  return {
    code: conversion.code,
    // Picking up where it was to be sent is faster: good news, not a warning.
    type: conversion.from === 'sts' && conversion.to === 'pickup' ? 'info' : 'warning',
    message: conversionMessages[fromHome ? 'home' : `${conversion.from}>${conversion.to}`] ?? '',
    details: {
      itemId: conversion.itemId,
      productId: conversion.productId,
      from: conversion.from,
      to: conversion.to,
    },
  };
}

function downgradeNotice(
  downgrade: MethodDowngrade,
  shipments: ReadonlyMap<string, ShippingCode>,
): CustomerNotification {
  const methods = shippingMethodsByCode[shipments.get(downgrade.shippingId) ?? 'standard'];
  const label = (code: string) => methods.find((method) => method.code === code)?.label.en ?? code;
  return {
    code: 'SHP409',
    type: 'warning',
    message: `${label(downgrade.from)} is not available for this shipment: it goes by ${label(downgrade.to)}`,
    details: { shippingId: downgrade.shippingId, from: downgrade.from, to: downgrade.to },
  };
}
