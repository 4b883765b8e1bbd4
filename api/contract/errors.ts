/**
 * The error catalogue of spec §8 as data. Every server code the service can answer with,
 * the client error name the storefront switches on, the HTTP status and the i18n key of
 * its message (`i18n/resources/<lang>/errors.json`, keyed by the code).
 *
 * Names: the spec's own client names where §8 gives one (CART_NOT_FOUND, ITEM_OOS, …),
 * otherwise an UPPER_SNAKE name derived from the spec's summary. Codes the spec writes as
 * ranges (ORD516/517/518, GFC800/700/760, INV405/407 …) are separate entries; codes that
 * mean the same thing to a shopper share a name (the four invalid-credentials codes).
 */

interface ErrorTableEntry {
  /** Client error name (spec §8 "Client handling by error id"). */
  readonly name: string;
  readonly status: number;
  /** The spec's own words for the code. */
  readonly summary: string;
  /** `cairn` for codes this service adds beyond spec §8. */
  readonly origin?: 'cairn';
}

const table = {
  // Customer, cart, order
  AUT498: { name: 'INVALID_CUSTOMER', status: 401, summary: 'invalid customer' },
  PRC400: { name: 'INVALID_PRICE', status: 400, summary: 'invalid price' },
  ORD430: { name: 'ITEM_NO_LONGER_AVAILABLE', status: 409, summary: 'item no longer available' },
  BSK404: { name: 'CART_NOT_FOUND', status: 404, summary: 'cart not found' },
  ORD516: {
    name: 'ORDER_TYPE_CONVERTED_TO_SHIP_TO_HOME',
    status: 409,
    summary: 'order type conversion: delivery changed to ship to home',
  },
  ORD517: {
    name: 'ORDER_TYPE_CONVERTED_TO_SHIP_TO_STORE',
    status: 409,
    summary: 'order type conversion: delivery changed to ship to store',
  },
  ORD518: {
    name: 'ORDER_TYPE_CONVERTED_TO_PICKUP',
    status: 409,
    summary: 'order type conversion: delivery changed to pickup in store',
  },
  INV701: { name: 'NO_INVENTORY', status: 409, summary: 'no inventory' },
  INV702: { name: 'NO_PRICE', status: 409, summary: 'no price' },
  GFS800: { name: 'GIFT_NOT_AVAILABLE', status: 409, summary: 'gift not available' },
  SHP404: {
    name: 'SHIPPING_METHOD_UNAVAILABLE',
    status: 404,
    summary: 'shipping method unavailable',
  },
  ORD404: { name: 'ITEM_NOT_AVAILABLE', status: 404, summary: 'item not available' },
  INV700: { name: 'ITEM_OOS', status: 409, summary: 'out of stock' },
  INV406: { name: 'ITEMS_OOS', status: 409, summary: 'items out of stock' },
  // Gift cards
  GFC410: { name: 'GC_MAX_LIMIT', status: 409, summary: 'max gift card limit' },
  // Answered when gift card checks are over their limit (per address, per session): a 429.
  GFC799: { name: 'GC_BALANCE_CHECK_ERROR', status: 429, summary: 'balance check error' },
  GFC800: { name: 'GC_INVALID2', status: 400, summary: 'gift card invalid' },
  GFC700: { name: 'GC_INVALID2', status: 400, summary: 'gift card invalid' },
  GFC760: { name: 'GC_INVALID2', status: 400, summary: 'gift card invalid' },
  GFC812: { name: 'GC_EXPIRED', status: 400, summary: 'gift card expired' },
  GFC725: { name: 'GC_NOT_ALLOWED', status: 400, summary: 'gift card not allowed' },
  GFC740: { name: 'GC_ZERO_BALANCE', status: 400, summary: 'gift card zero balance' },
  GFC755: { name: 'GC_ALREADY_APPLIED', status: 409, summary: 'gift card already applied' },
  GFC400: { name: 'GC_MISSING_CODE', status: 400, summary: 'gift card missing code' },
  // Payment
  FE309: { name: 'CC_EXPIRY_DATE_INVALID', status: 400, summary: 'card expiry invalid' },
  PYT402: {
    name: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    status: 402,
    summary: 'fraud verification',
  },
  PYT404: { name: 'PAYMENT_INSTRUMENT_NOT_FOUND', status: 404, summary: 'instrument not found' },
  PYT300: { name: 'CC_ALREADY_EXISTS', status: 409, summary: 'card exists' },
  PYT405: { name: 'ADDRESS_NOT_FOUND', status: 404, summary: 'address not found' },
  PYT406: {
    name: 'PAYMENT_ADDRESS_FIELDS_MISSING',
    status: 400,
    summary: 'address fields missing',
  },
  PYT400: { name: 'PAYMENT_NOT_ENOUGH', status: 400, summary: 'payment not enough' },
  BIL400: { name: 'BILLING_ADDRESS_MISSING', status: 400, summary: 'billing address missing' },
  BILL410: { name: 'BILLING_PHONE_MISSING', status: 400, summary: 'billing phone missing' },
  PAY400: { name: 'PAYMENT_ERROR', status: 402, summary: 'payment error' },
  PAY401: { name: 'CANT_SHIP_THERE', status: 400, summary: 'cannot ship there' },
  // Tax, totals, inventory
  TAX309: { name: 'TAX_CALCULATION_FAILED', status: 502, summary: 'tax failed' },
  TAX310: { name: 'TAX_UPDATED', status: 409, summary: 'tax updated' },
  ORD415: { name: 'ORDER_TOTALS_FAILED', status: 409, summary: 'totals failed' },
  // Placing an order (commerce/checkout/orders.ts orderableVerdict), the several-lines
  // forms of ORD430 and INV700: INV405 several lines gone from sale (no product or price,
  // flash ProductItemNotAvailable); INV407 several lines short of stock where some still
  // have units, fewer than chosen (all sold out: INV406). prepareOrder flags both as flash.
  INV405: { name: 'ITEMS_NO_LONGER_AVAILABLE', status: 409, summary: 'items no longer available' },
  INV407: { name: 'ITEMS_NO_LONGER_AVAILABLE', status: 409, summary: 'items no longer available' },
  INV409: {
    name: 'SOME_PRODUCTS_NO_INVENTORY',
    status: 409,
    summary: 'some products no inventory',
  },
  INV408: { name: 'ADDED_MAX_QUANTITY', status: 409, summary: 'max quantity added' },
  // Promotions
  PRM130: { name: 'PROMO_INVALID', status: 400, summary: 'promo invalid' },
  PRM160: { name: 'PROMO_INVALID', status: 400, summary: 'promo invalid' },
  PRM135: { name: 'PROMO_NOT_AVAILABLE_NOW', status: 400, summary: 'promo not available now' },
  PRM140: { name: 'PROMO_LIMIT_EXCEEDED', status: 409, summary: 'promo limit exceeded' },
  PRM150: { name: 'PROMO_ALREADY_REDEEMED', status: 409, summary: 'promo already redeemed' },
  PRM155: { name: 'PROMO_EXPIRED', status: 400, summary: 'promo expired' },
  PRM416: { name: 'PROMO_ALREADY_APPLIED', status: 409, summary: 'promo already applied' },
  PRM175: { name: 'PROMO_FAILED', status: 400, summary: 'promo fail' },
  // Addresses, shipping, gifts
  CHK380: { name: 'SHIPPING_ADDRESS_INVALID', status: 400, summary: 'shipping address invalid' },
  CHK320: { name: 'ADDRESS_INVALID', status: 400, summary: 'address invalid' },
  SHP500: { name: 'SHIPPING_POBOX_UNAVAILABLE', status: 400, summary: 'PO box unavailable' },
  SHP410: { name: 'SHIPPING_PHONE_MISSING', status: 400, summary: 'phone empty' },
  // A gift option set on (or taken off) a gift-with-purchase line, which holds none
  // (commerce/cart/gifts.ts giftLineChangeRefusal); any other change of it is GWP403.
  GFO404: { name: 'GIFT_OPTION_UNAVAILABLE', status: 404, summary: 'gift unavailable' },
  // Not answered: every line but a gift with purchase may take a gift option, and the
  // gift card (digital) lines need theirs (GFO400); there is no line it does not apply to.
  GFO405: {
    name: 'GIFT_CARD_NOT_APPLICABLE',
    status: 400,
    summary: 'gift card not applicable',
  },
  GWP403: { name: 'GWP_PRODUCT', status: 409, summary: 'gift-with-purchase product' },
  // Rewards, lists
  REW401: { name: 'REWARD_NOT_AUTHENTICATED', status: 401, summary: 'reward not authenticated' },
  REW130: { name: 'REWARD_NON_LOYALTY', status: 403, summary: 'non-loyalty' },
  REW135: {
    name: 'REWARD_LOYALTY_NOT_CONFIRMED',
    status: 403,
    summary: 'loyalty not confirmed',
  },
  REW140: {
    name: 'REWARD_INSUFFICIENT_BALANCE',
    status: 409,
    summary: 'insufficient balance',
  },
  PLP400: { name: 'LIST_PRODUCT_NOT_FOUND', status: 404, summary: 'list product not found' },
  // Profile
  PRO412: { name: 'PROFILE_UPDATE_FAILED', status: 400, summary: 'profile update fail' },
  PRO418: { name: 'PROFILE_UPDATE_FAILED', status: 400, summary: 'profile update fail' },
  PRO414: {
    name: 'BILLING_ADDRESS_DELETE_FAILED',
    status: 409,
    summary: 'billing address delete',
  },
  PRO415: { name: 'PASSWORD_CHANGE_FAILED', status: 400, summary: 'password change fail' },
  PRO404: { name: 'PROFILE_NOT_FOUND', status: 404, summary: 'profile not found' },
  PRO410: { name: 'INVALID_AGE', status: 400, summary: 'invalid age' },
  PRO411: { name: 'MISSING_BIRTHDATE', status: 400, summary: 'missing birthdate' },
  PRO400: { name: 'LOGIN_IN_USE', status: 409, summary: 'login in use' },
  FE340: { name: 'PASSWORDS_DO_NOT_MATCH', status: 400, summary: 'passwords do not match' },
  FE872: { name: 'PASSWORD_TOO_SHORT', status: 400, summary: 'password too short' },
  CCA400: { name: 'ADDRESS_ALREADY_EXISTS', status: 409, summary: 'address exists' },
  CCA401: { name: 'INVALID_ADDRESS_ID', status: 404, summary: 'invalid address id' },
  CCN404: { name: 'UNKNOWN_CUSTOMER', status: 404, summary: 'unknown customer' },
  // Orders
  OHS4004: { name: 'ORDER_NOT_FOUND', status: 404, summary: 'order not found' },
  ORD409: { name: 'ORDER_NOT_FOUND', status: 404, summary: 'order not found' },
  ORD400: { name: 'ORDER_INVALID_EMAIL', status: 400, summary: 'order invalid email' },
  // Authentication
  // The invalid credentials, none of which tells whether an account exists: AUT401 a
  // sign-in's email and password (unknown email and wrong password alike) and an
  // associate's store, employee and password; then the token exchange of a sign-in's
  // code, which only the right password obtains (commerce/consumer/authorization.ts):
  // AUT418 the code was used already, AUT437 its PKCE verifier does not match, AUT438 the
  // password changed after that sign-in (unknown or expired codes: AUT404).
  AUT401: { name: 'INVALID_CREDENTIALS', status: 401, summary: 'invalid credentials' },
  AUT418: { name: 'INVALID_CREDENTIALS', status: 401, summary: 'invalid credentials' },
  AUT437: { name: 'INVALID_CREDENTIALS', status: 401, summary: 'invalid credentials' },
  AUT438: { name: 'INVALID_CREDENTIALS', status: 401, summary: 'invalid credentials' },
  AUT439: { name: 'LOGIN_IN_USE2', status: 409, summary: 'login in use' },
  // Not answered: the service keeps one list of accounts for every brand and site, and no
  // sign-in or token call names one (an unknown site locale is API400 by the contract).
  AUT440: { name: 'CUSTOMER_LIST_UNKNOWN', status: 400, summary: 'customer list unknown' },
  AUT450: {
    name: 'CURRENT_PASSWORD_INCORRECT',
    status: 400,
    summary: 'current password incorrect',
  },
  AUT451: {
    name: 'SAME_AS_PREVIOUS_PASSWORD',
    status: 400,
    summary: 'same as previous password',
  },
  AUT452: {
    name: 'SAME_AS_PREVIOUS_PASSWORD',
    status: 400,
    summary: 'same as previous password',
  },
  AUT453: { name: 'INVALID_EMAIL_FORMAT', status: 400, summary: 'invalid email format' },
  // The loyalty calls for an enrolled profile without its member record (member id):
  // commerce/checkout/loyalty.ts loyaltyCallVerdict.
  '4044': { name: 'LOYALTY_MEMBER_NOT_FOUND', status: 404, summary: 'loyalty member not found' },
  AUT423: { name: 'USER_LOCKED', status: 429, summary: 'user locked' },
  AUT441: { name: 'ACCOUNT_LOCKED', status: 423, summary: 'account locked' },
  AUT426: { name: 'LAST_LOGIN_ATTEMPT', status: 401, summary: 'last login attempt' },
  AUT444: { name: 'PHONE_NUMBER_ALREADY_IN_USE', status: 409, summary: 'phone in use' },
  AUT442: { name: 'PHONE_NUMBER_ALREADY_IN_USE2', status: 409, summary: 'phone in use' },
  AUT409: { name: 'DUPLICATED_TOKEN', status: 409, summary: 'duplicated token' },
  AUT404: { name: 'CANNOT_AUTHORIZE', status: 401, summary: 'cannot authorize' },
  // A sign-in, code exchange or associate login whose database is out of reach for a
  // moment (where any other call answers API503), with Retry-After: server/auth/index.ts.
  AUT500: { name: 'LOGIN_SYSTEM_ERROR', status: 503, summary: 'login system error' },
  AUT432: { name: 'AUTHORIZATION_FAILED', status: 401, summary: 'authorization fail' },
  API400: { name: 'BAD_REQUEST', status: 400, summary: 'missing client id' },
  AUT402: { name: 'RESET_LINK_EXPIRED', status: 410, summary: 'reset link expired' },
  AUT403: { name: 'CAPTCHA_FAILED', status: 403, summary: 'captcha fail' },
  // General and API
  GEN500: { name: 'GENERAL_ERROR', status: 500, summary: 'general' },
  API404: { name: 'NOT_FOUND', status: 404, summary: 'API error: not found' },
  API405: { name: 'METHOD_NOT_ALLOWED', status: 405, summary: 'API error: method not allowed' },
  API406: { name: 'NOT_ACCEPTABLE', status: 406, summary: 'API error: not acceptable' },
  API415: {
    name: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    summary: 'API error: unsupported media type',
  },
  STR404: { name: 'STORE_NOT_FOUND', status: 404, summary: 'employee store not found' },
  // A return label not made for a reason not the request's (its mail not queued, the
  // database failing): nothing recorded, try again (server/orders/service.ts).
  RTN500: { name: 'RETURN_CREATION_FAILED', status: 502, summary: 'return creation error' },
  ATTR100: { name: 'MISSING_REQUEST_TYPE', status: 400, summary: 'missing request type' },
  ATTR200: { name: 'MISSING_ORGANISATION', status: 400, summary: 'missing organisation' },
  ATTR300: { name: 'MISSING_PAYLOAD', status: 400, summary: 'missing payload' },
  REV410: { name: 'REVIEW_TOO_LONG', status: 400, summary: 'review too long' },
  // Cairn additions
  API413: {
    name: 'PAYLOAD_TOO_LARGE',
    status: 413,
    summary: 'request body larger than the service accepts',
    origin: 'cairn',
  },
  API429: {
    name: 'TOO_MANY_REQUESTS',
    status: 429,
    summary: 'too many calls from one address or shopper; Retry-After says when to try again',
    origin: 'cairn',
  },
  API503: {
    name: 'SERVICE_UNAVAILABLE',
    status: 503,
    summary:
      'the service cannot answer for a moment (its database connection lost in a failover or a blip, its image encoders all busy); nothing was changed: retry after Retry-After',
    origin: 'cairn',
  },
  GFO400: {
    name: 'GIFT_OPTION_MISSING',
    status: 400,
    summary:
      'a digital item (gift card) without its gift option (recipient e-mail, name, message); details: type ProductItemRequired, itemIds, productIds',
    origin: 'cairn',
  },
  SHP409: {
    name: 'SHIPPING_METHOD_DOWNGRADED',
    status: 409,
    summary:
      'order shipping method downgraded: the method chosen for a shipment is no longer offered for it (a PO box address …), the cheapest offered one is used; a customerNotification of prepareOrder, details: shippingId, from, to (method codes)',
    origin: 'cairn',
  },
  ORD410: {
    name: 'ORDER_NOT_CANCELLABLE',
    status: 409,
    summary: 'order can no longer be cancelled: it has shipped, or was cancelled already',
    origin: 'cairn',
  },
  RTN409: {
    name: 'ITEMS_NOT_RETURNABLE',
    status: 409,
    summary:
      'return refused: a line is not returnable (not delivered yet, digital, a free gift) or asks for more units than it has left; details: itemId, returnableQty',
    origin: 'cairn',
  },
  RTN404: {
    name: 'RETURN_NOT_FOUND',
    status: 404,
    summary: 'no return label with that id',
    origin: 'cairn',
  },
  INV404: {
    name: 'INVOICE_LINK_NOT_FOUND',
    status: 404,
    summary: 'the invoice link is unknown or has expired: ask for a new one',
    origin: 'cairn',
  },
  REW409: {
    name: 'REWARD_MORE_THAN_NEEDED',
    status: 409,
    summary:
      'the reward voucher is worth more than the cart has left to pay while a cheaper one covers it (or nothing is left): it would take more points than the cart needs; details: points, neededPoints (the tier that covers it, 0 when nothing is left)',
    origin: 'cairn',
  },
  GFC409: {
    name: 'GC_ALREADY_EXISTS',
    status: 409,
    summary:
      'gift card save failed: this gift card is saved to the account already (spec §8 "gift card save failed or already exists"; PYT300 is the credit card one)',
    origin: 'cairn',
  },
} as const satisfies Record<string, ErrorTableEntry>;

type Table = typeof table;
export type ErrorId = keyof Table;

export type ErrorCatalogueEntry<Id extends ErrorId = ErrorId> = {
  readonly code: Id;
  readonly name: Table[Id]['name'];
  readonly status: Table[Id]['status'];
  readonly summary: string;
  /** i18n key of the shopper-facing message: `errors:<CODE>`. */
  readonly key: `errors:${Id}`;
  readonly origin: 'spec' | 'cairn';
};

export type ClientErrorName = Table[ErrorId]['name'];

/** Every error code, keyed by code. */
export const errorCatalogue = Object.fromEntries(
  Object.entries(table).map(([code, entry]: [string, ErrorTableEntry]) => [
    code,
    {
      code,
      name: entry.name,
      status: entry.status,
      summary: entry.summary,
      key: `errors:${code}`,
      origin: entry.origin ?? 'spec',
    },
  ]),
) as { readonly [Id in ErrorId]: ErrorCatalogueEntry<Id> };

export const errorIds = Object.keys(errorCatalogue) as ErrorId[];

export function isErrorId(value: unknown): value is ErrorId {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The catalogue entry of an id the server sent; `undefined` for codes we do not know. */
export function lookupError(errorId: string): ErrorCatalogueEntry | undefined {
  return isErrorId(errorId) ? errorCatalogue[errorId] : undefined;
}

/** The i18n key of an error id: `errors:AUT423`. */
export function errorMessageKey(errorId: ErrorId): `errors:${ErrorId}` {
  return errorCatalogue[errorId].key;
}

const TAGGED_MESSAGE = /^\[([A-Z0-9]+)\] (.*)$/s;

/**
 * A validation message that names the catalogue code the service answers with when this
 * check fails (e.g. `z.string().min(8, failWith('FE872', 'Password must …'))`). Without a
 * tag a failed check answers API400.
 */
export function failWith(errorId: ErrorId, message: string): string {
  return `[${errorId}] ${message}`;
}

/** Split a message written by `failWith` into its code and text. */
export function readTaggedMessage(message: string): { errorId?: ErrorId; message: string } {
  const match = TAGGED_MESSAGE.exec(message);
  if (match?.[1] && isErrorId(match[1])) return { errorId: match[1], message: match[2] ?? '' };
  return { message };
}

/**
 * The `appId` of every error body the service writes (spec §3: errorId, message, appId,
 * correlationId). The bot check's refusal names its own app instead (server config
 * `CAPTCHA_APP_ID`), and spec §8's "a 403 with an appId triggers a bot-challenge event"
 * means that one: a 403 naming the service itself (REW130, AUT432 …) is an ordinary refusal.
 */
export const SERVICE_APP_ID = 'cairn-commerce';

/** Whether an error answer asks for a bot challenge (spec §8): a 403 naming another app. */
export function asksForBotChallenge(status: number, appId: string | undefined): boolean {
  return status === 403 && appId !== undefined && appId !== '' && appId !== SERVICE_APP_ID;
}
