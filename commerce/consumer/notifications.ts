import {
  type NotificationChannel,
  type NotificationTopic,
  notificationChannels,
  notificationTopics,
} from '#api/contract/consumer.ts';

/*
 * A member's notification choices (spec §7 Consumer PUT notification), shared by the service
 * and the MSW handlers: each channel and topic set at most once, SMS only switched on for a
 * profile with a phone, and every pair answered (off unless chosen).
 */

type Preference = { channel: NotificationChannel; topic: NotificationTopic; enabled: boolean };

export type NotificationRefusal = { errorId: 'API400'; message: string; details?: undefined };

/** The key of a channel and topic in a member's choices. */
export function notificationKey(channel: NotificationChannel, topic: NotificationTopic): string {
  return `${channel}:${topic}`;
}

/** API400 for the first channel and topic a change names twice. */
export function repeatedPreferenceRefusal(
  preferences: readonly Omit<Preference, 'enabled'>[],
): NotificationRefusal | null {
  const seen = new Set<string>();
  for (const { channel, topic } of preferences) {
    const key = notificationKey(channel, topic);
    if (seen.has(key)) {
      return { errorId: 'API400', message: `preferences name ${channel} ${topic} twice` };
    }
    seen.add(key);
  }
  return null;
}

/** Whether the change switches an SMS notification on (it needs a phone on the profile). */
export function switchesSmsOn(preferences: readonly Preference[]): boolean {
  return preferences.some((entry) => entry.channel === 'sms' && entry.enabled);
}

export const smsWithoutPhone: NotificationRefusal = {
  errorId: 'API400',
  message: 'sms notifications need a phone number on the profile',
};

/** Every channel and topic, in the contract's order: the member's choice, else off. */
export function notificationPreferences(choices: ReadonlyMap<string, boolean>): {
  preferences: Preference[];
} {
  return {
    preferences: notificationChannels.flatMap((channel) =>
      notificationTopics.map((topic) => ({
        channel,
        topic,
        enabled: choices.get(notificationKey(channel, topic)) ?? false,
      })),
    ),
  };
}
