import { describe, expect, it } from 'vitest';
import { eventContent } from './eventContent.ts';
import {
  attendingDaysProblem,
  eventDays,
  joinAttendingDays,
  MAX_EVENT_DAYS,
  splitAttendingDays,
} from './events.ts';

describe('eventDays (spec §5: each day between start and end date)', () => {
  it('lists every day from the start to the end, both included', () => {
    expect(eventDays('2027-06-11', '2027-06-13')).toEqual([
      '2027-06-11',
      '2027-06-12',
      '2027-06-13',
    ]);
  });

  it('gives one day when the event starts and ends on it', () => {
    expect(eventDays('2027-06-11', '2027-06-11')).toEqual(['2027-06-11']);
  });

  it('crosses months, leap days and the change to summer time by the calendar', () => {
    expect(eventDays('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(eventDays('2027-03-27', '2027-03-29')).toHaveLength(3);
    expect(eventDays('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('is empty for an end before the start or a date that is not a real day', () => {
    expect(eventDays('2027-06-13', '2027-06-11')).toEqual([]);
    expect(eventDays('2027-02-30', '2027-03-02')).toEqual([]);
    expect(eventDays('11/06/2027', '2027-06-13')).toEqual([]);
  });

  it(`stops after ${MAX_EVENT_DAYS} days`, () => {
    const days = eventDays('2027-01-01', '2027-12-31');
    expect(days).toHaveLength(MAX_EVENT_DAYS);
    expect(days.at(-1)).toBe('2027-01-31');
  });
});

describe('attendingDays (spec §3: selected dates joined by comma and space)', () => {
  it('joins the chosen days in calendar order, each once', () => {
    expect(joinAttendingDays(['2027-06-13', '2027-06-11', '2027-06-13'])).toBe(
      '2027-06-11, 2027-06-13',
    );
    expect(splitAttendingDays('2027-06-11, 2027-06-13')).toEqual(['2027-06-11', '2027-06-13']);
    expect(splitAttendingDays('')).toEqual([]);
  });

  it('says what does not fit the event', () => {
    const event = { startDate: '2027-06-11', endDate: '2027-06-13' };
    expect(attendingDaysProblem('2027-06-11, 2027-06-12', event)).toBeUndefined();
    expect(attendingDaysProblem('', event)).toBe('none');
    expect(attendingDaysProblem('2027-06-12, 2027-06-12', event)).toBe('repeated');
    expect(attendingDaysProblem('2027-06-10', event)).toBe('outsideEvent');
    expect(attendingDaysProblem('2027-06-13, 2027-06-14', event)).toBe('outsideEvent');
  });
});

describe('eventContent (spec §3 event content)', () => {
  const event = {
    eventId: 'ridgeline-trail-days-2027',
    title: 'Trail Days',
    startDate: '2027-06-11',
    endDate: '2027-06-13',
    confirmationTitle: 'See you there',
  };

  it('takes an event and leaves the plus-one off unless enabled', () => {
    expect(eventContent.parse(event)).toMatchObject({ enablePlusOne: false });
  });

  it('refuses an end before the start and an event longer than the form can list', () => {
    expect(eventContent.safeParse({ ...event, endDate: '2027-06-10' }).success).toBe(false);
    expect(eventContent.safeParse({ ...event, endDate: '2027-08-01' }).success).toBe(false);
    expect(eventContent.safeParse({ ...event, eventId: 'with space' }).success).toBe(false);
  });
});
