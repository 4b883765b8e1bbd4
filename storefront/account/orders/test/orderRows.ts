/** What the order pages' stories share. Test-only. */
import { within } from 'storybook/test';
import { expectTotalsAddUp, shownLineCents } from '#flows/Checkout/test/totals.ts';

/**
 * An order's lines (en-us) add up to its summary's subtotal, its rows to the total (issue
 * 46). Answers the rows as [term, what it shows].
 */
export async function expectOrderAddsUp(container: HTMLElement) {
  const items = within(container).getByRole('region', { name: 'Items' });
  const list = items.querySelector('ul');
  if (!list) throw new Error('the order shows no lines');
  const summary = within(container).getByRole('region', { name: 'Order summary' });
  const rows = await expectTotalsAddUp(summary, 'en-US', ['Total'], shownLineCents(list, 'en-US'));
  return rows.map((row) => [row.term, row.value]);
}
