/*
 * The member's notification choices (spec §7 consumer notification preferences): which
 * topics reach them by which channel. The account page's section frames them.
 */
export { NotificationChoices, type NotificationChoicesProps } from './NotificationChoices.tsx';
export { notificationChoicesSchema } from './Notifications.schema.ts';
