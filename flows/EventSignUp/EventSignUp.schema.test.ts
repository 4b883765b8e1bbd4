import { describe, expect, it } from 'vitest';
import { eventRegistrationRequest } from '#api/contract/consumer.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import {
  buildEventRegistration,
  eventFormDefaults,
  eventFormSchema,
  profileHasNames,
} from './EventSignUp.schema.ts';

const days = ['2027-06-11', '2027-06-12', '2027-06-13'];
const schema = eventFormSchema(days);
const maya = structuredClone(demoAccount('loyalty').profile);
const filled = { ...eventFormDefaults(maya), attendingDays: ['2027-06-13', '2027-06-11'] };

function messagesOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('event form (spec §5)', () => {
  it('needs a day, the terms box, and a guest name only when one is typed', () => {
    expect(messagesOf({ ...filled, attendingDays: [] })).toMatchObject({
      attendingDays: 'required',
      eventTermsAccepted: 'requiredCheckbox',
    });
    expect(messagesOf({ ...filled, eventTermsAccepted: true })).toEqual({});
  });

  it('checks a filled guest name with the name rule and the guest-name message', () => {
    const accepted = { ...filled, eventTermsAccepted: true };
    expect(messagesOf({ ...accepted, plusOne: 'R2-D2' })).toEqual({ plusOne: 'guestName' });
    expect(messagesOf({ ...accepted, plusOne: 'A' })).toEqual({ plusOne: 'guestName' });
    expect(messagesOf({ ...accepted, plusOne: 'Zoë O’Brien' })).toEqual({});
    expect(schema.parse({ ...accepted, plusOne: '   ' }).plusOne).toBeUndefined();
  });

  it('takes only the event’s days', () => {
    const accepted = { ...filled, eventTermsAccepted: true };
    expect(messagesOf({ ...accepted, attendingDays: ['2027-06-14'] })).toEqual({
      attendingDays: 'option',
    });
  });

  it('asks for names only when the profile lacks a valid one', () => {
    expect(profileHasNames(maya)).toBe(true);
    const nameless = structuredClone(maya);
    nameless.consumerDetails.lastName = null;
    expect(profileHasNames(nameless)).toBe(false);
    expect(profileHasNames(null)).toBe(false);
  });
});

describe('buildEventRegistration (spec §3 payload)', () => {
  const now = new Date('2026-11-21T10:15:00.000Z');

  it('joins the days by comma and space, sends the profile’s email and an ISO timestamp', () => {
    const values = schema.parse({ ...filled, plusOne: 'Sam Lee', eventTermsAccepted: true });
    const payload = buildEventRegistration({
      values,
      profile: maya,
      eventId: 'ridgeline-trail-days-2027',
      enablePlusOne: true,
      now,
    });
    expect(payload).toEqual({
      email: 'maya.alvarez@example.com',
      attendingDays: '2027-06-11, 2027-06-13',
      eventId: 'ridgeline-trail-days-2027',
      eventTermsAccepted: true,
      firstName: 'Maya',
      lastName: 'Alvarez',
      gender: 'F',
      phoneNumber: '3035550188',
      plusOne: 'Sam Lee',
      registrationTimestamp: '2026-11-21T10:15:00.000Z',
    });
    expect(eventRegistrationRequest.safeParse(payload).success).toBe(true);
  });

  it('leaves out the guest when the event takes none, and what the profile cannot give', () => {
    const values = schema.parse({ ...filled, plusOne: 'Sam Lee', eventTermsAccepted: true });
    const profile = structuredClone(maya);
    profile.consumerDetails.gender = 'unknown';
    profile.consumerDetails.phone = null;
    const payload = buildEventRegistration({
      values,
      profile,
      eventId: 'e1',
      enablePlusOne: false,
      now,
    });
    expect(payload).not.toHaveProperty('plusOne');
    expect(payload).not.toHaveProperty('gender');
    expect(payload).not.toHaveProperty('phoneNumber');
    expect(eventRegistrationRequest.safeParse(payload).success).toBe(true);
  });
});
