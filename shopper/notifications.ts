import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import {
  type NotificationChannel,
  type NotificationTopic,
  notificationChannels,
  type notificationPreferences,
  notificationTopics,
  updateNotifications,
} from '#api/contract/consumer.ts';

/*
 * The member's notification choices (spec §7 Consumer PUT notification): one switch per
 * channel and topic. The service has a single call for them, which sets the pairs it is
 * sent and answers every pair, so an empty list is the read. The answer of a save is the
 * whole state again and replaces the cache entry (`queryKeys.notifications`).
 */

export type NotificationPreferences = z.output<typeof notificationPreferences>;
export type NotificationPreference = NotificationPreferences['preferences'][number];

/** Every pair as on or off, channel first: the shape a form of the choices holds. */
export type NotificationChoices = Record<NotificationChannel, Record<NotificationTopic, boolean>>;

/** The choices of an answer; a pair it leaves out is off, as the service counts it. */
export function notificationChoicesOf(answer: NotificationPreferences): NotificationChoices {
  const choices = Object.fromEntries(
    notificationChannels.map((channel) => [
      channel,
      Object.fromEntries(notificationTopics.map((topic) => [topic, false])),
    ]),
  ) as NotificationChoices;
  for (const { channel, topic, enabled } of answer.preferences) choices[channel][topic] = enabled;
  return choices;
}

/**
 * The pairs of `chosen` that differ from `saved`, in the contract's order: what a save
 * sends. Only those: a pair the member cannot change now (SMS once the phone is gone) is
 * left as the service has it rather than sent again and refused.
 */
export function changedNotifications(
  saved: NotificationChoices,
  chosen: NotificationChoices,
): NotificationPreference[] {
  return notificationChannels.flatMap((channel) =>
    notificationTopics
      .filter((topic) => saved[channel][topic] !== chosen[channel][topic])
      .map((topic) => ({ channel, topic, enabled: chosen[channel][topic] })),
  );
}

/**
 * The member's notification choices. `enabled`: only for a signed-in member (a guest or an
 * associate has none; the service answers AUT432).
 */
export function useNotificationPreferences({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery<NotificationPreferences>({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) =>
      client.call(updateNotifications, { body: { preferences: [] }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Save changed pairs (`changedNotifications`). SMS on without a phone on the profile is
 * refused (API400); on any failure the cache keeps what the service had.
 */
export function useSaveNotifications() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKeys.notifications, 'save'],
    mutationFn: (preferences: NotificationPreference[]) =>
      client.call(updateNotifications, { body: { preferences } }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.notifications, answer),
  });
}
