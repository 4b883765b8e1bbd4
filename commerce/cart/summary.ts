import type { Cart } from '#api/contract/cart.ts';
import type { CheckoutOrder, OrderDiscount } from '#api/contract/checkout.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import type { ConsumerOrder } from '#api/contract/orders.ts';
import { siteOf } from '../catalogue/site.ts';
import { pricesIncludeTax, shipmentCharged } from './delivery.ts';

/*
 * The one presentation of a cart's or an order's money (issue 46), on the cart page, every
 * checkout step, the confirmation, the order mail, the account's order and the invoice:
 * - each line at its price after its own promotions and adjustments (`linePrice`);
 * - the subtotal, the sum of those lines (itemSubTotal);
 * - the order's discounts (its promotion, an associate's adjustment of the whole order) as
 *   negative rows, one for each where the cart names them, else one;
 * - shipping whenever it is in the total (a home delivery is charged once there is an
 *   address: until then it is said to come with it);
 * - sales tax where it is charged on top (US, CA); where prices include VAT, no tax row
 *   but a total "incl. VAT";
 * - the total.
 * Every amount is the service's; these rules only say which one is shown where, so the rows
 * shown always add up to the total shown. The order discount is what the service's totals
 * leave between the subtotal, shipping, tax and total.
 */

export type SummaryRow =
  /** Σ `linePrice` of the lines. */
  | { kind: 'subtotal'; amount: number; units: number }
  /** Negative; what it is where the cart knows: a promotion's name, an adjustment's reason. */
  | {
      kind: 'discount';
      amount: number;
      promotion: string | null;
      adjustmentReason: string | null;
    }
  /** `pending`: a home delivery is charged once there is an address (`amount` is the rest). */
  | { kind: 'shipping'; amount: number; pending: boolean }
  /** Sales tax charged on top; `pending` until there is an address to tax. */
  | { kind: 'tax'; amount: number; pending: boolean }
  /** `estimated`: shipping or tax still to come; `vatIncluded`: the prices include VAT. */
  | { kind: 'total'; amount: number; estimated: boolean; vatIncluded: boolean }
  /** After the total, a cart's: what gift cards, points and rewards cover (negative). */
  | { kind: 'paid'; amount: number }
  /** …and what is left to pay. */
  | { kind: 'remaining'; amount: number };

export type SummaryKind = SummaryRow['kind'];

/** What the rows are made of: the service's totals and what is not known yet. */
export interface SummaryFacts {
  /** The site of the cart or order: whether its prices include VAT. */
  locale: SiteLocale;
  units: number;
  itemSubTotal: number;
  shipping: number;
  tax: number;
  total: number;
  /** A home delivery waits for the address. @default false */
  shippingPending?: boolean;
  /** Sales tax waits for the address. @default false */
  taxPending?: boolean;
  /** What makes up the order's discount, where known (positive amounts). @default [] */
  discounts?: readonly OrderDiscountPart[];
  /** What is left once gift cards, points and rewards are counted (a cart's). */
  remainingToPay?: number;
}

/** A part of the order's discount: its promotion, or an associate's adjustment of the order. */
export interface OrderDiscountPart {
  amount: number;
  promotion?: string;
  adjustmentReason?: string;
}

const minor = (major: number) => Math.round(major * 100);
const major = (minorUnits: number) => minorUnits / 100;

/** The price a line shows beside the subtotal: after its own promotions, before the order's. */
export function linePrice(item: { price: { priceAfterItemDiscount: number } }): number {
  return item.price.priceAfterItemDiscount;
}

/** The rows of a summary, in the order every surface shows them. */
export function summaryRows(facts: SummaryFacts): SummaryRow[] {
  const shippingPending = facts.shippingPending ?? false;
  const vatIncluded = pricesIncludeTax(siteOf(facts.locale).country) && facts.tax === 0;
  const taxPending = !vatIncluded && (facts.taxPending ?? false);
  const discount =
    minor(facts.itemSubTotal) + minor(facts.shipping) + minor(facts.tax) - minor(facts.total);
  const rows: SummaryRow[] = [{ kind: 'subtotal', amount: facts.itemSubTotal, units: facts.units }];
  const parts = facts.discounts ?? [];
  const named = parts.reduce((sum, part) => sum + minor(part.amount), 0) === discount;
  if (discount !== 0 && parts.length > 0 && named) {
    for (const part of parts) {
      rows.push({
        kind: 'discount',
        amount: major(-minor(part.amount)),
        promotion: part.promotion ?? null,
        adjustmentReason: part.adjustmentReason ?? null,
      });
    }
  } else if (discount !== 0) {
    // The parts do not make the whole (none known, or capped): one row, the promotions named.
    const names = parts.flatMap((part) => (part.promotion ? [part.promotion] : []));
    rows.push({
      kind: 'discount',
      amount: major(-discount),
      promotion: names.length > 0 ? names.join(', ') : null,
      adjustmentReason: null,
    });
  }
  rows.push({ kind: 'shipping', amount: facts.shipping, pending: shippingPending });
  if (!vatIncluded) rows.push({ kind: 'tax', amount: facts.tax, pending: taxPending });
  rows.push({
    kind: 'total',
    amount: facts.total,
    estimated: shippingPending || taxPending,
    vatIncluded,
  });
  const remaining = facts.remainingToPay;
  if (remaining !== undefined && minor(remaining) < minor(facts.total)) {
    rows.push(
      { kind: 'paid', amount: major(minor(remaining) - minor(facts.total)) },
      { kind: 'remaining', amount: remaining },
    );
  }
  return rows;
}

/**
 * What makes up a cart's order discount: each order promotion by its name, each
 * associate's adjustment of the whole order by its reason, in the order the cart lists
 * them. Kept on the order when it is placed (commerce/cart/order.ts), so that the
 * confirmation, the mail, the account's order and the invoice name the rows as the cart did.
 */
export function orderDiscountsOf(
  cart: Pick<Cart, 'orderPromotions' | 'priceAdjustments'>,
): OrderDiscount[] {
  return [
    ...cart.orderPromotions.map((promotion) => ({
      amount: promotion.discount,
      promotionName: promotion.promotionName,
      adjustmentReason: null,
    })),
    ...cart.priceAdjustments.flatMap((adjustment) =>
      adjustment.itemId === null
        ? [
            {
              amount: adjustment.amount,
              promotionName: null,
              adjustmentReason: adjustment.reasonCode,
            },
          ]
        : [],
    ),
  ];
}

/** An order's kept discounts as the parts of its summary (none for an order that kept none). */
function partsOf(discounts: readonly OrderDiscount[] | undefined): OrderDiscountPart[] {
  return (discounts ?? []).map((discount) => ({
    amount: discount.amount,
    ...(discount.promotionName !== null ? { promotion: discount.promotionName } : {}),
    ...(discount.adjustmentReason !== null ? { adjustmentReason: discount.adjustmentReason } : {}),
  }));
}

/**
 * A cart's rows: home delivery and sales tax come with the shipping address (the cart view
 * charges them from it), what gift cards and rewards cover after the total.
 */
export function cartSummaryRows(cart: Cart): SummaryRow[] {
  const addressed = cart.shippingAddress !== null;
  return summaryRows({
    locale: cart.locale,
    units: cart.totals.totalUnits,
    itemSubTotal: cart.totals.itemSubTotal,
    shipping: cart.totals.shipping,
    tax: cart.totals.tax,
    total: cart.totals.total,
    shippingPending: cart.shippingMethods.some((s) => !shipmentCharged(s.code, addressed)),
    taxPending: !addressed,
    discounts: partsOf(orderDiscountsOf(cart)),
    remainingToPay: cart.totals.remainingToPay,
  });
}

/**
 * A placed order's rows, as placeOrder answers it: everything known, its payments beside,
 * its discounts named as the cart named them.
 */
export function placedOrderSummaryRows(order: CheckoutOrder): SummaryRow[] {
  return summaryRows({
    locale: order.locale,
    units: order.totals.totalUnits,
    itemSubTotal: order.totals.itemSubTotal,
    shipping: order.totals.shipping,
    tax: order.totals.tax,
    total: order.totals.total,
    discounts: partsOf(order.orderDiscounts),
  });
}

/** An account's order's rows (order detail, order status, invoice). */
export function consumerOrderSummaryRows(order: ConsumerOrder): SummaryRow[] {
  return summaryRows({
    locale: order.locale,
    units: order.items.reduce((units, item) => units + item.qty, 0),
    itemSubTotal: order.totals.itemSubTotal,
    shipping: order.totals.shipping,
    tax: order.totals.tax,
    total: order.totals.total,
    discounts: partsOf(order.orderDiscounts),
  });
}
