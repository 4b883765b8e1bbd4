/**
 * Reads a shown order summary (OrderTotals) back as a shopper reads it, to check on every
 * surface that the rows shown add up to the total shown and the lines to the subtotal
 * (issue 46). Test-only.
 */
import { expect } from 'storybook/test';

/** Text as the page shows it: every run of white space one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The amount a text shows in the site's number format ("−$3.60", "1 234,56 €", "CA$9.95"),
 * in cents; null when it shows none ("Free", "Calculated with your address").
 */
export function shownCents(text: string, tag: string): number | null {
  const decimal =
    new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
    '.';
  const number = text.match(/[\d][\d\s\u00a0\u202f.,']*/)?.[0];
  if (!number) return null;
  const [whole = '', fraction = ''] = number.trim().split(decimal);
  const cents = Number(whole.replace(/\D/g, '')) * 100 + Number(fraction.replace(/\D/g, '') || 0);
  return /[−-]/.test(text.slice(0, text.indexOf(number))) ? -cents : cents;
}

export interface ShownRow {
  term: string;
  value: string;
  /** Cents; null when the row shows no amount. */
  cents: number | null;
}

/** The rows of the first totals list in `container`: [term, what it shows, its cents]. */
export function shownRows(container: Element, tag: string): ShownRow[] {
  const list = container.querySelector('dl');
  if (!list) throw new Error('no totals list shown');
  return [...list.querySelectorAll('dt')].map((dt) => {
    const value = plain(dt.nextElementSibling?.textContent ?? '');
    return { term: plain(dt.textContent ?? ''), value, cents: shownCents(value, tag) };
  });
}

/**
 * The rows above the total add up to it, the first of them being the subtotal of
 * `lineCents` when given. `totalTerms`: the words a total row starts with ("Total",
 * "Estimated total"). Answers the rows, for the story's own checks.
 */
export async function expectTotalsAddUp(
  container: Element,
  tag: string,
  totalTerms: readonly string[],
  lineCents?: readonly number[],
): Promise<ShownRow[]> {
  const rows = shownRows(container, tag);
  const totalAt = rows.findIndex((row) => totalTerms.some((term) => row.term.startsWith(term)));
  await expect(totalAt, `a total among ${JSON.stringify(rows)}`).toBeGreaterThan(0);
  const above = rows.slice(0, totalAt).reduce((sum, row) => sum + (row.cents ?? 0), 0);
  await expect(above, JSON.stringify(rows)).toBe(rows[totalAt]?.cents);
  if (lineCents) {
    const lines = lineCents.reduce((sum, cents) => sum + cents, 0);
    await expect(lines, `lines ${JSON.stringify(lineCents)} under ${rows[0]?.value}`).toBe(
      rows[0]?.cents,
    );
  }
  return rows;
}

/** The cents each line of a list shows: its last part (`1 × Jacket … $239.95`). */
export function shownLineCents(list: Element, tag: string): number[] {
  return [...list.querySelectorAll(':scope > li')].map((line) => {
    const cents = shownCents(plain(line.lastElementChild?.textContent ?? ''), tag);
    if (cents === null) throw new Error(`no amount on the line ${line.textContent}`);
    return cents;
  });
}
