import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { z } from 'zod';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { demoProps } from '../storybook/test/demoContent.ts';
import { iconAndTextListSchema } from './IconAndTextList.schema.ts';
import { IconAndTextList } from './IconAndTextList.tsx';

type Payload = z.input<typeof iconAndTextListSchema>;
const payload = (documentId: string, sectionId?: string) =>
  demoProps(documentId, 'IconAndTextList', sectionId) as Payload;

const columnsOf = (list: HTMLElement) =>
  getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length;

/** Whether an entry's icon sits above its text (as it does when the list is centred). */
const iconAbove = (entry: HTMLElement) => {
  const icon = entry.querySelector('svg')?.getBoundingClientRect();
  const walker = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT);
  let text = walker.nextNode();
  while (text && !text.textContent?.trim()) text = walker.nextNode();
  if (!icon || !text) return false;
  const words = document.createRange();
  words.selectNodeContents(text);
  return icon.bottom <= words.getBoundingClientRect().top + 1;
};

const meta = {
  title: 'CMS blocks/IconAndTextList',
  component: IconAndTextList,
  // Home page benefits: two per row on small screens, four from md up.
  args: blockArgs(iconAndTextListSchema, payload('ridgeline-en-us-home', 'benefits')),
  argTypes: argTypesFromSchema(iconAndTextListSchema),
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof IconAndTextList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(args.items.length);
    await expect(columnsOf(list)).toBe(2);
    // Items with a target are links; the icon only decorates.
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(args.items.filter((item) => item.target).length);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await expect(links[0]).toHaveAccessibleName(args.items[0]?.text ?? '');
    // Centred, a linked entry stacks its icon above its text as the others do.
    for (const entry of within(list).getAllByRole('listitem')) {
      await expect(iconAbove(entry)).toBe(true);
    }
  },
};

export const Playground: Story = {};

/** `columns` sm 1 (md and lg take it): one item a row on every screen. */
export const OneColumn: Story = {
  args: { columns: { sm: 1 } },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list');
    await expect(columnsOf(list)).toBe(1);
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(args.items.length).toBeGreaterThan(1);
    await expect(second?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

/** Six a row from lg (the most `columns` offers), three on md and two on phones. */
export const SixColumnsLarge: Story = {
  globals: storyGlobals({ viewport: 'lg' }),
  args: blockArgs(iconAndTextListSchema, {
    alignment: 'center',
    columns: { sm: 2, md: 3, lg: 6 },
    items: (
      [
        ['truck', 'Free shipping over $75'],
        ['return', '60-day free returns'],
        ['wrench', 'Lifetime repairs'],
        ['store', 'Pick up in store'],
        ['points', 'Earn points on every order'],
        ['chat', 'Advice from our guides'],
      ] as const
    ).map(([icon, text]) => ({ icon, text })),
  }),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(columnsOf(list)).toBe(6);
    const tops = within(list)
      .getAllByRole('listitem')
      .map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const FourColumnsLarge: Story = {
  globals: storyGlobals({ viewport: 'lg' }),
  args: blockArgs(iconAndTextListSchema, payload('tread-fr-ca-home', 'benefits')),
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list'))).toBe(4);
  },
};

/** Contact channels: left aligned, one per row on small screens, three from md. */
export const ContactChannelsMedium: Story = {
  args: blockArgs(iconAndTextListSchema, payload('ridgeline-de-de-page-help-contact-us')),
  globals: storyGlobals({ viewport: 'md' }),
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list'))).toBe(3);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('data-alignment', 'left');
    await expect(canvas.getByRole('link', { name: 'Rufen Sie uns an' })).toBeVisible();
  },
};

/** Footer social links open other sites in a new tab, and say so. */
export const ExternalLinks: Story = {
  args: blockArgs(iconAndTextListSchema, payload('tread-en-gb-footer-footer', 'social')),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /instagram/i });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/opens in a new tab/i);
  },
};

export const WithTitle: Story = {
  args: { title: 'Why shop with us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Why shop with us' })).toBeVisible();
  },
};
