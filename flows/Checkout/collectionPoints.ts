import type { OpeningHoursEntry } from '#api/contract/stores.ts';

/*
 * How the collection point picker shows a point (the search's text: commerce/catalogue/storeText.ts) (spec §3 shipping code
 * pudo): pure, so the rules are unit-tested apart from the component.
 */

/** Open round the clock every day (lockers): said in words rather than seven times 00:00. */
export function isAlwaysOpen(hours: readonly OpeningHoursEntry[]): boolean {
  return (
    [1, 2, 3, 4, 5, 6, 7].every((day) =>
      hours.some((entry) => entry.dayOfWeek === day && entry.opens === '00:00'),
    ) && hours.every((entry) => entry.opens === '00:00' && entry.closes >= '23:59')
  );
}

// 1 January 2024 was a Monday: ISO weekday n is 2024-01-0n.
const weekdayDate = (dayOfWeek: number) => new Date(Date.UTC(2024, 0, dayOfWeek));
const clockDate = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours ?? 0, minutes ?? 0));
};

/**
 * Opening hours in short, in the site's words: days in a row with the same hours share a
 * range ("Mon–Fri 9:00 AM–6:00 PM, Sat 10:00 AM–4:00 PM"); a day not listed is closed.
 * Empty when the point gives no hours.
 */
export function openingHoursText(hours: readonly OpeningHoursEntry[], tag: string): string {
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const sorted = [...hours].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  const runs: { from: number; to: number; opens: string; closes: string }[] = [];
  for (const entry of sorted) {
    const last = runs.at(-1);
    if (
      last &&
      last.to === entry.dayOfWeek - 1 &&
      last.opens === entry.opens &&
      last.closes === entry.closes
    ) {
      last.to = entry.dayOfWeek;
    } else {
      runs.push({ from: entry.dayOfWeek, to: entry.dayOfWeek, ...entry });
    }
  }
  return runs
    .map(({ from, to, opens, closes }) => {
      const days =
        from === to
          ? weekday.format(weekdayDate(from))
          : `${weekday.format(weekdayDate(from))}–${weekday.format(weekdayDate(to))}`;
      return `${days} ${clock.format(clockDate(opens))}–${clock.format(clockDate(closes))}`;
    })
    .join(', ');
}
