import { and, desc, eq, sql } from 'drizzle-orm';
import type { SiteLocale } from '#api/contract/common.ts';
import { registerForEvent } from '#api/contract/consumer.ts';
import { eventContent } from '#commerce/consumer/eventContent.ts';
import { attendingDaysProblem, splitAttendingDays } from '#commerce/consumer/events.ts';
import type { Executor } from '../db/client.ts';
import { consumers } from '../db/schema/consumer.ts';
import { contentVersions } from '../db/schema/content.ts';
import { eventRegistrations } from '../db/schema/events.ts';
import { ApiError } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';

/**
 * The event of a published EventSignUp section (spec §3 event content), in the caller's
 * site when it has one: registrations are only taken for events the CMS shows.
 */
async function findEvent(db: Executor, eventId: string, locale: SiteLocale) {
  const vars = sql`jsonb_build_object('id', ${eventId}::text)`;
  const [row] = await db
    .select({
      props: sql<unknown>`jsonb_path_query_first(${contentVersions.document}, 'strict $.** ? (@.component == "EventSignUp" && @.props.eventId == $id).props', ${vars})`,
    })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.status, 'published'),
        sql`jsonb_path_exists(${contentVersions.document}, 'strict $.** ? (@.component == "EventSignUp" && @.props.eventId == $id)', ${vars})`,
      ),
    )
    .orderBy(desc(sql`${contentVersions.siteId} like ${`%-${locale}`}`))
    .limit(1);
  const parsed = eventContent.safeParse(row?.props);
  return parsed.success ? parsed.data : undefined;
}

const attendingDaysMessages = {
  none: 'attendingDays names no day',
  repeated: 'attendingDays names a day twice',
  outsideEvent: 'attendingDays names a day outside the event',
} as const;

/** Spec §7 Consumer POST event-registration: a member joins a CMS event. */
export const eventsDomain: Domain = {
  name: 'events',
  register({ route }) {
    route(registerForEvent, async ({ auth, body, db, deps, locale = 'en-us' }) => {
      const [consumer] = await db
        .select({ email: consumers.email })
        .from(consumers)
        .where(eq(consumers.id, auth.consumerId))
        .limit(1);
      if (!consumer) throw new ApiError('AUT432', 'The session has no profile');
      // Spec §5: the form shows the profile's email read-only; another address is refused.
      if (consumer.email.toLowerCase() !== body.email.toLowerCase()) {
        throw new ApiError('API400', 'email is not the signed-in member’s');
      }
      const event = await findEvent(db, body.eventId, locale);
      if (!event) throw new ApiError('API400', `No event ${body.eventId} is published`);
      const problem = attendingDaysProblem(body.attendingDays, event);
      if (problem) throw new ApiError('API400', attendingDaysMessages[problem]);
      if (body.plusOne !== undefined && !event.enablePlusOne) {
        throw new ApiError('API400', 'This event takes no plus-one');
      }

      const days = splitAttendingDays(body.attendingDays);
      const values = {
        email: consumer.email,
        attendingDays: days,
        firstName: body.firstName,
        lastName: body.lastName,
        gender: body.gender ?? null,
        phoneNumber: body.phoneNumber ?? null,
        plusOne: body.plusOne ?? null,
        locale,
        registeredAt: new Date(body.registrationTimestamp),
        updatedAt: deps.now(),
      };
      const registrationId = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(eventRegistrations)
          .values({
            consumerId: auth.consumerId,
            eventId: body.eventId,
            createdAt: deps.now(),
            ...values,
          })
          .onConflictDoUpdate({
            target: [eventRegistrations.consumerId, eventRegistrations.eventId],
            set: values,
          })
          .returning({ id: eventRegistrations.id });
        if (!stored) throw new Error('event registration not stored');
        const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
        await deps.mailer.send(tx, {
          to: consumer.email,
          template: 'eventRegistration',
          locale,
          data: {
            firstName: body.firstName,
            eventTitle: event.title,
            days: days.map((day) => dayFormat.format(new Date(`${day}T00:00:00Z`))).join('\n'),
            plusOne: body.plusOne ?? '',
          },
        });
        return stored.id;
      });
      return { registrationId, eventId: body.eventId, status: 'REGISTERED' as const };
    });
  },
};
