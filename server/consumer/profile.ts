import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ConsumerType } from '#api/contract/auth.ts';
import type {
  ConsumerAddress,
  ConsumerDetails,
  ConsumerProfile,
  ConsumerSubscription,
} from '#api/contract/consumer.ts';
import { type Executor, readTogether } from '../db/client.ts';
import {
  consumerAddresses,
  consumerEnrollments,
  consumerSubscriptions,
  consumers,
} from '../db/schema/consumer.ts';
import { ApiError } from '../http/errors.ts';

export type ConsumerRow = typeof consumers.$inferSelect;
type AddressRow = typeof consumerAddresses.$inferSelect;
type SubscriptionRow = typeof consumerSubscriptions.$inferSelect;
type EnrollmentRow = typeof consumerEnrollments.$inferSelect;

/** Spec §3 consumerType: employees first, then athletes, then pro members. */
export function consumerTypeOf(
  row: Pick<ConsumerRow, 'employee' | 'athlete' | 'prosumer'>,
): ConsumerType {
  if (row.employee) return 'EMPLOYEE';
  if (row.athlete) return 'ATHLETE';
  if (row.prosumer) return 'PROSUMER';
  return 'REGISTERED';
}

export function toAddress(row: AddressRow): ConsumerAddress {
  return {
    id: row.id,
    approachType: row.approachType,
    main: row.main,
    firstName: row.firstName,
    lastName: row.lastName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    country: row.country,
    email: row.email,
    phone: row.phone,
  };
}

export function toSubscription(row: SubscriptionRow): ConsumerSubscription {
  return {
    type: row.type as ConsumerSubscription['type'],
    channel: row.channel,
    recipient: row.recipient,
    optin: row.optin,
    doubleOptin: row.doubleOptin,
    category: row.category,
    country: row.country,
    region: row.region,
    optinDate: row.optinDate?.toISOString() ?? null,
    optoutDate: row.optoutDate?.toISOString() ?? null,
  };
}

export function toEnrollment(row: EnrollmentRow) {
  return {
    type: 'Loyalty' as const,
    optin: row.optin,
    doubleOptin: row.doubleOptin,
    country: row.country,
    region: row.region,
    channel: row.channel,
  };
}

export function toDetails(row: ConsumerRow, addresses: AddressRow[]): ConsumerDetails {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    phoneCode: row.phoneCode,
    postalCode: row.postalCode,
    birthDate: row.birthDate,
    address: addresses.map(toAddress),
    athlete: row.athlete,
    employee: row.employee,
    prosumer: row.prosumer,
    identity: row.identities,
    gender: row.gender,
    source: {
      acquisitionType: row.sourceAcquisitionType,
      campaignName: row.sourceCampaignName,
    },
  };
}

export async function findConsumer(
  db: Executor,
  consumerId: string,
): Promise<ConsumerRow | undefined> {
  const [row] = await db.select().from(consumers).where(eq(consumers.id, consumerId)).limit(1);
  return row;
}

export async function findConsumerByEmail(
  db: Executor,
  email: string,
): Promise<ConsumerRow | undefined> {
  const [row] = await db
    .select()
    .from(consumers)
    .where(eq(consumers.email, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function listAddresses(db: Executor, consumerId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(consumerAddresses)
    .where(eq(consumerAddresses.consumerId, consumerId))
    .orderBy(desc(consumerAddresses.main), asc(consumerAddresses.createdAt));
}

export async function listSubscriptions(
  db: Executor,
  consumerId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(consumerSubscriptions)
    .where(eq(consumerSubscriptions.consumerId, consumerId))
    .orderBy(asc(consumerSubscriptions.createdAt));
}

export async function listEnrollments(db: Executor, consumerId: string): Promise<EnrollmentRow[]> {
  return db
    .select()
    .from(consumerEnrollments)
    .where(eq(consumerEnrollments.consumerId, consumerId));
}

/** The whole profile (spec §3 Consumer profile) of a consumer, or PRO404. */
export async function loadProfile(db: Executor, consumerId: string): Promise<ConsumerProfile> {
  const row = await findConsumer(db, consumerId);
  if (!row) throw new ApiError('PRO404', 'No profile for this session');
  const [addresses, subscriptions, enrollments] = await readTogether(
    db,
    () => listAddresses(db, consumerId),
    () => listSubscriptions(db, consumerId),
    () => listEnrollments(db, consumerId),
  );
  return {
    consumerId: row.id,
    consumerNo: row.consumerNo,
    consumerType: consumerTypeOf(row),
    memberId: row.memberId,
    consumerDetails: toDetails(row, addresses),
    isLoyaltyMember: row.isLoyaltyMember,
    loyaltyOptInDate: row.loyaltyOptInDate?.toISOString() ?? null,
    loyaltySummary: { points: { balance: row.loyaltyPoints } },
    preferences: { interests: row.interests, preferredShoeSize: row.preferredShoeSize },
    subscriptions: subscriptions.map(toSubscription),
    enrollments: enrollments.map(toEnrollment),
    isEmployeeDiscountTCAccepted: row.isEmployeeDiscountTCAccepted,
  };
}

/** The next loyalty member id. */
export async function nextMemberId(db: Executor): Promise<string> {
  const result = await db.execute<{ id: string }>(
    sql`select nextval('loyalty_member_seq')::text as id`,
  );
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  const id = rows[0]?.id;
  if (!id) throw new Error('loyalty_member_seq returned nothing');
  return id;
}
