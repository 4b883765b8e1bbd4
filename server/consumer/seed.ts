import { inArray } from 'drizzle-orm';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Transaction } from '../db/client.ts';
import { associateCredentials } from '../db/schema/auth.ts';
import { storeEmployees } from '../db/schema/catalogue.ts';
import {
  consumerAddresses,
  consumerEnrollments,
  consumerSubscriptions,
  consumers,
} from '../db/schema/consumer.ts';
import type { SeedContext } from '../db/seed.ts';

/** One demo account as demo/profiles describes it. */
export interface ProfileSeed {
  password: string | null;
  status: 'active' | 'locked';
  locale: string;
  profile: ConsumerProfile;
}

function date(value: string | null): Date | null {
  return value ? new Date(value) : null;
}

/** Demo profiles with their fixed ids, addresses, subscriptions and enrollments. */
export async function seedProfiles(
  tx: Transaction,
  accounts: readonly ProfileSeed[],
  context: SeedContext,
): Promise<void> {
  for (const account of accounts) {
    const { profile } = account;
    const details = profile.consumerDetails;
    await tx.insert(consumers).values({
      id: profile.consumerId,
      consumerNo: profile.consumerNo,
      email: details.email,
      passwordHash: account.password ? await hashPassword(context.config, account.password) : null,
      passwordChangedAt: account.password ? context.now : null,
      status: account.status,
      firstName: details.firstName,
      lastName: details.lastName,
      phone: details.phone,
      phoneCode: details.phoneCode,
      postalCode: details.postalCode,
      birthDate: details.birthDate,
      gender: details.gender,
      athlete: details.athlete,
      employee: details.employee,
      prosumer: details.prosumer,
      identities: details.identity,
      sourceAcquisitionType: details.source.acquisitionType,
      sourceCampaignName: details.source.campaignName,
      memberId: profile.memberId,
      isLoyaltyMember: profile.isLoyaltyMember,
      loyaltyOptInDate: date(profile.loyaltyOptInDate),
      loyaltyPoints: profile.loyaltySummary.points.balance,
      interests: profile.preferences.interests,
      preferredShoeSize: profile.preferences.preferredShoeSize,
      isEmployeeDiscountTCAccepted: profile.isEmployeeDiscountTCAccepted,
      isTermsConfirmed: account.password !== null,
      locale: account.locale,
      createdAt: context.now,
      updatedAt: context.now,
    });
    for (const address of details.address) {
      await tx.insert(consumerAddresses).values({
        ...address,
        consumerId: profile.consumerId,
        createdAt: context.now,
        updatedAt: context.now,
      });
    }
    for (const subscription of profile.subscriptions) {
      await tx.insert(consumerSubscriptions).values({
        ...subscription,
        consumerId: profile.consumerId,
        optinDate: date(subscription.optinDate),
        optoutDate: date(subscription.optoutDate),
        createdAt: context.now,
        updatedAt: context.now,
      });
    }
    for (const enrollment of profile.enrollments) {
      await tx.insert(consumerEnrollments).values({
        ...enrollment,
        consumerId: profile.consumerId,
        createdAt: context.now,
        updatedAt: context.now,
      });
    }
  }
}

/**
 * Passwords for demo associates of the catalogue's store roster. Runs after the
 * catalogue seeder; employees missing from the roster are skipped.
 */
export async function seedAssociateCredentials(
  tx: Transaction,
  associates: readonly { storeEmployeeId: string; password: string }[],
  context: SeedContext,
): Promise<void> {
  if (associates.length === 0) return;
  const onRoster = new Set(
    (
      await tx
        .select({ employeeId: storeEmployees.employeeId })
        .from(storeEmployees)
        .where(
          inArray(
            storeEmployees.employeeId,
            associates.map((a) => a.storeEmployeeId),
          ),
        )
    ).map((row) => row.employeeId),
  );
  for (const associate of associates) {
    if (!onRoster.has(associate.storeEmployeeId)) continue;
    await tx
      .insert(associateCredentials)
      .values({
        employeeId: associate.storeEmployeeId,
        passwordHash: await hashPassword(context.config, associate.password),
        createdAt: context.now,
      })
      .onConflictDoNothing();
  }
}
