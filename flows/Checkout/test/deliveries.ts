import { expect, within } from 'storybook/test';

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A delivery group as a play expects it: its heading, its lines' names, its address. */
export interface ExpectedDelivery {
  name: string;
  lines: readonly string[];
  /** A line of the address the group shows (the store's, the shopper's). */
  addressLine?: string | undefined;
}

/**
 * The lines grouped by where they go (Deliveries.tsx): each group a region named by its
 * heading, holding its own lines and none of the others', with its address. Answers the
 * regions in the order given.
 */
export async function expectDeliveries(
  container: HTMLElement,
  groups: readonly ExpectedDelivery[],
): Promise<HTMLElement[]> {
  const every = groups.flatMap((group) => group.lines);
  const regions: HTMLElement[] = [];
  for (const group of groups) {
    const region = within(container).getByRole('region', { name: group.name });
    for (const line of every) {
      const found = within(region).queryByText(plain(line), { exact: false });
      if (group.lines.includes(line)) await expect(found).toBeVisible();
      else await expect(found).toBeNull();
    }
    if (group.addressLine !== undefined) {
      await expect(region.querySelector('address')).toHaveTextContent(group.addressLine);
    }
    regions.push(region);
  }
  return regions;
}
