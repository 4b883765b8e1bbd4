import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type NotificationChannel,
  type NotificationTopic,
  notificationChannels,
  type notificationPreferences,
  notificationTopics,
} from '#api/contract/consumer.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { consumerNotificationPreferences, consumers } from '../db/schema/consumer.ts';
import { ApiError } from '../http/errors.ts';

type Preferences = z.output<typeof notificationPreferences>;

/** Every channel and topic, in the contract's order: the member's choice, else off. */
async function preferencesOf(db: Executor, consumerId: string): Promise<Preferences> {
  const rows = await db
    .select()
    .from(consumerNotificationPreferences)
    .where(eq(consumerNotificationPreferences.consumerId, consumerId));
  const set = new Map(rows.map((row) => [`${row.channel}:${row.topic}`, row.enabled]));
  return {
    preferences: notificationChannels.flatMap((channel: NotificationChannel) =>
      notificationTopics.map((topic: NotificationTopic) => ({
        channel,
        topic,
        enabled: set.get(`${channel}:${topic}`) ?? false,
      })),
    ),
  };
}

/**
 * Spec §7 Consumer PUT notification: sets the pairs sent (each at most once; none sent
 * reads them) and answers every pair. SMS is only switched on for a profile with a phone.
 */
export async function updateNotificationPreferences(
  tx: Transaction,
  consumerId: string,
  body: Preferences,
  now: Date,
): Promise<Preferences> {
  const seen = new Set<string>();
  for (const { channel, topic } of body.preferences) {
    const key = `${channel}:${topic}`;
    if (seen.has(key)) throw new ApiError('API400', `preferences name ${channel} ${topic} twice`);
    seen.add(key);
  }
  if (body.preferences.some((entry) => entry.channel === 'sms' && entry.enabled)) {
    const [consumer] = await tx
      .select({ phone: consumers.phone })
      .from(consumers)
      .where(eq(consumers.id, consumerId))
      .limit(1);
    if (!consumer?.phone) {
      throw new ApiError('API400', 'sms notifications need a phone number on the profile');
    }
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
