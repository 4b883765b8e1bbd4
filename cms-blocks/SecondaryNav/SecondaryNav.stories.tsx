import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { z } from 'zod';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { demoProps, findDemoDocument } from '../storybook/test/demoContent.ts';
import { secondaryNavSchema } from './SecondaryNav.schema.ts';
import { SecondaryNav } from './SecondaryNav.tsx';

const landing = (siteId: string) => {
  // The landing page of the brand's first department (category 1000 or 2000).
  const document = findDemoDocument(
    (doc) => doc.siteId === siteId && doc.type === 'category' && /-[12]000$/.test(doc.slug),
  );
  return demoProps(document.id, 'SecondaryNav') as z.input<typeof secondaryNavSchema>;
};

const meta = {
  title: 'CMS blocks/SecondaryNav',
  component: SecondaryNav,
  args: blockArgs(secondaryNavSchema, landing('ridgeline-en-us')),
  argTypes: argTypesFromSchema(secondaryNavSchema),
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof SecondaryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the large breakpoint: a list collapsed under its title (spec §2). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: args.title });
    const toggle = within(nav).getByRole('button', { name: args.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getAllByRole('link')).toHaveLength(args.links.length);
    await userEvent.tab();
    await expect(within(nav).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = {};

/** From the large breakpoint: a row of links, no toggle. */
export const Large: Story = {
  globals: storyGlobals({ viewport: 'lg' }),
  args: blockArgs(secondaryNavSchema, landing('tread-de-de')),
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: args.title });
    await expect(within(nav).queryByRole('button')).toBeNull();
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(args.links.length);
    const [a, b] = links;
    await expect(a?.getBoundingClientRect().top).toBe(b?.getBoundingClientRect().top);
  },
};

export const Medium: Story = {
  globals: storyGlobals({ viewport: 'md' }),
  args: blockArgs(secondaryNavSchema, landing('ridgeline-fr-ca')),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: args.title })).toBeVisible();
  },
};

/** The link of the page shown is marked as the current page. */
export const CurrentPage: Story = {
  parameters: { testViewport: 'lg', router: { initialEntries: ['/en-us/c/jackets-1100'] } },
  play: async ({ args, canvas }) => {
    const current = args.links.find((link) => link.url === '/en-us/c/jackets-1100');
    await expect(current).toBeDefined();
    await expect(canvas.getByRole('link', { name: current?.text })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
