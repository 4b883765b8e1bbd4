import { registerForEvent } from '#api/contract/consumer.ts';
import { eventContent } from '#commerce/consumer/eventContent.ts';
import { attendingDaysProblem } from '#commerce/consumer/events.ts';
import { contentEntries } from '#demo/content/index.ts';
import { MockApiError, mockRoute } from './http.ts';
import { readMockSession } from './session.ts';

/** The props of the EventSignUp section with this eventId, anywhere in a published document. */
function findEvent(eventId: string) {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = visit(item);
        if (found) return found;
      }
      return undefined;
    }
    if (!node || typeof node !== 'object') return undefined;
    const record = node as Record<string, unknown>;
    const props = record.props as Record<string, unknown> | undefined;
    if (record.component === 'EventSignUp' && props?.eventId === eventId) return props;
    return visit(Object.values(record));
  };
  for (const entry of contentEntries()) {
    if (entry.document.publication.status !== 'published') continue;
    const parsed = eventContent.safeParse(visit(entry.document.sections));
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/**
 * Spec §7 Consumer POST event-registration, with the service's checks (server/events): the
 * signed-in member's own email, a published event, days of the event, a guest only when
 * the event takes one.
 */
export const eventHandlers = {
  registerForEvent: mockRoute(registerForEvent, ({ body, cookies }) => {
    const session = readMockSession(cookies);
    if (session.kind !== 'consumer') throw new MockApiError('AUT432', 'Sign in to use this call');
    if (session.account.profile.consumerDetails.email.toLowerCase() !== body.email) {
      throw new MockApiError('API400', 'email is not the signed-in member’s');
    }
    const event = findEvent(body.eventId);
    if (!event) throw new MockApiError('API400', `No event ${body.eventId} is published`);
    const problem = attendingDaysProblem(body.attendingDays, event);
    if (problem) throw new MockApiError('API400', `attendingDays: ${problem}`);
    if (body.plusOne !== undefined && !event.enablePlusOne) {
      throw new MockApiError('API400', 'This event takes no plus-one');
    }
    return {
      registrationId: crypto.randomUUID(),
      eventId: body.eventId,
      status: 'REGISTERED' as const,
    };
  }),
};

export const eventHappyPath = Object.values(eventHandlers).map((handler) => handler.ok());
