import { z } from 'zod';
import {
  basketId,
  cart,
  cartAddress,
  cartErrors,
  cartItem,
  cartPaymentInstrument,
  cartShipment,
  cartTotals,
  flashMessage,
  paymentInstrumentType,
} from './cart.ts';
import { currency, localeQuery, money, opaqueId, siteLocale } from './common.ts';
import { defineRoute } from './route.ts';

/*
 * Checkout on a cart (spec §7 Cart, §4 checkout): promotions and rewards, delivery,
 * addresses, payment and order placement. The cart model these calls answer is in
 * `./cart.ts`; like every cart call they are declared with their final shape, and the
 * service decides every number.
 */

export const applyCoupon = defineRoute({
  name: 'applyCoupon',
  method: 'PUT',
  path: '/cart/v1/coupon',
  query: localeQuery,
  body: z.object({ basketId, code: z.string().trim().min(1).max(40) }),
  response: cart,
  auth: 'guest',
  errors: [
    ...cartErrors,
    'PRM130',
    'PRM160',
    'PRM135',
    'PRM140',
    'PRM150',
    'PRM155',
    'PRM416',
    'PRM175',
  ],
});

export const removeCoupon = defineRoute({
  name: 'removeCoupon',
  method: 'DELETE',
  path: '/cart/v1/coupon',
  query: localeQuery.extend({ basketId, couponItemId: opaqueId }),
  response: cart,
  auth: 'guest',
  errors: cartErrors,
});

export const setShippingMethod = defineRoute({
  name: 'setShippingMethod',
  method: 'POST',
  path: '/cart/v1/shippingMethod',
  query: localeQuery,
  body: z.object({ basketId, shippingId: opaqueId, code: z.string().min(1).max(40) }),
  response: cart,
  auth: 'guest',
  errors: [...cartErrors, 'SHP404'],
});

const addressBody = z.object({
  shippingId: opaqueId.optional(),
  address: cartAddress.omit({ id: true, approachType: true, main: true }),
  saveToProfile: z.boolean().default(false),
  recaptcha_response: z.string().max(4000).optional(),
});

export const setShippingAddress = defineRoute({
  name: 'setShippingAddress',
  method: 'POST',
  path: '/cart/v2/cart/:basketId/shippingAddress',
  params: z.object({ basketId }),
  query: localeQuery,
  body: addressBody,
  response: cart,
  auth: 'guest',
  errors: [...cartErrors, 'CHK380', 'CHK320', 'SHP500', 'SHP410', 'PAY401', 'AUT403'],
});

export const deleteShippingAddress = defineRoute({
  name: 'deleteShippingAddress',
  method: 'DELETE',
  path: '/cart/v2/cart/:basketId/shippingAddress',
  params: z.object({ basketId }),
  query: localeQuery.extend({ shippingId: opaqueId.optional() }),
  response: cart,
  auth: 'guest',
  errors: cartErrors,
});

export const validateShippingAddress = defineRoute({
  name: 'validateShippingAddress',
  method: 'POST',
  path: '/cart/v1/cart/:basketId/shippingAddress/validation',
  params: z.object({ basketId }),
  query: localeQuery,
  body: z.object({ address: addressBody.shape.address }),
  response: z.object({
    valid: z.boolean(),
    errors: z.array(z.object({ field: z.string(), errorId: z.string() })),
    suggestions: z.array(addressBody.shape.address),
  }),
  auth: 'guest',
  errors: cartErrors,
});

export const setBillingAddress = defineRoute({
  name: 'setBillingAddress',
  method: 'POST',
  path: '/cart/v1/cart/:basketId/billingAddress',
  params: z.object({ basketId }),
  query: localeQuery,
  /** `address` may be left out with `sameAsShipping` (BIL400 when neither is there). */
  body: addressBody.omit({ shippingId: true }).extend({
    address: addressBody.shape.address.optional(),
    sameAsShipping: z.boolean().default(false),
  }),
  response: cart,
  auth: 'guest',
  errors: [...cartErrors, 'BIL400', 'BILL410', 'CHK320', 'PAY401'],
});

export const deleteBillingAddress = defineRoute({
  name: 'deleteBillingAddress',
  method: 'DELETE',
  path: '/cart/v1/cart/:basketId/billingAddress',
  params: z.object({ basketId }),
  query: localeQuery,
  response: cart,
  auth: 'guest',
  errors: cartErrors,
});

export const getPaymentMethods = defineRoute({
  name: 'getPaymentMethods',
  method: 'GET',
  path: '/cart/v1/cart/:basketId/paymentMethods',
  params: z.object({ basketId }),
  query: localeQuery,
  response: z.object({
    paymentMethods: z.array(
      z.object({
        type: paymentInstrumentType,
        label: z.string(),
        enabled: z.boolean(),
        minAmount: money.nullable(),
        maxAmount: money.nullable(),
      }),
    ),
  }),
  auth: 'guest',
  errors: cartErrors,
});

export const getShippingMethods = defineRoute({
  name: 'getShippingMethods',
  method: 'GET',
  path: '/cart/v1/cart/:basketId/shippingMethod/:shippingId',
  params: z.object({ basketId, shippingId: opaqueId }),
  query: localeQuery,
  response: cartShipment,
  auth: 'guest',
  errors: [...cartErrors, 'SHP404'],
});

export const addPaymentInstrument = defineRoute({
  name: 'addPaymentInstrument',
  method: 'POST',
  path: '/cart/v1/cart/:basketId/paymentInstruments',
  params: z.object({ basketId }),
  query: localeQuery,
  body: z.object({
    type: paymentInstrumentType,
    /** Part of the total this instrument covers; omitted = the remaining amount. */
    amount: money.positive().optional(),
    /** Card details go to the gateway sandbox and are never stored (token + last four only). */
    card: z
      .object({
        number: z.string().regex(/^\d{12,19}$/),
        expiryMonth: z.number().int().min(1).max(12),
        expiryYear: z.number().int().min(2000).max(2100),
        cvv: z.string().regex(/^\d{3,4}$/),
        holder: z.string().min(2).max(60),
      })
      .optional(),
    /** A saved card of the consumer's profile. */
    savedCardId: opaqueId.optional(),
    /** Signed in: also save the card to the profile (its token and last four). */
    saveCard: z.boolean().optional(),
    giftCard: z
      .object({ number: z.string().regex(/^\d{12,19}$/), pin: z.string().regex(/^\d{3,8}$/) })
      .optional(),
    /**
     * GIFT_CARD: a gift card the signed-in member saved to the account (its
     * `paymentInstrumentId` in GET payment_instruments), instead of the number and PIN: its PIN
     * was checked when it was saved. Another account's, an unknown one or a guest's: GFC800.
     */
    savedGiftCardId: opaqueId.optional(),
    points: z.number().int().positive().optional(),
    rewardCode: z.string().max(40).optional(),
    /**
     * PAYPAL, KLARNA: the `sessionId` GET paymentSession answered for this cart; refused
     * (PAY400, `details.reason`) when missing, another cart's, expired, or opened for
     * another amount than the cart has left to pay now.
     */
    paymentSessionId: z.string().min(1).max(200).optional(),
    /** PAYPAL, KLARNA: what the provider's widget gave the browser on approval, if any. */
    authorizationToken: z.string().min(1).max(4000).optional(),
    recaptcha_response: z.string().max(4000).optional(),
  }),
  response: cart,
  auth: 'guest',
  errors: [
    ...cartErrors,
    'PYT300',
    'FE309',
    'GFC410',
    'GFC800',
    'GFC700',
    'GFC760',
    'GFC812',
    'GFC725',
    'GFC740',
    'GFC755',
    'GFC400',
    'REW140',
    'REW409',
    'REW130',
    'REW135',
    'REW401',
    'PYT404',
    'PAY400',
    'PYT300',
  ],
});

export const removePaymentInstrument = defineRoute({
  name: 'removePaymentInstrument',
  method: 'DELETE',
  path: '/cart/v1/cart/:basketId/paymentInstruments',
  params: z.object({ basketId }),
  query: localeQuery.extend({ paymentInstrumentId: opaqueId }),
  response: cart,
  auth: 'guest',
  errors: [...cartErrors, 'PYT404'],
});

export const applyReward = defineRoute({
  name: 'applyReward',
  method: 'PUT',
  path: '/cart/v1/cart/:basketId/reward',
  params: z.object({ basketId }),
  query: localeQuery,
  body: z.object({ rewardId: z.string().min(1).max(60), apply: z.boolean() }),
  response: cart,
  auth: 'user',
  errors: [...cartErrors, 'REW401', 'REW130', 'REW135', 'REW140', 'REW409'],
});

export const giftCardBalance = defineRoute({
  name: 'giftCardBalance',
  method: 'POST',
  path: '/cart/v1/giftcard/balance',
  query: localeQuery,
  body: z.object({
    cardNumber: z.string().regex(/^\d{12,19}$/),
    pin: z.string().regex(/^\d{3,8}$/),
    recaptcha_response: z.string().max(4000).optional(),
  }),
  response: z.object({
    last4: z.string().regex(/^\d{4}$/),
    balance: money,
    currency,
    expirationDate: z.iso.date().nullable(),
  }),
  auth: 'guest',
  errors: ['GFC799', 'GFC800', 'GFC700', 'GFC760', 'GFC812', 'GFC725', 'GFC740', 'AUT403'],
});

export const getPaymentSession = defineRoute({
  name: 'getPaymentSession',
  method: 'GET',
  path: '/cart/v1/paymentSession',
  query: localeQuery.extend({ basketId, provider: z.enum(['KLARNA', 'PAYPAL']).default('KLARNA') }),
  response: z.object({
    provider: z.enum(['KLARNA', 'PAYPAL']),
    sessionId: z.string(),
    clientToken: z.string(),
    paymentMethodCategories: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  auth: 'guest',
  errors: [...cartErrors, 'PAY400'],
  description:
    'A session with the buy-now-pay-later provider (spec §7) for what is left to pay (PAY400 when nothing is, or Klarna does not take the order). The service remembers it for the cart with that amount: the PAYPAL or KLARNA instrument sends its `sessionId`, and placing refuses it (PAY400) once the amount changed.',
});

export const prepareOrder = defineRoute({
  name: 'prepareOrder',
  method: 'POST',
  path: '/cart/v1/cart/prepareOrder',
  query: localeQuery,
  body: z.object({ basketId }),
  response: cart,
  auth: 'guest',
  errors: [...cartErrors, 'ORD415', 'TAX309', 'TAX310', 'INV405', 'INV407', 'ORD430'],
  description:
    'Validates stock, prices, addresses and tax before placing the order; problems come back as flash messages.',
});

/** CheckoutOrder placement and patch carry a `channel` header: MAPP in the mobile-app webview, else ECOMM. */
export const orderChannels = ['MAPP', 'ECOMM'] as const;
export const orderChannelHeader = z.object({ channel: z.enum(orderChannels).default('ECOMM') });

/**
 * A part of a placed order's discount, kept as the cart showed it (commerce/cart/summary.ts):
 * one of its order promotions by name, or an associate's adjustment of the whole order by
 * reason. `amount` is positive, in the order's currency.
 */
export const orderDiscount = z.object({
  amount: money,
  promotionName: z.string().nullable(),
  adjustmentReason: z.string().nullable(),
});
export type OrderDiscount = z.infer<typeof orderDiscount>;

export const checkoutOrder = z.object({
  orderNumber: z.string(),
  status: z.enum(['created', 'payment_pending', 'placed', 'failed']),
  createdAt: z.iso.datetime({ offset: true }),
  locale: siteLocale,
  currency,
  items: z.array(cartItem),
  shipments: z.array(
    cartShipment.extend({
      address: cartAddress.nullable(),
      itemIds: z.array(opaqueId),
    }),
  ),
  paymentMethod: z.array(cartPaymentInstrument),
  billingAddress: cartAddress.nullable(),
  flash: z.array(flashMessage),
  totals: cartTotals,
  /** The order discount's parts, as the cart named them (none kept by older orders). */
  orderDiscounts: z.array(orderDiscount).optional(),
  /** Set when the card needs a 3-D Secure challenge (flash PaymentNotAuthorized). */
  challenge: z.object({ url: z.string(), transactionId: z.string() }).nullable(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrder>;

export const placeOrder = defineRoute({
  name: 'placeOrder',
  method: 'PUT',
  path: '/cart/v2/checkout/order',
  query: localeQuery,
  body: z.object({
    basketId,
    recaptcha_response: z.string().max(4000),
    billingAddress: addressBody.shape.address.optional(),
    paymentInstrumentId: opaqueId.optional(),
    deviceFingerPrint: z.string().max(200).optional(),
  }),
  headers: orderChannelHeader,
  response: checkoutOrder,
  successStatus: 201,
  auth: 'guest',
  errors: [
    ...cartErrors,
    'AUT403',
    'PYT402',
    'PYT400',
    'PAY400',
    'PAY401',
    'BIL400',
    'ORD415',
    'INV405',
    'INV407',
    'ORD516',
    'ORD517',
    'ORD518',
    'ORD430',
    'INV700',
    'INV406',
    'CHK380',
    'CHK320',
    'BILL410',
    'TAX309',
    'TAX310',
    'GFC740',
    'REW140',
    'REW401',
    // A code on the cart spent meanwhile, ended since it was applied, or not the buyer's.
    'PRM150',
    'PRM155',
    'PRM130',
    'GFO400',
  ],
  description:
    'Header `channel` (orderChannelHeader). The cart is reset after the order is placed. A digital gift card line needs its gift option (GFO400); each unit is issued as a gift card mailed to the recipient.',
});

export const patchOrder = defineRoute({
  name: 'patchOrder',
  method: 'PATCH',
  path: '/cart/v2/checkout/order/:orderNumber',
  params: z.object({ orderNumber: opaqueId }),
  query: localeQuery,
  body: z.object({
    transactionId: z.string().max(200),
    /** The 3-D Secure result the challenge page posted back. */
    result: z.enum(['authenticated', 'failed', 'cancelled']),
  }),
  headers: orderChannelHeader,
  response: checkoutOrder,
  auth: 'guest',
  errors: ['ORD409', 'PAY400'],
  description: 'Completes a 3-D Secure challenge.',
});

export const sendDeviceFingerPrint = defineRoute({
  name: 'sendDeviceFingerPrint',
  method: 'POST',
  path: '/cart/v1/deviceFingerPrint',
  query: localeQuery,
  body: z.object({ basketId, fingerPrint: z.string().min(1).max(200) }),
  response: z.object({ basketId }),
  auth: 'guest',
  errors: cartErrors,
});

/** Every checkout call of spec §7 Cart (spread into `routes` of `./index.ts`). */
export const checkoutRoutes = {
  applyCoupon,
  removeCoupon,
  setShippingMethod,
  setShippingAddress,
  deleteShippingAddress,
  validateShippingAddress,
  setBillingAddress,
  deleteBillingAddress,
  getPaymentMethods,
  getShippingMethods,
  addPaymentInstrument,
  removePaymentInstrument,
  applyReward,
  giftCardBalance,
  getPaymentSession,
  prepareOrder,
  placeOrder,
  patchOrder,
  sendDeviceFingerPrint,
} as const;
