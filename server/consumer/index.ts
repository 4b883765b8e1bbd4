import { type AnyColumn, and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { consumerAddressInput } from '#api/contract/consumer.ts';
import {
  addAddress,
  confirmSubscription,
  createConsumer,
  createSubscriptions,
  deleteAddress,
  getConsumer,
  getSubscriptions,
  lookupConsumer,
  retrieveUserData,
  updateAddress,
  updateConsumer,
  updateNotifications,
  updateSubscriptions,
} from '#api/contract/consumer.ts';
import {
  getLoyaltyToken,
  getLoyaltyVouchers,
  getLoyaltyWelcomePromo,
} from '#api/contract/loyalty.ts';
import { addressDeleteVerdict } from '#commerce/checkout/cards.ts';
import type { Executor } from '../db/client.ts';
import { savedCards } from '../db/schema/checkout.ts';
import { consumerAddresses, consumers } from '../db/schema/consumer.ts';
import { ApiError, assertAllowed } from '../http/errors.ts';
import { enforceRates, ipRateKey, tooManyRequests } from '../http/rate-limit.ts';
import type { Domain } from '../http/route.ts';
import { readConfirmationToken } from './confirmations.ts';
import { loyaltyToken, loyaltyVouchers, welcomePromo } from './loyalty.ts';
import { updateNotificationPreferences } from './notifications.ts';
import {
  findConsumer,
  listEnrollments,
  listSubscriptions,
  loadProfile,
  toAddress,
  toDetails,
  toEnrollment,
  toSubscription,
} from './profile.ts';
import {
  applyProfilePayload,
  assertOwnRecipientsOf,
  confirmPendingSubscription,
  createProfile,
  requestSubscriptions,
  upsertSubscriptions,
} from './service.ts';
import { isSignUpLinkToken, SIGN_UP_LINK_TTL_SECONDS, signUpLink } from './signUpLinks.ts';

type AddressInput = z.output<typeof consumerAddressInput>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function addressValues(input: AddressInput) {
  return {
    approachType: input.approachType,
    firstName: input.firstName,
    lastName: input.lastName,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 || null,
    city: input.city,
    province: input.province || null,
    postalCode: input.postalCode,
    country: input.country,
    email: input.email,
    phone: input.phone,
  };
}

/** CCA400: the same address of the same type is already in the book. */
async function assertNoDuplicate(
  db: Executor,
  consumerId: string,
  input: AddressInput,
  exceptId?: string,
) {
  const norm = (column: AnyColumn) => sql`lower(trim(${column}))`;
  const same = and(
    eq(consumerAddresses.consumerId, consumerId),
    eq(consumerAddresses.approachType, input.approachType),
    sql`${norm(consumerAddresses.firstName)} = ${input.firstName.toLowerCase()}`,
    sql`${norm(consumerAddresses.lastName)} = ${input.lastName.toLowerCase()}`,
    sql`${norm(consumerAddresses.addressLine1)} = ${input.addressLine1.toLowerCase()}`,
    sql`coalesce(lower(trim(${consumerAddresses.addressLine2})), '') = ${(input.addressLine2 ?? '').toLowerCase()}`,
    sql`${norm(consumerAddresses.city)} = ${input.city.toLowerCase()}`,
    eq(consumerAddresses.postalCode, input.postalCode),
    eq(consumerAddresses.country, input.country),
  );
  const [duplicate] = await db
    .select({ id: consumerAddresses.id })
    .from(consumerAddresses)
    .where(exceptId ? and(same, ne(consumerAddresses.id, exceptId)) : same)
    .limit(1);
  if (duplicate) throw new ApiError('CCA400', 'This address is already saved');
}

async function ownAddress(db: Executor, consumerId: string, addressId: string) {
  if (!UUID.test(addressId)) throw new ApiError('CCA401', 'No such address');
  const [row] = await db
    .select()
    .from(consumerAddresses)
    .where(and(eq(consumerAddresses.id, addressId), eq(consumerAddresses.consumerId, consumerId)))
    .limit(1)
    .for('update');
  if (!row) throw new ApiError('CCA401', 'No such address');
  return row;
}

/** One main address per type: setting one clears the others. */
async function clearMain(
  db: Executor,
  consumerId: string,
  approachType: 'S' | 'B',
  exceptId: string,
) {
  await db
    .update(consumerAddresses)
    .set({ main: false })
    .where(
      and(
        eq(consumerAddresses.consumerId, consumerId),
        eq(consumerAddresses.approachType, approachType),
        ne(consumerAddresses.id, exceptId),
      ),
    );
}

async function countOfType(db: Executor, consumerId: string, approachType: 'S' | 'B') {
  const rows = await db
    .select({ id: consumerAddresses.id })
    .from(consumerAddresses)
    .where(
      and(
        eq(consumerAddresses.consumerId, consumerId),
        eq(consumerAddresses.approachType, approachType),
      ),
    );
  return rows.length;
}

/** Spec §7 Consumer: profile, addresses, subscriptions, lookup, retrieveUserData. */
export const consumerDomain: Domain = {
  name: 'consumer',
  register({ route }) {
    route(getConsumer, ({ auth, db }) => loadProfile(db, auth.consumerId));

    route(getLoyaltyToken, ({ auth, body, db, deps }) =>
      loyaltyToken(db, deps.config, auth.consumerId, body, deps.now()),
    );
    route(getLoyaltyWelcomePromo, ({ auth, db, deps, locale }) =>
      welcomePromo(db, auth.consumerId, locale, deps.now()),
    );
    route(getLoyaltyVouchers, ({ auth, db, locale }) =>
      loyaltyVouchers(db, auth.consumerId, locale),
    );

    route(updateConsumer, async ({ auth, body, db, deps, locale }) => {
      const now = deps.now();
      return db.transaction(async (tx) => {
        await tx
          .select({ id: consumers.id })
          .from(consumers)
          .where(eq(consumers.id, auth.consumerId))
          .for('update');
        await applyProfilePayload(tx, auth.consumerId, body, locale, now, 'update', deps);
        return loadProfile(tx, auth.consumerId);
      });
    });

    // A profile without an account is mailed the sign-up link that finishes it: the one
    // link retrieveUserData answers for this profile (signUpLinks.ts).
    route(createConsumer, async ({ body, db, deps, locale }) => {
      const now = deps.now();
      const site = locale ?? 'en-us';
      const email = body.consumerDetails.email;
      const consumerId = await db.transaction(async (tx) => {
        const id = await createProfile(tx, body, locale, now, deps);
        await deps.mailer.send(tx, {
          to: email,
          template: 'finishAccount',
          locale: site,
          data: {
            firstName: body.consumerDetails.firstName ?? '',
            link: signUpLink(deps.config, site, id, email, now),
            validDays: String(SIGN_UP_LINK_TTL_SECONDS / (24 * 60 * 60)),
          },
        });
        return id;
      });
      return { consumerId };
    });

    // An account-existence oracle: throttled per address like sign-in (AUT423).
    route(lookupConsumer, async ({ query, db, deps, c }) => {
      await enforceRates(
        db,
        [{ key: ipRateKey('lookup', c), limit: deps.config.rateLimits.consumerLookupPerIp }],
        deps.now(),
        { errorId: 'AUT423', message: 'Too many lookups; try again later' },
      );
      const [row] = await db
        .select({ id: consumers.id })
        .from(consumers)
        .where(and(eq(consumers.email, query.email), sql`${consumers.passwordHash} is not null`))
        .limit(1);
      return { email: query.email, exists: Boolean(row) };
    });

    // A profile's phone, birth date and postal code: throttled per address like lookup.
    route(retrieveUserData, async ({ body, db, deps, c }) => {
      await enforceRates(
        db,
        [{ key: ipRateKey('userData', c), limit: deps.config.rateLimits.userDataPerIp }],
        deps.now(),
        tooManyRequests,
      );
      const consumer = UUID.test(body.consumerId)
        ? await findConsumer(db, body.consumerId)
        : undefined;
      const linked =
        consumer !== undefined &&
        isSignUpLinkToken(deps.config, body.token, consumer.id, consumer.email, deps.now());
      if (!consumer || consumer.email !== body.email || !linked) {
        throw new ApiError('CCN404', 'No customer with this id and email');
      }
      const enrollments = await listEnrollments(db, consumer.id);
      return {
        consumerDetails: toDetails(consumer, []),
        enrollments: enrollments.map(toEnrollment),
      };
    });

    route(addAddress, async ({ auth, body, db, deps }) => {
      const now = deps.now();
      return db.transaction(async (tx) => {
        await assertNoDuplicate(tx, auth.consumerId, body);
        const first = (await countOfType(tx, auth.consumerId, body.approachType)) === 0;
        const [row] = await tx
          .insert(consumerAddresses)
          .values({
            ...addressValues(body),
            consumerId: auth.consumerId,
            main: body.main || first,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('Address was not saved');
        if (row.main) await clearMain(tx, auth.consumerId, row.approachType, row.id);
        return toAddress(row);
      });
    });

    route(updateAddress, async ({ auth, params, body, db, deps }) => {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const current = await ownAddress(tx, auth.consumerId, params.addressId);
        await assertNoDuplicate(tx, auth.consumerId, body, current.id);
        const [row] = await tx
          .update(consumerAddresses)
          .set({ ...addressValues(body), main: body.main || current.main, updatedAt: now })
          .where(eq(consumerAddresses.id, current.id))
          .returning();
        if (!row) throw new ApiError('CCA401', 'No such address');
        if (row.main) await clearMain(tx, auth.consumerId, row.approachType, row.id);
        return toAddress(row);
      });
    });

    route(deleteAddress, async ({ auth, params, db }) => {
      await db.transaction(async (tx) => {
        const current = await ownAddress(tx, auth.consumerId, params.addressId);
        const cards = await tx
          .select({ billingAddressId: savedCards.billingAddressId })
          .from(savedCards)
          .where(eq(savedCards.consumerId, auth.consumerId));
        assertAllowed(addressDeleteVerdict(current.id, cards));
        await tx.delete(consumerAddresses).where(eq(consumerAddresses.id, current.id));
        if (current.main) {
          const [next] = await tx
            .select({ id: consumerAddresses.id })
            .from(consumerAddresses)
            .where(
              and(
                eq(consumerAddresses.consumerId, auth.consumerId),
                eq(consumerAddresses.approachType, current.approachType),
              ),
            )
            .orderBy(desc(consumerAddresses.createdAt))
            .limit(1);
          if (next) {
            await tx
              .update(consumerAddresses)
              .set({ main: true })
              .where(eq(consumerAddresses.id, next.id));
          }
        }
      });
      return undefined;
    });

    route(getSubscriptions, async ({ auth, db }) => ({
      subscriptions: (await listSubscriptions(db, auth.consumerId)).map(toSubscription),
    }));

    // Public: signed out, opt-ins only, waiting for their double opt-in; signed in (a live
    // session, readsAuth), the consumer's own subscriptions, applied at once.
    route(
      createSubscriptions,
      async ({ auth, body, db, deps, locale }) => {
        const now = deps.now();
        if (auth.kind !== 'consumer') {
          const subscriptions = await db.transaction((tx) =>
            requestSubscriptions(tx, body.subscriptions, deps, { locale, now }),
          );
          return { subscriptions };
        }
        const rows = await db.transaction(async (tx) => {
          await assertOwnRecipientsOf(tx, auth.consumerId, body.subscriptions);
          return upsertSubscriptions(tx, body.subscriptions, auth.consumerId, now, {
            strictOwner: true,
          });
        });
        return { subscriptions: rows.map(toSubscription) };
      },
      { readsAuth: true },
    );

    route(confirmSubscription, async ({ body, db, deps }) => {
      const now = deps.now();
      const subscriptionId = readConfirmationToken(deps.config, body.token, now);
      const row = await db.transaction((tx) => confirmPendingSubscription(tx, subscriptionId, now));
      return { subscriptions: [toSubscription(row)] };
    });

    route(updateSubscriptions, async ({ auth, body, db, deps }) => {
      const rows = await db.transaction(async (tx) => {
        await assertOwnRecipientsOf(tx, auth.consumerId, body.subscriptions);
        await upsertSubscriptions(tx, body.subscriptions, auth.consumerId, deps.now(), {
          strictOwner: true,
        });
        return listSubscriptions(tx, auth.consumerId);
      });
      return { subscriptions: rows.map(toSubscription) };
    });

    route(updateNotifications, ({ auth, body, db, deps }) =>
      db.transaction((tx) => updateNotificationPreferences(tx, auth.consumerId, body, deps.now())),
    );
  },
};
