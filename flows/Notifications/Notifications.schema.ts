import { z } from 'zod';
import { notificationChannels, notificationTopics } from '#api/contract/consumer.ts';

/** The choices as the form holds them: each channel's box of each topic, on or off. */
export const notificationChoicesSchema = z.record(
  z.enum(notificationChannels),
  z.record(z.enum(notificationTopics), z.boolean()),
);
