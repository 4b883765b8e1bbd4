import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { z } from 'zod';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { demoProps } from '../storybook/test/demoContent.ts';
import { verticalLinkListSchema } from './VerticalLinkList.schema.ts';
import { VerticalLinkList } from './VerticalLinkList.tsx';

type Payload = z.input<typeof verticalLinkListSchema>;

const activity = (key: string, text: string) => ({
  text,
  url: `/en-us/c/men-1000?activity=${key}`,
  image: {
    url: `/api/images/upload/content/ridgeline/activity-${key}.png`,
    alt: text,
    width: 800,
    height: 1000,
  },
});

const meta = {
  title: 'CMS blocks/VerticalLinkList',
  component: VerticalLinkList,
  args: blockArgs(
    verticalLinkListSchema,
    demoProps('ridgeline-en-us-page-help', 'VerticalLinkList') as Payload,
  ),
  argTypes: argTypesFromSchema(verticalLinkListSchema),
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof VerticalLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: args.title });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(args.links.map((l) => l.text));
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {};

/** Spec §4: hovering or focusing a link selects its picture. */
export const WithImages: Story = {
  args: blockArgs(verticalLinkListSchema, {
    title: 'Shop by activity',
    links: [
      activity('hiking', 'Hiking'),
      activity('trail-running', 'Trail running'),
      activity('camping', 'Camping'),
    ],
  }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Hiking' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Trail running' })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'Trail running' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Hiking' })).toBeNull();
    await userEvent.hover(canvas.getByRole('link', { name: 'Camping' }));
    await expect(canvas.getByRole('img', { name: 'Camping' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Camping' })).toHaveAttribute('data-selected');
  },
};

/** On small screens the pictures stay out of the way: links only. */
export const WithImagesSmall: Story = {
  ...WithImages,
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The footer's lists fold under their titles on small screens (collapsibleOn sm). */
export const CollapsibleOnSmall: Story = {
  args: blockArgs(
    verticalLinkListSchema,
    demoProps('tread-en-ca-footer-footer', 'VerticalLinkList', 'help') as Payload,
  ),
  globals: storyGlobals({ brand: 'tread', locale: 'en-ca', viewport: 'sm' }),
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: args.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The title keeps the heading's type on a phone: Tread's headings are upper case.
    await expect(getComputedStyle(toggle).textTransform).toBe('uppercase');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link')).toHaveLength(args.links.length);
    await expect(canvas.getByRole('navigation', { name: args.title })).toBeVisible();
  },
};

/** The same list from md up: a heading and the links, nothing to fold. */
export const CollapsibleOnSmallSeenOnMedium: Story = {
  ...CollapsibleOnSmall,
  globals: storyGlobals({ brand: 'tread', locale: 'en-ca', viewport: 'md' }),
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(args.links.length);
  },
};

/** Without a title nothing names the list, so it never folds. */
export const Untitled: Story = {
  args: blockArgs(verticalLinkListSchema, {
    links: [{ text: 'Contact us', url: '/de-de/help/contact-us' }],
    collapsibleOn: ['sm', 'md', 'lg'],
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};
