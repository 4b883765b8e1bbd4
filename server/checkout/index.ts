import { and, eq, isNotNull } from 'drizzle-orm';
import type { Cart } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  applyCoupon,
  applyReward,
  deleteBillingAddress,
  deleteShippingAddress,
  getPaymentMethods,
  getPaymentSession,
  getShippingMethods,
  giftCardBalance,
  patchOrder,
  placeOrder,
  prepareOrder,
  removeCoupon,
  removePaymentInstrument,
  sendDeviceFingerPrint,
  setBillingAddress,
  setShippingAddress,
  setShippingMethod,
  validateShippingAddress,
} from '#api/contract/checkout.ts';
import {
  addSavedPaymentInstrument,
  deleteSavedPaymentInstrument,
  getSavedPaymentInstruments,
  updateSavedPaymentInstrument,
} from '#api/contract/consumer.ts';
import { resendGiftCardEmail } from '#api/contract/orders.ts';
import { catalogueLocales, DEFAULT_CATALOGUE_LOCALE } from '#api/contract/products.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { addressValidation, shipmentOf } from '#commerce/checkout/addresses.ts';
import { cardToSave, savedCardView } from '#commerce/checkout/cards.ts';
import {
  giftCardBalanceAnswer,
  giftCardDay,
  giftCardQuote,
  openedGiftCard,
} from '#commerce/checkout/giftCards.ts';
import { minorUnits } from '#commerce/checkout/verdict.ts';
import { type CartRow, lockCart } from '../cart/service.ts';
import { catalogueModel } from '../cart/skus.ts';
import {
  deleteSavedGiftCard,
  listSavedGiftCards,
  saveGiftCard,
} from '../consumer/savedGiftCards.ts';
import type { Database, Transaction } from '../db/client.ts';
import { carts } from '../db/schema/cart.ts';
import { countries } from '../db/schema/catalogue.ts';
import { assertHuman } from '../http/botCheck.ts';
import type { SessionAuth } from '../http/context.ts';
import { enforceRates, ipRateKey, takeRate, tooManyRequests } from '../http/rate-limit.ts';
import type { Domain } from '../http/route.ts';
import { type Owner, ownerOf } from '../wishlists/owner.ts';
import { resendGiftCardMail } from './digitalGiftCards.ts';
import { SANDBOX_CHALLENGE_PATH } from './gateway.ts';
import { assertGiftCardRate, tryGiftCardPin } from './giftCards.ts';
import {
  completeChallenge,
  placeOrder as place,
  prepareOrder as prepare,
  saveFingerprint,
} from './orders.ts';
import {
  addInstrument,
  applyRewardVoucher,
  openPaymentSession,
  paymentMethodsFor,
  removeInstrument,
} from './payments.ts';
import { deleteSavedCard, listSavedCards, saveCard, updateSavedCard } from './savedCards.ts';
import {
  answerCart,
  applyCouponCode,
  chooseShippingMethod,
  clearAddress,
  ownerConsumer,
  removeCouponItem,
  saveBillingAddress,
  saveShippingAddress,
} from './service.ts';
import { enforce } from './verdicts.ts';

/*
 * Checkout on a cart (spec §7 Cart, the calls of api/contract/checkout.ts): coupons,
 * delivery, addresses, payments and orders. Each call locks the cart first (its writes and
 * the other cart calls apply one after the other) and answers what it decided in the same
 * transaction.
 */

/** Spec §6: checkout is not open to an associate session's own identity. */
function checkoutOwner(auth: SessionAuth): Owner {
  return ownerOf(auth);
}

/** Lock the owner's cart, run `change`, answer the cart as it stands after. */
async function onCart(
  db: Database,
  auth: SessionAuth,
  basketId: string,
  change: (tx: Transaction, cart: CartRow, model: CatalogueModel, owner: Owner) => Promise<void>,
): Promise<Cart> {
  const model = await catalogueModel(db);
  const owner = checkoutOwner(auth);
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner, basketId);
    await change(tx, cart, model, owner);
    const answer = await answerCart(tx, model, cart);
    // The shopper sees this answer's tax and gift card shares: once prepared, they are what
    // placing checks.
    await tx
      .update(carts)
      .set({ taxQuote: minorUnits(answer.totals.tax), giftCardQuote: giftCardQuote(answer) })
      .where(and(eq(carts.id, cart.id), isNotNull(carts.taxQuote)));
    return answer;
  });
}

/** The sandbox's 3-D Secure page: what a card issuer shows inside the checkout's dialog. */
function challengePage(transactionId: string): string {
  const id = JSON.stringify(transactionId);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Card verification (sandbox)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1b1b1b}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:0 0 1rem}
button{font:inherit;min-height:44px;padding:.5rem 1rem;margin:0 .5rem .5rem 0;border-radius:6px;border:2px solid #1b1b1b;cursor:pointer}
button.primary{background:#1b1b1b;color:#fff}button:focus-visible{outline:3px solid #2f6fde;outline-offset:2px}</style>
</head><body><main>
<h1>Verify this payment</h1>
<p>Sandbox bank: approve to pass 3-D Secure, or fail it to see the decline.</p>
<button class="primary" type="button" data-result="authenticated" autofocus>Approve</button>
<button type="button" data-result="failed">Fail verification</button>
</main><script>
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', () => {
    parent.postMessage({ type: 'cairn-3ds', transactionId: ${id}, result: button.dataset.result }, location.origin);
  });
}
</script></body></html>`;
}

export const checkoutDomain: Domain = {
  name: 'checkout',
  register({ route, hono }) {
    route(applyCoupon, ({ body, auth, db, deps }) =>
      onCart(db, auth, body.basketId, (tx, cart, _model, owner) =>
        applyCouponCode(tx, cart, owner, body.code, deps.now()),
      ),
    );

    route(removeCoupon, ({ query, auth, db }) =>
      onCart(db, auth, query.basketId, (tx, cart) =>
        removeCouponItem(tx, cart, query.couponItemId),
      ),
    );

    route(setShippingMethod, ({ body, auth, db }) =>
      onCart(db, auth, body.basketId, (tx, cart, model) =>
        chooseShippingMethod(tx, model, cart, body.shippingId, body.code),
      ),
    );

    route(getShippingMethods, async ({ params, auth, db }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const cart = await lockCart(tx, ownerOf(auth), params.basketId, false);
        return enforce(shipmentOf(await answerCart(tx, model, cart), params.shippingId));
      });
    });

    route(setShippingAddress, ({ params, body, auth, db, deps, c }) =>
      onCart(db, auth, params.basketId, async (tx, cart, model, owner) => {
        // Checked when the browser sends one (the contract leaves it optional).
        if (body.recaptcha_response !== undefined) {
          await assertHuman(deps, body.recaptcha_response, 'shipping', c);
        }
        await saveShippingAddress(tx, model, cart, owner, body);
      }),
    );

    route(deleteShippingAddress, ({ params, auth, db }) =>
      onCart(db, auth, params.basketId, (tx, cart) => clearAddress(tx, cart, 'shipping')),
    );

    route(validateShippingAddress, ({ params, body, auth, db }) =>
      db.transaction(async (tx) => {
        const cart = await lockCart(tx, ownerOf(auth), params.basketId, false);
        const [row] = await tx
          .select()
          .from(countries)
          .where(eq(countries.code, body.address.country.toUpperCase()));
        return addressValidation(body.address, row, cart.locale);
      }),
    );

    route(setBillingAddress, ({ params, body, auth, db }) =>
      onCart(db, auth, params.basketId, (tx, cart, _model, owner) =>
        saveBillingAddress(tx, cart, owner, body),
      ),
    );

    route(deleteBillingAddress, ({ params, auth, db }) =>
      onCart(db, auth, params.basketId, (tx, cart) => clearAddress(tx, cart, 'billing')),
    );

    route(getPaymentMethods, async ({ params, auth, db }) => {
      const model = await catalogueModel(db);
      const owner = ownerOf(auth);
      return db.transaction(async (tx) => {
        const cart = await lockCart(tx, owner, params.basketId, false);
        return paymentMethodsFor(await answerCart(tx, model, cart), await ownerConsumer(tx, owner));
      });
    });

    route(addPaymentInstrument, async ({ params, body, auth, db, deps }) => {
      // A gift card's PIN is tried before the cart's transaction: a wrong one stays counted.
      // A saved gift card (savedGiftCardId) has no PIN to try: with both, refused unopened.
      const giftCard =
        body.type === 'GIFT_CARD' && body.giftCard && !body.savedGiftCardId
          ? await tryGiftCardPin(db, deps, { ...body.giftCard, sessionId: auth.sessionId })
          : undefined;
      return onCart(db, auth, params.basketId, (tx, cart, model, owner) =>
        addInstrument(tx, deps, model, cart, owner, body, giftCard),
      );
    });

    route(removePaymentInstrument, ({ params, query, auth, db }) =>
      onCart(db, auth, params.basketId, (tx, cart) =>
        removeInstrument(tx, cart, query.paymentInstrumentId),
      ),
    );

    route(applyReward, ({ params, body, auth, db }) =>
      onCart(db, auth, params.basketId, (tx, cart, model, owner) =>
        applyRewardVoucher(tx, model, cart, owner, body.rewardId, body.apply),
      ),
    );

    // A balance oracle: throttled per client address like the other lookups (429 GFC799),
    // and its PIN like any (tryGiftCardPin).
    route(giftCardBalance, async ({ body, locale, auth, db, deps, c }) => {
      const now = deps.now();
      const perIp = deps.config.rateLimits.giftCardBalancePerIp;
      assertGiftCardRate(await takeRate(db, ipRateKey('gift-card-balance', c), perIp, now), now);
      const currency = catalogueLocales[locale ?? DEFAULT_CATALOGUE_LOCALE].currency;
      const attempt = { number: body.cardNumber, pin: body.pin, sessionId: auth.sessionId };
      const opened = await tryGiftCardPin(db, deps, attempt);
      const card = enforce(openedGiftCard(opened, true, currency, giftCardDay(now)));
      return enforce(giftCardBalanceAnswer(card, currency));
    });

    route(getPaymentSession, async ({ query, auth, db, deps }) =>
      openPaymentSession(
        db,
        deps,
        await catalogueModel(db),
        ownerOf(auth),
        query.basketId,
        query.provider,
      ),
    );

    route(prepareOrder, async ({ body, auth, db }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) =>
        prepare(tx, model, await lockCart(tx, ownerOf(auth), body.basketId)),
      );
    });

    route(placeOrder, async ({ body, headers, auth, db, deps, c }) => {
      await assertHuman(deps, body.recaptcha_response, 'checkout', c);
      const model = await catalogueModel(db);
      // Transactions of its own: none is open while the payment provider is asked.
      return place(db, deps, model, ownerOf(auth), {
        basketId: body.basketId,
        billingAddress: body.billingAddress,
        deviceFingerPrint: body.deviceFingerPrint,
        channel: headers.channel,
      });
    });

    route(patchOrder, ({ params, body, auth, db, deps }) =>
      completeChallenge(db, deps, ownerOf(auth), params.orderNumber, body),
    );

    route(sendDeviceFingerPrint, ({ body, auth, db }) =>
      db.transaction(async (tx) => {
        const cart = await lockCart(tx, ownerOf(auth), body.basketId);
        await saveFingerprint(tx, cart, body.fingerPrint);
        return { basketId: cart.id };
      }),
    );

    // Saved cards (spec §7 consumer payment_instruments), then the saved gift cards
    // (server/consumer/savedGiftCards.ts).
    route(getSavedPaymentInstruments, async ({ auth, db, deps }) => ({
      paymentInstruments: [
        ...(await listSavedCards(db, auth.consumerId)).map(savedCardView),
        ...(await listSavedGiftCards(db, auth.consumerId, deps.now())),
      ],
    }));

    route(addSavedPaymentInstrument, async ({ body, auth, db, deps, c }) => {
      await assertHuman(deps, body.captcha, 'saveCard', c);
      if (body.type === 'GIFT_CARD') return saveGiftCard(db, deps, auth, body.giftCard);
      const card = enforce(cardToSave(body, deps.now().getTime()));
      return db.transaction(async (tx) => savedCardView(await saveCard(tx, auth.consumerId, card)));
    });

    route(updateSavedPaymentInstrument, ({ params, body, auth, db, deps }) =>
      db.transaction(async (tx) =>
        savedCardView(
          await updateSavedCard(tx, auth.consumerId, params.paymentInstrumentId, body, deps.now()),
        ),
      ),
    );

    route(deleteSavedPaymentInstrument, async ({ params, auth, db, c }) => {
      await db.transaction(async (tx) => {
        const id = params.paymentInstrumentId;
        if (!(await deleteSavedGiftCard(tx, auth.consumerId, id))) {
          await deleteSavedCard(tx, auth.consumerId, id);
        }
      });
      return c.body(null, 204);
    });

    // Spec §7 consumer resendGiftCardEmail: the buyer's own order only; each call mails
    // someone else's address, so a shopper gets a few an hour.
    route(resendGiftCardEmail, async ({ body, auth, db, deps, c }) => {
      await enforceRates(
        db,
        [
          {
            key: `rate:gift-card-mail:shopper:${auth.consumerId}`,
            limit: deps.config.rateLimits.giftCardMailPerShopper,
          },
        ],
        deps.now(),
        tooManyRequests,
      );
      await db.transaction((tx) => resendGiftCardMail(tx, deps, auth.consumerId, body));
      return c.body(null, 204);
    });

    hono.get(`${SANDBOX_CHALLENGE_PATH}/:transactionId`, (c) => {
      const transactionId = c.req.param('transactionId');
      if (!/^[A-Za-z0-9_.-]{1,120}$/.test(transactionId)) return c.text('Not found', 404);
      c.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'self'",
      );
      return c.html(challengePage(transactionId));
    });
  },
};
