import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const trail = [
  { label: 'Home', href: '/en-us' },
  { label: 'Men', href: '/en-us/c/men-1000' },
  { label: 'Jackets', href: '/en-us/c/jackets-1001' },
  { label: 'Alpine Shell Jacket', href: '/en-us/p/alpine-shell-jacket-RDGJK1001' },
];

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: trail },
  parameters: {
    testViewport: 'lg',
    router: { initialEntries: ['/en-us/p/alpine-shell-jacket-RDGJK1001'] },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(trail.map((t) => t.label));
    await expect(links[1]).toHaveAttribute('href', '/en-us/c/men-1000');
    // The current page is marked and is not a way to leave the page.
    const current = within(nav).getByText('Alpine Shell Jacket');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
    // The small-screen back link is not shown on large screens.
    await expect(within(nav).queryByRole('link', { name: /Back to/ })).toBeNull();
  },
};

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Jackets' })).toHaveFocus();
    // The current page is not a Tab stop.
    await userEvent.tab();
    await expect(canvas.getByText('Alpine Shell Jacket')).not.toHaveFocus();
  },
};

export const SmallScreenBackLink: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    // Only one way out: back to the parent category.
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Back to Jackets');
    await expect(links[0]).toHaveAttribute('href', '/en-us/c/jackets-1001');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

export const NavigatesWithTheRouter: Story = {
  parameters: { testViewport: 'sm' },
  render: (args) => (
    <>
      <Breadcrumbs {...args} />
      <CurrentPath />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // Client-side navigation through the router, not a page load.
    await expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/en-us/c/jackets-1001',
    );
  },
};

export const TwoLevels: Story = {
  args: { items: trail.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Men')).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleItemOnSmallScreen: Story = {
  args: { items: trail.slice(0, 1) },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Back to/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LongTrailWraps: Story = {
  args: {
    items: [
      { label: 'Home', href: '/en-us' },
      { label: 'Women', href: '/en-us/c/women-2000' },
      { label: 'Insulated jackets and parkas', href: '/en-us/c/insulated-2001' },
      { label: 'Down', href: '/en-us/c/down-2002' },
      {
        label: 'Summit 800-fill hooded down parka with recycled shell',
        href: '/en-us/p/summit-parka-RDGPK2002',
      },
    ],
  },
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation');
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
  },
};

export const GermanSmallScreen: Story = {
  globals: { locale: 'de-de', viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigationspfad' });
    await expect(within(nav).getByRole('link')).toHaveAccessibleName('Zurück zu Jackets');
  },
};
