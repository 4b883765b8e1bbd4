import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CartItem } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import { giftOptionComplete as complete, giftOptionMissing } from '#commerce/cart/giftOption.ts';
import { moneyFormat } from '#commerce/cart/money.ts';
import { minorUnits as minor } from '#commerce/checkout/verdict.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { giftCards, orders } from '../db/schema/checkout.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { brandNameOfLines } from '../orders/brand.ts';
import { newId } from '../wishlists/owner.ts';
import { giftCardNumberHash, giftCardPinHash } from './giftCards.ts';

/*
 * Digital gift cards: the gift card product (commerce/catalogue/model.ts `isDigitalProduct`) is
 * bought like any item and ships by the `digital` code. Its line carries the gift option
 * (recipient e-mail, name, message; spec §3); an order is not placed without it (GFO400,
 * commerce/checkout/orders.ts).
 * When the order is placed (at once, or after its 3-D Secure challenge) each unit becomes
 * a gift card of the line's amount, in the order's transaction, and a mail to the
 * recipient is queued in the same transaction (the outbox: it leaves only if the order
 * commits). The number and PIN are kept as hashes like every gift card (./giftCards.ts),
 * so they exist in clear only in that mail; sending it again (resendGiftCardEmail) gives
 * the cards a new number and PIN, which also stops one that went to a wrong address.
 */

/** The issuer prefix of the shop's cards (the demo cards are 6006 491…). */
const ISSUER_PREFIX = '600649';

/** Luhn check digit of `digits`, so that a mistyped number is told apart at once. */
function luhnDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

interface Credentials {
  number: string;
  pin: string;
}

/** A new 16-digit number in the shop's series and a 4-digit PIN, from a CSPRNG. */
function newCredentials(): Credentials {
  let body = ISSUER_PREFIX;
  while (body.length < 15) body += String(randomInt(10));
  return {
    number: `${body}${luhnDigit(body)}`,
    pin: String(randomInt(10_000)).padStart(4, '0'),
  };
}

/** `6006 4912 3456 7890`: easier to read out and type. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

interface CardMail {
  to: NonNullable<CartItem['giftOption']>;
  locale: string;
  currency: string;
  /** The card's face value and what is left on it, minor units. */
  amount: number;
  balance: number;
  from: string;
  credentials: Credentials;
  reissued: boolean;
  /** The display name of the card's brand: its product's (../orders/brand.ts). */
  brand: string;
}

async function mailCard(tx: Executor, deps: AppDeps, mail: CardMail): Promise<void> {
  const money = moneyFormat(mail.locale, mail.currency);
  await deps.mailer.send(tx, {
    to: mail.to.email,
    template: 'giftCard',
    locale: mail.locale as SiteLocale,
    data: {
      to: mail.to.to,
      from: mail.from,
      message: mail.to.message,
      amount: money.format(mail.amount / 100),
      balance: money.format(mail.balance / 100),
      last4: mail.credentials.number.slice(-4),
      link: `${deps.config.publicUrl}/${mail.locale}`,
      reissued: mail.reissued ? 'yes' : 'no',
      brand: mail.brand,
    },
    secrets: { number: grouped(mail.credentials.number), pin: mail.credentials.pin },
  });
}

const senderOf = (view: Pick<CheckoutOrder, 'billingAddress'>) =>
  [view.billingAddress?.firstName, view.billingAddress?.lastName].filter(Boolean).join(' ');

/**
 * Issue the gift cards of a placed order's digital lines (one per unit, the line's amount,
 * active, linked to the order and line) and queue each one's mail to its recipient, in the
 * order's language. Nothing to do (and no statement sent) for an order without them.
 */
export async function issueDigitalGiftCards(
  tx: Transaction,
  deps: AppDeps,
  order: { orderNumber: string; locale: string },
  view: CheckoutOrder,
): Promise<void> {
  const lines = view.items.filter((item) => item.isDigitalProduct);
  if (lines.length === 0) return;
  const cards = lines.flatMap((item) => {
    const gift = item.giftOption;
    // Placing refused the order without it (commerce/checkout/orders.ts orderableVerdict).
    if (!complete(gift)) throw giftOptionMissing([item]);
    return Array.from({ length: item.qty }, () => ({
      id: newId(),
      gift,
      itemId: item.id,
      amount: minor(item.price.original),
      credentials: newCredentials(),
    }));
  });

  // One statement for the order's cards; a number already taken (one chance in about a
  // billion) is drawn again for that card alone.
  let pending = cards;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 5) throw new Error('No free gift card numbers were drawn');
    const inserted = await tx
      .insert(giftCards)
      .values(
        pending.map((card) => ({
          id: card.id,
          numberHash: giftCardNumberHash(card.credentials.number),
          pinHash: giftCardPinHash(deps.config.giftCardPinKey, card.id, card.credentials.pin),
          last4: card.credentials.number.slice(-4),
          currency: view.currency,
          balance: card.amount,
          status: 'active' as const,
          expiresOn: null,
          orderNumber: order.orderNumber,
          orderItemId: card.itemId,
          recipientEmail: card.gift.email.toLowerCase(),
        })),
      )
      .onConflictDoNothing({ target: giftCards.numberHash })
      .returning({ id: giftCards.id });
    const done = new Set(inserted.map((row) => row.id));
    pending = pending.filter((card) => !done.has(card.id));
    for (const card of pending) card.credentials = newCredentials();
  }

  const from = senderOf(view);
  const brands = new Map<string, string>();
  for (const item of lines) brands.set(item.id, await brandNameOfLines(tx, [item]));
  for (const card of cards) {
    await mailCard(tx, deps, {
      to: card.gift,
      locale: order.locale,
      currency: view.currency,
      amount: card.amount,
      balance: card.amount,
      from,
      credentials: card.credentials,
      reissued: false,
      brand: brands.get(card.itemId) ?? '',
    });
  }
}

/**
 * resendGiftCardEmail: the mail of every usable card of the digital line `itemId` of the
 * consumer's placed order `orderNumber`, sent again to its recipient. The service keeps no
 * number or PIN in clear, so each card gets new ones (its balance and id stay; an earlier
 * mail stops working). ORD409 for an order or line that is not the consumer's, or holds no
 * active card.
 */
export async function resendGiftCardMail(
  tx: Transaction,
  deps: AppDeps,
  consumerId: string,
  request: { orderNumber: string; itemId: string },
): Promise<void> {
  const [order] = await tx
    .select({ locale: orders.locale, view: orders.view })
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, request.orderNumber),
        eq(orders.consumerId, consumerId),
        eq(orders.status, 'placed'),
      ),
    );
  const item = order?.view.items.find((line) => line.id === request.itemId);
  const cards =
    order && item?.isDigitalProduct && complete(item.giftOption)
      ? await tx
          .select()
          .from(giftCards)
          .where(
            and(
              eq(giftCards.orderNumber, request.orderNumber),
              eq(giftCards.orderItemId, request.itemId),
              eq(giftCards.status, 'active'),
            ),
          )
          .orderBy(giftCards.createdAt, giftCards.id)
          .for('update')
      : [];
  if (!order || !item?.giftOption || cards.length === 0) {
    throw new ApiError(
      'ORD409',
      `No gift card of line ${request.itemId} in an order ${request.orderNumber} of yours`,
    );
  }
  const gift = item.giftOption;
  const brand = await brandNameOfLines(tx, [item]);
  for (const card of cards) {
    const credentials = await unusedCredentials(tx);
    await tx
      .update(giftCards)
      .set({
        numberHash: giftCardNumberHash(credentials.number),
        pinHash: giftCardPinHash(deps.config.giftCardPinKey, card.id, credentials.pin),
        last4: credentials.number.slice(-4),
      })
      .where(eq(giftCards.id, card.id));
    await mailCard(tx, deps, {
      to: gift,
      locale: order.locale,
      currency: card.currency,
      amount: minor(item.price.original),
      balance: card.balance,
      from: senderOf(order.view),
      credentials,
      reissued: true,
      brand,
    });
  }
}

/** New credentials whose number no card holds (checked first: a failed update would end the transaction). */
async function unusedCredentials(tx: Executor): Promise<Credentials> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const credentials = newCredentials();
    const taken = await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(eq(giftCards.numberHash, giftCardNumberHash(credentials.number)));
    if (taken.length === 0) return credentials;
  }
  throw new Error('No free gift card numbers were drawn');
}
