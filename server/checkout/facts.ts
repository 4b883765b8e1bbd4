import { sql } from 'drizzle-orm';
import type { CartPaymentInstrument } from '#api/contract/cart.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import { catalogueLocales } from '#api/contract/products.ts';
import type { PriceAdjustmentFact } from '#commerce/cart/adjustments.ts';
import { moneyFormat } from '#commerce/cart/money.ts';
import { type PaymentFact, rewardFact } from '#commerce/cart/payments.ts';
import type { PromotionRule } from '#commerce/cart/promotions.ts';
import type { CheckoutFacts } from '#commerce/cart/view.ts';
import type { Executor } from '../db/client.ts';
import { jsonLiteral, rowsFromJson, selectJson } from '../db/json.ts';
import type { StoredAddress } from '../db/schema/cart.ts';
import { cartPayments, promotions } from '../db/schema/checkout.ts';

/*
 * What checkout adds to a cart answer (commerce/cart/view.ts CheckoutFacts): the promotions
 * running now, the cart's coupons and payments (gift card balances read now), an in-store
 * associate's price adjustments, who the shopper is (the employee discount once the terms
 * are accepted), its addresses and shipping methods. Read in the caller's transaction, in
 * one statement for many carts (the add-to-cart batches read it inside their own state
 * query: `checkoutFactsSql`).
 */

/** A cart row's checkout columns. */
export interface CartCheckoutColumns {
  id: string;
  locale: string;
  currency: string;
  shippingAddress: StoredAddress | null;
  billingAddress: StoredAddress | null;
  shippingMethods: Record<string, string>;
}

/** The json `checkoutFactsSql` answers. */
export interface CheckoutFactsJson {
  promotions: Record<string, unknown>[];
  carts: Record<
    string,
    {
      coupons: [string, string, string][];
      payments: { p: Record<string, unknown>; balance: number | null; last4: string | null }[];
      adjustments: PriceAdjustmentFact[];
      consumer: {
        employee: boolean;
        athlete: boolean;
        prosumer: boolean;
        loyalty: boolean;
      } | null;
    }
  >;
}

/**
 * The json of checkout facts of the carts whose ids `cartIds` (an SQL array expression)
 * gives: the running promotions once, and per cart its coupons, payments, price
 * adjustments and consumer. With `language` (an SQL text expression: the carts' one
 * language), the promotions' names and callouts come in that language only: a third of
 * the bytes to read.
 */
export function checkoutFactsSql(cartIds: string, language?: string): string {
  const promotion = language
    ? `json_build_object('id', p.id, 'level', p.level,
        'names', json_build_object(lang.l, p.names->lang.l),
        'callouts', json_build_object(lang.l, p.callouts->lang.l),
        'rule', p.rule, 'audience', p.audience, 'coupon_only', p.coupon_only)`
    : 'p';
  return `json_build_object(
    'promotions', (
      select coalesce(json_agg(${promotion}), '[]') from promotions p${
        language ? `, (select ${language} as l) lang` : ''
      }
      where (p.starts_at is null or p.starts_at <= now()) and (p.ends_at is null or p.ends_at > now())
    ),
    'carts', (
      select coalesce(json_object_agg(c.id, json_build_object(
        'coupons', (
          select coalesce(json_agg(json_build_array(cc.id, cc.code, co.promotion_id) order by cc.created_at, cc.id), '[]')
          from cart_coupons cc join coupons co on co.code = cc.code where cc.cart_id = c.id
        ),
        'payments', (
          select coalesce(json_agg(json_build_object('p', cp, 'balance', g.balance, 'last4', g.last4) order by cp.created_at, cp.id), '[]')
          from cart_payments cp left join gift_cards g on g.id = cp.gift_card_id where cp.cart_id = c.id
        ),
        'adjustments', (
          select coalesce(json_agg(json_build_object('id', a.id, 'itemId', a.item_id,
            'discountType', a.discount_type, 'value', a.value, 'reasonCode', a.reason_code)
            order by a.created_at, a.id), '[]')
          from cart_price_adjustments a where a.cart_id = c.id
        ),
        'consumer', (
          select json_build_object(
            'employee', k.employee and k.is_employee_discount_tc_accepted,
            'athlete', k.athlete, 'prosumer', k.prosumer, 'loyalty', k.is_loyalty_member)
          from consumers k where k.id = c.consumer_id
        )
      )), '{}')
      from carts c where c.id = any(${cartIds})
    )
  )`;
}

/** Skus of running gift-with-purchase promotions (their stock decides the gift). */
export const bonusSkusSql = `select p.rule->'discount'->>'sku' from promotions p
  where p.rule->'discount'->>'kind' = 'bonus'
    and (p.starts_at is null or p.starts_at <= now()) and (p.ends_at is null or p.ends_at > now())`;

const promotionRows = rowsFromJson(promotions);
const paymentRows = rowsFromJson(cartPayments);

export async function readCheckoutFacts(
  tx: Executor,
  cartIds: readonly string[],
): Promise<CheckoutFactsJson> {
  const ids = `array(select jsonb_array_elements_text(${jsonLiteral(cartIds)}::jsonb))`;
  return selectJson<CheckoutFactsJson>(tx, sql.raw(`select ${checkoutFactsSql(ids)} as result`));
}

/** Skus of the gifts with purchase among the running promotions. */
export function bonusSkus(checkout: CheckoutFacts): string[] {
  return checkout.promotions.flatMap((promotion) =>
    promotion.rule.discount.kind === 'bonus' ? [promotion.rule.discount.sku] : [],
  );
}

/** Money in the cart's currency and language, for labels. */
function formatter(locale: string, currency: string) {
  const info = catalogueLocales[locale as SiteLocale] ?? catalogueLocales['en-us'];
  return moneyFormat(info.tag, currency);
}

/** The CheckoutFacts of one cart from the json read. */
export function checkoutFactsOf(cart: CartCheckoutColumns, json: CheckoutFactsJson): CheckoutFacts {
  const language = (catalogueLocales[cart.locale as SiteLocale] ?? catalogueLocales['en-us'])
    .language;
  const facts = json.carts[cart.id];
  const money = formatter(cart.locale, cart.currency);
  const payments: PaymentFact[] = (facts?.payments ?? []).map(({ p, balance, last4 }) => {
    const [row] = paymentRows([p]);
    if (!row) throw new Error('payment row missing');
    return {
      id: row.id,
      type: row.type as CartPaymentInstrument['type'],
      amount: row.amount,
      giftCard: row.giftCardId && last4 !== null ? { last4, balance: balance ?? 0 } : null,
      points: row.type === 'LOYALTY_POINTS' ? (row.points ?? 0) : null,
      reward: rewardFact(row.rewardId, row.rewardValue, money),
      card:
        row.cardLast4 && row.cardBrand && row.cardExpiryMonth && row.cardExpiryYear
          ? {
              brand: row.cardBrand,
              last4: row.cardLast4,
              expiryMonth: row.cardExpiryMonth,
              expiryYear: row.cardExpiryYear,
              holder: row.cardHolder ?? '',
            }
          : null,
    };
  });
  const consumer = facts?.consumer ?? null;
  return {
    promotions: promotionRows(json.promotions).map((row) => ({
      id: row.id,
      level: row.level,
      name: row.names[language],
      callout: row.callouts[language],
      audience: row.audience,
      couponOnly: row.couponOnly,
      rule: row.rule as PromotionRule,
    })),
    coupons: (facts?.coupons ?? []).map(([id, code, promotionId]) => ({ id, code, promotionId })),
    shopper: {
      registered: consumer !== null,
      loyalty: consumer?.loyalty ?? false,
      employee: consumer?.employee ?? false,
      athlete: consumer?.athlete ?? false,
      prosumer: consumer?.prosumer ?? false,
    },
    shippingMethods: cart.shippingMethods ?? {},
    shippingAddress: cart.shippingAddress,
    billingAddress: cart.billingAddress,
    payments,
    priceAdjustments: facts?.adjustments ?? [],
  };
}
