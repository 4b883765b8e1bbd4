import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { notificationPreferences as preferencesBody } from '#api/contract/consumer.ts';
import {
  notificationKey,
  notificationPreferences,
  repeatedPreferenceRefusal,
  smsWithoutPhone,
  switchesSmsOn,
} from '#commerce/consumer/notifications.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { consumerNotificationPreferences, consumers } from '../db/schema/consumer.ts';
import { assertAllowed, refusalError } from '../http/errors.ts';

type Preferences = z.output<typeof preferencesBody>;

/** Every channel and topic, in the contract's order: the member's choice, else off. */
async function preferencesOf(db: Executor, consumerId: string): Promise<Preferences> {
  const rows = await db
    .select()
    .from(consumerNotificationPreferences)
    .where(eq(consumerNotificationPreferences.consumerId, consumerId));
  return notificationPreferences(
    new Map(rows.map((row) => [notificationKey(row.channel, row.topic), row.enabled])),
  );
}

/**
 * Spec §7 Consumer PUT notification: sets the pairs sent (none sent reads them) and answers
 * every pair, by the rules of commerce/consumer/notifications.ts.
 */
export async function updateNotificationPreferences(
  tx: Transaction,
  consumerId: string,
  body: Preferences,
  now: Date,
): Promise<Preferences> {
  assertAllowed(repeatedPreferenceRefusal(body.preferences));
  if (switchesSmsOn(body.preferences)) {
    const [consumer] = await tx
      .select({ phone: consumers.phone })
      .from(consumers)
      .where(eq(consumers.id, consumerId))
      .limit(1);
    if (!consumer?.phone) throw refusalError(smsWithoutPhone);
  }
  if (body.preferences.length > 0) {
    await tx
      .insert(consumerNotificationPreferences)
      .values(body.preferences.map((entry) => ({ consumerId, ...entry, updatedAt: now })))
      .onConflictDoUpdate({
        target: [
          consumerNotificationPreferences.consumerId,
          consumerNotificationPreferences.channel,
          consumerNotificationPreferences.topic,
        ],
        set: { enabled: sql`excluded.enabled`, updatedAt: now },
      });
  }
  return preferencesOf(tx, consumerId);
}
