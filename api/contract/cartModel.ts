import { z } from 'zod';
import { currency, isoDate, money, opaqueId, productId, siteLocale } from './common.ts';
import { productImage } from './products.ts';
import { storeAddress } from './stores.ts';

/*
 * The cart model (spec §3 Cart, Cart item, Address; §8 flash messages): what every cart call
 * answers, declared with its final shape so promotions, gift cards, checkout and payments
 * fill in fields rather than change them. The calls are in `./cart.ts` and `./checkout.ts`.
 *
 * Money is a decimal number in the currency's major unit (all four currencies have cents),
 * computed in integer minor units by the service. Totals (all in `currency`):
 * - itemTotal        Σ current unit price × qty (merchandise before promotions)
 * - itemSubTotal     itemTotal − item-level promotion discounts
 * - totalDiscount    item-level + order-level promotion discounts (+ associate adjustments)
 * - shipping         shipping charged after shipping promotions
 * - totalWithoutTax  itemTotal − totalDiscount + shipping (= netAmount)
 * - tax, taxAmount   tax charged on top (0 until checkout computes it for the address)
 * - total            totalWithoutTax + tax
 * - remainingToPay   total − what gift cards, loyalty points and rewards already cover
 * - totalDiscountPercentage  totalDiscount / itemTotal × 100, rounded to 1 decimal (spec §9)
 * - totalUnits       Σ qty; `totalItems` on the cart is the same count (the mini-cart badge)
 */

/** Spec §9: item default qty 1, default max 999999. */
export const DEFAULT_ITEM_QTY = 1;
export const DEFAULT_MAX_QTY = 999_999;
/** Lines one request may add at once (cartWithItem, upsell "complete the look"). */
export const MAX_ITEMS_PER_REQUEST = 20;

export const basketId = opaqueId;
export const cartQuantity = z.number().int().min(1).max(DEFAULT_MAX_QTY);

/** Spec §3 shipping codes: pickup, pudo, sts (ship to store), digital, customs, standard, me. */
export const shippingCodes = [
  'pickup',
  'pudo',
  'sts',
  'digital',
  'customs',
  'standard',
  'me',
] as const;
export const shippingCode = z.enum(shippingCodes);
export type ShippingCode = z.infer<typeof shippingCode>;

/** Spec §3 payment instrument types. */
export const paymentInstrumentTypes = [
  'CREDIT_CARD',
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'ATHLETES_PAYMENT',
  'KLARNA',
  'PAYPAL',
  'REWARD_CODE',
  'REWARD_CARD',
] as const;
export const paymentInstrumentType = z.enum(paymentInstrumentTypes);

/** Spec §8 flash codes the client knows, and the server detail types. */
export const flashCodes = [
  'ProductLineItemInventoryMissing',
  'ProductItemNotAvailable',
  'ProductLineItemFullInventoryMissing',
  'InvalidShippingAddress',
  'PaymentNotAuthorized',
] as const;
export const flashDetailTypes = ['ProductItemMaxQuantity', 'ProductItemRequired'] as const;

export const promotionLevels = ['ORDER', 'PRODUCT', 'SHIPPING'] as const;
export const promotionLevel = z.enum(promotionLevels);

/** Spec §8 flash message: code, type, details (item, quantities …). */
export const flashMessage = z.object({
  code: z.string(),
  type: z.string(),
  message: z.string().optional(),
  details: z.record(z.string(), z.unknown()),
});
export type FlashMessage = z.infer<typeof flashMessage>;

/** Notices the server raises for the shopper (delivery method changed, ORD516/517/518 …). */
export const customerNotification = z.object({
  code: z.string(),
  type: z.enum(['info', 'warning', 'error']),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/** Spec §3 Cart item price. Unit prices (current, original, high…) and line amounts. */
export const cartItemPrice = z.object({
  /** Unit selling price. */
  current: money,
  /** Unit list price before markdown. */
  original: money,
  highCurrent: money,
  highOriginal: money,
  /** current × qty. */
  rowTotal: money,
  /** original × qty. */
  amount: money,
  /** rowTotal − item-level promotion discounts. */
  priceAfterItemDiscount: money,
  /** priceAfterItemDiscount − this line's share of order-level discounts. */
  priceAfterOrderDiscount: money,
});
export type CartItemPrice = z.infer<typeof cartItemPrice>;

/** Ours (beside spec §3's deliveryTime): the first and last day the method delivers. */
export const arrivalWindow = z.object({ earliest: isoDate, latest: isoDate });
export type ArrivalWindow = z.infer<typeof arrivalWindow>;

export const cartShippingMethod = z.object({
  code: z.string(),
  label: z.string(),
  deliveryTime: z.string(),
  /** Counted from the order's day on the site's calendar; none for pickup or e-mail. */
  arrival: arrivalWindow.nullable().optional(),
});

export const cartGiftOption = z.object({
  email: z.email().max(100),
  to: z.string().min(1).max(60),
  message: z.string().min(1).max(250),
});

export const cartProductPromotion = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  calloutMessage: z.string(),
  discount: money,
});

export const cartItem = z.object({
  /** itemId: the line. */
  id: opaqueId,
  /** The sku. */
  productId: productId,
  /** The product (style) the sku belongs to. */
  masterId: productId,
  qty: cartQuantity,
  /** Most this line may hold: min(per-item limit, stock), default 999999 (spec §9). */
  maxQty: z.number().int().min(0).max(DEFAULT_MAX_QTY),
  upc: z.string().nullable(),
  name: z.string(),
  /** `/{locale}/p/{slug}-{productId}`. */
  pdpUrl: z.string(),
  image: productImage.nullable(),
  price: cartItemPrice,
  taxTotal: money,
  /** A free bonus product of a promotion. */
  bonus: z.boolean(),
  isCustoms: z.boolean(),
  recipeId: z.string().nullable(),
  shippingOptions: z.object({
    selected: shippingCode,
    available: z.array(shippingCode),
    shippingMethod: cartShippingMethod.nullable(),
    /**
     * The place `storeId` names: the store of pickup and ship to store, the collection point
     * (or store) of pudo, with the name and address the shopper is shown; both null when
     * the place is gone (or an order placed before they were sent: defaults). `storeInventory`:
     * the pickup store's units of the sku.
     */
    storeInfo: z
      .object({
        id: z.string(),
        storeInventory: z.number().int().min(0),
        name: z.string().nullable().default(null),
        address: storeAddress.nullable().default(null),
      })
      .nullable(),
  }),
  giftOption: cartGiftOption.nullable(),
  isDigitalProduct: z.boolean(),
  productPromotions: z.array(cartProductPromotion),
  rating: z.object({ score: z.number().min(0).max(5), reviewsCount: z.number().int() }).nullable(),
  /** Variation attributes of the sku: `{ id: 'color', label: 'Color', value: 'Forest' }`. */
  attributes: z.array(z.object({ id: z.string(), label: z.string(), value: z.string() })),
  badge: z.string().nullable(),
  eyebrow: z.string().nullable(),
  /** The product's other skus, for changing size or colour in the cart. */
  variants: z.array(
    z.object({
      productId: productId,
      attributes: z.record(z.string(), z.string()),
      available: z.boolean(),
    }),
  ),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartAppliedReward = z.object({
  rewardId: z.string(),
  label: z.string(),
  amount: money,
});

export const cartTotals = z.object({
  total: money,
  totalDiscount: money,
  itemTotal: money,
  totalWithoutTax: money,
  shipping: money,
  tax: money,
  totalDiscountPercentage: z.number().min(0).max(100),
  remainingToPay: money,
  currency,
  totalUnits: z.number().int().min(0),
  itemSubTotal: money,
  netAmount: money,
  taxAmount: money,
  appliedRewards: z.array(cartAppliedReward),
});
export type CartTotals = z.infer<typeof cartTotals>;

export const cartPaymentInstrument = z.object({
  /** paymentInstrumentId. */
  id: opaqueId,
  type: paymentInstrumentType,
  amount: money,
  /** Card brand, "Gift card ••1234", "2,000 points" … for display. */
  label: z.string(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string().regex(/^\d{4}$/),
      expiryMonth: z.number().int().min(1).max(12),
      expiryYear: z.number().int().min(2000).max(2100),
      holder: z.string(),
    })
    .nullable(),
  giftCard: z.object({ last4: z.string().regex(/^\d{4}$/), balance: money }).nullable(),
  points: z.number().int().min(0).nullable(),
});
export type CartPaymentInstrument = z.infer<typeof cartPaymentInstrument>;

export const applicableShippingMethod = cartShippingMethod.extend({
  price: money,
  selected: z.boolean(),
});

/** Spec §3 shippingMethods: one entry per cartShipment. */
export const cartShipment = z.object({
  shippingId: opaqueId,
  code: shippingCode,
  applicableShippingMethods: z.array(applicableShippingMethod),
});

export const cartCouponItem = z.object({
  /** couponItemId, what DELETE /cart/v1/coupon takes. */
  id: opaqueId,
  code: z.string(),
  status: z.enum(['applied', 'not_applied']),
  /** PRM… errorId when the coupon is kept but does not apply now. */
  statusCode: z.string().nullable(),
  promotions: z.array(cartProductPromotion.omit({ discount: true })),
});

export const cartOrderPromotion = cartProductPromotion;

/** Spec §3 promoSummary entry (approaching promotions: callout "default|approaching|earned"). */
export const promoSummaryEntry = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  level: promotionLevel,
  calloutMessage: z.string(),
  approachingDisplayLevel: z.string().nullable(),
  distanceFromConditionThreshold: money.nullable(),
});

/** An in-store associate's manual price adjustment. */
export const cartPriceAdjustment = z.object({
  adjustmentId: opaqueId,
  /** null for an order-level adjustment. */
  itemId: opaqueId.nullable(),
  discountType: z.enum(['amount', 'percentage']),
  value: z.number().min(0),
  amount: money,
  reasonCode: z.string(),
});
export type CartPriceAdjustment = z.infer<typeof cartPriceAdjustment>;

/** Spec §3 Address (shipping S / billing B). */
export const cartAddress = z.object({
  id: opaqueId.nullable(),
  approachType: z.enum(['S', 'B']),
  main: z.boolean(),
  firstName: z.string().min(2).max(30),
  lastName: z.string().min(2).max(30),
  addressLine1: z.string().min(1).max(30),
  addressLine2: z.string().max(30).optional(),
  city: z.string().min(1).max(30),
  country: z.string().length(2),
  postalCode: z.string().min(1).max(12),
  province: z.string().max(30).optional(),
  email: z.email().max(100),
  /** Required: the service answers SHP410 (shipping) or BILL410 (billing) without one. */
  phone: z.string().max(20),
});
export type CartAddress = z.infer<typeof cartAddress>;

export const cart = z.object({
  /** basketId. */
  id: basketId,
  locale: siteLocale,
  currency,
  items: z.array(cartItem),
  totalItems: z.number().int().min(0),
  totals: cartTotals,
  payment_instruments: z.array(cartPaymentInstrument),
  shippingMethods: z.array(cartShipment),
  couponItems: z.array(cartCouponItem),
  orderPromotions: z.array(cartOrderPromotion),
  promoSummary: z.array(promoSummaryEntry),
  priceAdjustments: z.array(cartPriceAdjustment),
  shippingAddress: cartAddress.nullable(),
  billingAddress: cartAddress.nullable(),
  flash: z.array(flashMessage),
  customerNotifications: z.array(customerNotification),
});
export type Cart = z.infer<typeof cart>;
