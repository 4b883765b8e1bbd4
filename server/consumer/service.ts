import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { signUpRequest } from '#api/contract/auth.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import type {
  ConsumerSubscription,
  consumerEnrollmentInput,
  consumerProfilePayload,
  consumerSubscriptionInput,
} from '#api/contract/consumer.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import {
  birthDateRefusal,
  employeeTermsRefusal,
  loyaltyRefusal,
} from '#commerce/consumer/profile.ts';
import {
  foreignRecipientRefusal,
  pendingSubscription,
  subscriptionChange,
  subscriptionRecipient,
} from '#commerce/consumer/subscriptions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.ts';
import { consumerEnrollments, consumerSubscriptions, consumers } from '../db/schema/consumer.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, assertAllowed } from '../http/errors.ts';
import { takeRate } from '../http/rate-limit.ts';
import { CONFIRMATION_TTL_SECONDS, confirmationToken } from './confirmations.ts';
import { welcomeNewMember } from './loyalty.ts';
import { type ConsumerRow, findConsumer, nextMemberId } from './profile.ts';

type SubscriptionInput = z.output<typeof consumerSubscriptionInput>;
type EnrollmentInput = z.output<typeof consumerEnrollmentInput>;
export type ProfilePayload = z.output<typeof consumerProfilePayload>;
type SignUp = z.output<typeof signUpRequest>;

function regionOf(country: string): 'NA' | 'EMEA' {
  return country === 'US' || country === 'CA' ? 'NA' : 'EMEA';
}

/**
 * Opt in or out by (type, channel, recipient). Spec §9: double opt-in is true on opt-in.
 * `owner` joins unowned subscriptions to the consumer; with `strictOwner`, a recipient
 * that belongs to another profile answers PRO418.
 */
export async function upsertSubscriptions(
  tx: Executor,
  inputs: SubscriptionInput[],
  owner: string | null,
  now: Date,
  options: { strictOwner: boolean },
) {
  const rows = [];
  for (const input of inputs) {
    const recipient = subscriptionRecipient(input.channel, input.recipient);
    const [existing] = await tx
      .select()
      .from(consumerSubscriptions)
      .where(
        and(
          eq(consumerSubscriptions.type, input.type),
          eq(consumerSubscriptions.channel, input.channel),
          eq(consumerSubscriptions.recipient, recipient),
        ),
      )
      .limit(1)
      .for('update');
    if (options.strictOwner && existing?.consumerId && existing.consumerId !== owner) {
      throw new ApiError('PRO418', `${recipient} is subscribed by another profile`);
    }
    const values = {
      ...subscriptionChange(input, existing, now),
      consumerId: existing?.consumerId ?? owner,
      updatedAt: now,
    };
    const [row] = existing
      ? await tx
          .update(consumerSubscriptions)
          .set(values)
          .where(eq(consumerSubscriptions.id, existing.id))
          .returning()
      : await tx
          .insert(consumerSubscriptions)
          .values({
            ...values,
            type: input.type,
            channel: input.channel,
            recipient,
            createdAt: now,
          })
          .returning();
    if (row) rows.push(row);
  }
  return rows;
}

/** PRO418 unless every recipient is the consumer's own email or phone. */
export function assertOwnRecipients(
  inputs: readonly SubscriptionInput[],
  owner: { email: string; phone: string | null },
): void {
  assertAllowed(foreignRecipientRefusal(inputs, owner));
}

/** `assertOwnRecipients` for the consumer of a session. */
export async function assertOwnRecipientsOf(
  tx: Executor,
  consumerId: string,
  inputs: readonly SubscriptionInput[],
): Promise<void> {
  const consumer = await findConsumer(tx, consumerId);
  if (!consumer) throw new ApiError('PRO404', 'No profile for this session');
  assertOwnRecipients(inputs, consumer);
}

/**
 * A signed-out visitor's opt-ins (spec §9 double opt-in): each is stored waiting for its
 * confirmation (optin false, doubleOptin true) and an email recipient is mailed the link
 * (confirmSubscription). A confirmed subscription is left as it is and mailed nothing;
 * opt-outs are ignored: only the recipient, signed in, opts out. SMS recipients wait too,
 * with no message (the service sends no SMS): they are confirmed when their consumer opts
 * in signed in. The answer is built from the request alone (`pendingSubscription`).
 */
export async function requestSubscriptions(
  tx: Executor,
  inputs: readonly SubscriptionInput[],
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  context: { locale: SiteLocale | undefined; now: Date },
): Promise<ConsumerSubscription[]> {
  const { now } = context;
  const site = context.locale ?? 'en-us';
  const answers: ConsumerSubscription[] = [];
  for (const input of inputs) {
    if (!input.optin) continue;
    answers.push(pendingSubscription(input));
    const recipient = subscriptionRecipient(input.channel, input.recipient);
    const t = consumerSubscriptions;
    const [row] = await tx
      .insert(t)
      .values({
        type: input.type,
        channel: input.channel,
        recipient,
        optin: false,
        doubleOptin: true,
        category: input.category ?? null,
        country: input.country ?? null,
        region: input.region ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [t.type, t.channel, t.recipient],
        set: {
          doubleOptin: true,
          category: sql`coalesce(excluded.category, ${t.category})`,
          country: sql`coalesce(excluded.country, ${t.country})`,
          region: sql`coalesce(excluded.region, ${t.region})`,
          updatedAt: now,
        },
        // A confirmed subscription is not touched (and gets no mail).
        setWhere: eq(t.optin, false),
      })
      .returning({ id: t.id });
    if (!row || input.channel !== 'email') continue;
    // The form must not flood someone else's mailbox: over the limit, the subscription
    // still waits, unconfirmed, and a later request (or signing in) can confirm it.
    const confirmation = await takeRate(
      tx,
      `rate:subscription-confirmation:${recipient}`,
      deps.config.rateLimits.subscriptionConfirmationPerRecipient,
      now,
    );
    if (!confirmation.allowed) continue;
    const token = confirmationToken(deps.config, row.id, now);
    await deps.mailer.send(tx, {
      to: recipient,
      template: 'subscriptionConfirmation',
      locale: site,
      data: {
        recipient,
        link: `${deps.config.publicUrl}/${site}/subscription/confirm?token=${token}`,
        validDays: String(CONFIRMATION_TTL_SECONDS / (24 * 60 * 60)),
      },
    });
  }
  return answers;
}

/**
 * The double opt-in of a confirmation link: the waiting subscription is turned on and
 * joined to the profile of its email, if any. Already on: answered as it is. Unknown, or
 * opted out since the link was sent: AUT402.
 */
export async function confirmPendingSubscription(tx: Executor, subscriptionId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(consumerSubscriptions)
    .where(eq(consumerSubscriptions.id, subscriptionId))
    .limit(1)
    .for('update');
  if (row?.optin) return row;
  if (!row?.doubleOptin) {
    throw new ApiError('AUT402', 'This confirmation link has expired or is not valid');
  }
  let consumerId = row.consumerId;
  if (!consumerId && row.channel === 'email') {
    const [owner] = await tx
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.email, row.recipient))
      .limit(1);
    consumerId = owner?.id ?? null;
  }
  const [updated] = await tx
    .update(consumerSubscriptions)
    .set({ ...subscriptionChange({ optin: true }, row, now), consumerId, updatedAt: now })
    .where(eq(consumerSubscriptions.id, row.id))
    .returning();
  if (!updated) throw new Error('Subscription vanished');
  return updated;
}

/** Join a signed-out visitor's subscriptions of this email to the profile. */
export async function claimSubscriptions(tx: Executor, consumerId: string, email: string) {
  await tx
    .update(consumerSubscriptions)
    .set({ consumerId })
    .where(
      and(
        eq(consumerSubscriptions.recipient, email.toLowerCase()),
        eq(consumerSubscriptions.channel, 'email'),
        sql`${consumerSubscriptions.consumerId} is null`,
      ),
    );
}

/**
 * A changed email takes the profile's email subscriptions with it, in the state they are
 * in: left on the old address they could be changed by nobody (a consumer changes only
 * their own email's) and would stand in the way of whoever takes the address next. A
 * subscription of the same type already on the new address (a signed-out visitor's
 * request waiting for its confirmation) gives way to the profile's; the new address's
 * other unowned subscriptions join the profile, as on sign-up.
 */
export async function moveEmailSubscriptions(
  tx: Executor,
  consumerId: string,
  from: string,
  to: string,
  now: Date,
): Promise<void> {
  const t = consumerSubscriptions;
  const owned = await tx
    .select({ id: t.id, type: t.type })
    .from(t)
    .where(and(eq(t.consumerId, consumerId), eq(t.channel, 'email'), eq(t.recipient, from)))
    .for('update');
  for (const row of owned) {
    await tx
      .delete(t)
      .where(and(eq(t.type, row.type), eq(t.channel, 'email'), eq(t.recipient, to)));
    await tx.update(t).set({ recipient: to, updatedAt: now }).where(eq(t.id, row.id));
  }
  await claimSubscriptions(tx, consumerId, to);
}

/** The name of the constraint a database error violated, if it says. */
function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Spec §4: a Loyalty enrollment with optin makes the profile a member (birth date needed);
 * a new member is given their welcome code, and mailed it (server/consumer/loyalty.ts).
 */
export async function applyEnrollment(
  tx: Executor,
  consumer: ConsumerRow,
  enrollment: EnrollmentInput,
  locale: SiteLocale | undefined,
  now: Date,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
): Promise<void> {
  const country = enrollment.country ?? siteOf(locale).country;
  assertAllowed(loyaltyRefusal(enrollment.optin, consumer.birthDate));
  const values = {
    optin: enrollment.optin,
    doubleOptin: enrollment.optin ? (enrollment.doubleOptin ?? true) : false,
    country,
    region: enrollment.region ?? regionOf(country),
    channel: enrollment.channel ?? 'email',
    updatedAt: now,
  };
  await tx
    .insert(consumerEnrollments)
    .values({ ...values, consumerId: consumer.id, type: 'Loyalty', createdAt: now })
    .onConflictDoUpdate({
      target: [consumerEnrollments.consumerId, consumerEnrollments.type],
      set: values,
    });
  if (enrollment.optin && !consumer.isLoyaltyMember) {
    await tx
      .update(consumers)
      .set({
        isLoyaltyMember: true,
        memberId: consumer.memberId ?? (await nextMemberId(tx)),
        loyaltyOptInDate: now,
        updatedAt: now,
      })
      .where(eq(consumers.id, consumer.id));
    await welcomeNewMember(tx, deps, consumer, locale, now);
  } else if (!enrollment.optin && consumer.isLoyaltyMember) {
    await tx
      .update(consumers)
      .set({ isLoyaltyMember: false, updatedAt: now })
      .where(eq(consumers.id, consumer.id));
  }
}

async function assertEmailFree(
  tx: Executor,
  email: string,
  exceptId: string | null,
  errorId: 'PRO400' | 'AUT439',
) {
  const [other] = await tx
    .select({ id: consumers.id })
    .from(consumers)
    .where(
      exceptId
        ? and(eq(consumers.email, email), ne(consumers.id, exceptId))
        : eq(consumers.email, email),
    )
    .limit(1);
  if (other) throw new ApiError(errorId, 'This email is already used by another profile');
}

async function assertPhoneFree(
  tx: Executor,
  phone: string,
  phoneCode: string | null,
  exceptId: string | null,
  errorId: 'AUT444' | 'AUT442',
) {
  const samePhone = and(
    eq(consumers.phone, phone),
    phoneCode ? eq(consumers.phoneCode, phoneCode) : sql`${consumers.phoneCode} is null`,
  );
  const [other] = await tx
    .select({ id: consumers.id })
    .from(consumers)
    .where(exceptId ? and(samePhone, ne(consumers.id, exceptId)) : samePhone)
    .limit(1);
  if (other) throw new ApiError(errorId, 'This phone number is already in use');
}

/**
 * Apply a Consumer profile payload (spec §3) to an existing profile: PUT by the signed-in
 * consumer, or the fields of a new profile right after it was inserted.
 */
export async function applyProfilePayload(
  tx: Transaction,
  consumerId: string,
  payload: ProfilePayload,
  locale: SiteLocale | undefined,
  now: Date,
  mode: 'update' | 'create',
  deps: Pick<AppDeps, 'config' | 'mailer'>,
): Promise<void> {
  const current = await findConsumer(tx, consumerId);
  if (!current) throw new ApiError('PRO404', 'No profile for this session');
  const details = payload.consumerDetails ?? {};
  const { country } = siteOf(locale);
  // The contract lower-cases the email, as it is stored.
  const email = details.email ?? current.email;
  const emailChanged = mode === 'update' && email !== current.email;
  if (emailChanged) await assertEmailFree(tx, email, consumerId, 'AUT439');
  const phone = details.phone ?? current.phone;
  const phoneCode = details.phoneCode ?? current.phoneCode;
  const phoneChanged = Boolean(details.phone || details.phoneCode);
  if (phoneChanged && phone) await assertPhoneFree(tx, phone, phoneCode, consumerId, 'AUT442');
  if (details.birthDate) assertAllowed(birthDateRefusal(details.birthDate, country, now));
  assertAllowed(employeeTermsRefusal(payload.isEmployeeDiscountTCAccepted, current.employee));
  const preferences = payload.preferences ?? {};
  const [updated] = await tx
    .update(consumers)
    .set({
      firstName: details.firstName ?? current.firstName,
      lastName: details.lastName ?? current.lastName,
      email,
      phone,
      phoneCode,
      postalCode: details.postalCode ?? current.postalCode,
      birthDate: details.birthDate ?? current.birthDate,
      gender: details.gender ?? current.gender,
      sourceAcquisitionType: details.source?.acquisitionType ?? current.sourceAcquisitionType,
      sourceCampaignName: details.source?.campaignName ?? current.sourceCampaignName,
      interests: preferences.interests ?? current.interests,
      preferredShoeSize: preferences.preferredShoeSize ?? current.preferredShoeSize,
      isEmployeeDiscountTCAccepted:
        payload.isEmployeeDiscountTCAccepted ?? current.isEmployeeDiscountTCAccepted,
      locale: current.locale ?? locale ?? null,
      updatedAt: now,
    })
    .where(eq(consumers.id, consumerId))
    .returning()
    .catch((error: unknown) => {
      // Two profiles taking one email (or phone) at once: the unique index decides.
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      const phoneTaken = phoneChanged && violatedConstraint(error) === 'consumers_phone_key';
      throw emailChanged && !phoneTaken
        ? new ApiError('AUT439', 'This email is already used by another profile', { cause: error })
        : new ApiError('AUT442', 'This phone number is already in use', { cause: error });
    });
  if (!updated) throw new ApiError('PRO412', 'The profile could not be updated');
  if (emailChanged) await moveEmailSubscriptions(tx, consumerId, current.email, email, now);
  for (const enrollment of payload.enrollments ?? []) {
    await applyEnrollment(tx, updated, enrollment, locale, now, deps);
  }
  if (payload.subscriptions?.length) {
    assertOwnRecipients(payload.subscriptions, updated);
    await upsertSubscriptions(tx, payload.subscriptions, consumerId, now, {
      strictOwner: true,
    });
  }
}

/**
 * POST consumer: a signed-out visitor's profile without a password. Its subscriptions
 * (the profile's own email or phone only) wait for their confirmation.
 */
export async function createProfile(
  tx: Transaction,
  { subscriptions = [], ...payload }: ProfilePayload & { consumerDetails: { email: string } },
  locale: SiteLocale | undefined,
  now: Date,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
): Promise<string> {
  const email = payload.consumerDetails.email;
  assertOwnRecipients(subscriptions, { email, phone: payload.consumerDetails.phone ?? null });
  await assertEmailFree(tx, email, null, 'PRO400');
  if (payload.consumerDetails.phone) {
    await assertPhoneFree(
      tx,
      payload.consumerDetails.phone,
      payload.consumerDetails.phoneCode ?? null,
      null,
      'AUT442',
    );
  }
  const [row] = await tx
    .insert(consumers)
    .values({ email, locale: locale ?? null, createdAt: now, updatedAt: now })
    .returning({ id: consumers.id });
  if (!row) throw new Error('Profile was not created');
  await applyProfilePayload(tx, row.id, payload, locale, now, 'create', deps);
  await requestSubscriptions(tx, subscriptions, deps, { locale, now });
  await claimSubscriptions(tx, row.id, email);
  return row.id;
}

/**
 * Sign-up (spec §3 Sign-up request): a new account, or the password-less profile of the
 * same email claimed. Consents become subscriptions and the loyalty enrollment.
 */
export async function createAccount(
  tx: Transaction,
  request: SignUp,
  passwordHash: string,
  context: { locale: SiteLocale | undefined; leadSource: string | undefined; now: Date },
  deps: Pick<AppDeps, 'config' | 'mailer'>,
): Promise<ConsumerRow> {
  const { now, locale } = context;
  const { country } = siteOf(locale);
  const consents = request.subscriptions;
  const wantsLoyalty = consents.loyaltyConsent;
  if (request.birthDate) assertAllowed(birthDateRefusal(request.birthDate, country, now));
  assertAllowed(loyaltyRefusal(wantsLoyalty, request.birthDate));
  const [existing] = await tx
    .select()
    .from(consumers)
    .where(eq(consumers.email, request.email))
    .limit(1)
    .for('update');
  if (existing?.passwordHash) throw new ApiError('PRO400', 'An account with this email exists');
  if (request.phone) {
    await assertPhoneFree(
      tx,
      request.phone,
      request.phoneCode ?? null,
      existing?.id ?? null,
      'AUT444',
    );
  }
  const values = {
    email: request.email,
    passwordHash,
    passwordChangedAt: now,
    firstName: request.firstName,
    lastName: request.lastName,
    birthDate: request.birthDate ?? existing?.birthDate ?? null,
    phone: request.phone ?? existing?.phone ?? null,
    phoneCode: request.phoneCode ?? existing?.phoneCode ?? null,
    postalCode: request.postalCode ?? existing?.postalCode ?? null,
    gender: request.gender ?? existing?.gender ?? null,
    isTermsConfirmed: true,
    sourceStore: request.source.store ?? null,
    sourceAcquisitionType: request.source.acquisitionType,
    sourceCampaignName: request.source.campaignName ?? null,
    leadSource: context.leadSource ?? null,
    referralCode: request.referralCode ?? null,
    locale: locale ?? null,
    updatedAt: now,
  };
  let row: ConsumerRow | undefined;
  try {
    [row] = existing
      ? await tx.update(consumers).set(values).where(eq(consumers.id, existing.id)).returning()
      : await tx
          .insert(consumers)
          .values({ ...values, createdAt: now })
          .returning();
  } catch (error) {
    // Two sign-ups of one email at once: the unique index decides, the loser hears PRO400.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw new ApiError('PRO400', 'An account with this email exists', { cause: error });
    }
    throw error;
  }
  if (!row) throw new Error('Account was not created');
  await claimSubscriptions(tx, row.id, row.email);
  const region = regionOf(country);
  const subscriptions: SubscriptionInput[] = [];
  if (consents.newsletterConsent) {
    subscriptions.push({
      type: 'Newsletter',
      channel: 'email',
      recipient: row.email,
      optin: true,
      country,
      region,
    });
  }
  if (wantsLoyalty && (consents.loyaltyNewsletterConsent ?? true)) {
    subscriptions.push({
      type: 'LoyaltyNewsletter',
      channel: 'email',
      recipient: row.email,
      optin: true,
      country,
      region,
    });
  }
  if (consents.smsNotificationConsent && row.phone) {
    subscriptions.push({
      type: 'Newsletter',
      channel: 'sms',
      recipient: row.phone,
      optin: true,
      country,
      region,
    });
  }
  if (subscriptions.length) {
    await upsertSubscriptions(tx, subscriptions, row.id, now, { strictOwner: false });
  }
  if (wantsLoyalty) {
    await applyEnrollment(
      tx,
      row,
      { type: 'Loyalty', optin: true, doubleOptin: true, channel: 'email', country, region },
      locale,
      now,
      deps,
    );
  }
  const final = await findConsumer(tx, row.id);
  if (!final) throw new Error('Account vanished');
  return final;
}
