import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { SectionNav as SectionNavData } from './loadSectionNav.ts';
import { SectionLayout } from './SectionNav.tsx';

const help: SectionNavData = {
  root: { name: 'Help', path: '/en-us/help' },
  links: [
    { name: 'Contact us', path: '/en-us/help/contact-us', children: [] },
    { name: 'Frequently asked questions', path: '/en-us/help/faq', children: [] },
    {
      name: 'Returns',
      path: '/en-us/help/returns',
      children: [{ name: 'How to return', path: '/en-us/help/returns/how-to-return' }],
    },
  ],
};

const meta = {
  title: 'Storefront/Help/Section navigation',
  component: SectionLayout,
  args: {
    nav: help,
    children: <p>How to return: start your return from your account within 30 days.</p>,
  },
  parameters: { router: { initialEntries: ['/en-us/help/returns/how-to-return'] } },
} satisfies Meta<typeof SectionLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the page from lg up: the section's pages, the branch shown open, the page current. */
export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Help' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Help' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How to return' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Returns' })).not.toHaveAttribute('aria-current');
    await expect(nav).toBeVisible();
  },
};

/** On a phone the list is collapsed under its toggle; Enter opens it. */
export const SmallCollapsed: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Help' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Contact us' })).toBeNull();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

/** Long page names wrap inside the column instead of widening the page. */
export const LongNames: Story = {
  parameters: { testViewport: 'sm' },
  args: {
    nav: {
      ...help,
      links: help.links.map((link) => ({
        ...link,
        name: `${link.name} — everything you need to know before you write to our team`,
      })),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await expect(canvas.getByRole('link', { name: /^Contact us/ })).toBeVisible();
    // Measured once the list has opened (its opening may pass through a wider frame).
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};

/** Outside a navigated section the page shows alone. */
export const NoNavigation: Story = {
  args: { nav: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
