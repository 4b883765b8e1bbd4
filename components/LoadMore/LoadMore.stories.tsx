import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoadMore, type LoadMoreProps } from './LoadMore.tsx';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  args: { shown: 24, total: 120, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 24 of 120')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Showing 24 of 120' });
    await expect(bar).toHaveAttribute('aria-valuenow', '24');
    await expect(bar).toHaveAttribute('aria-valuemax', '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { shown: 60 } };

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Load more' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const AllShown: Story = {
  args: { shown: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 120 of 120')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NothingToShow: Story = {
  args: { shown: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function PagedList({ pageSize, total, onLoadMore }: LoadMoreProps & { pageSize: number }) {
  const [shown, setShown] = useState(pageSize);
  const [pending, setPending] = useState(false);
  return (
    <LoadMore
      shown={shown}
      total={total}
      isPending={pending}
      onLoadMore={() => {
        onLoadMore();
        setPending(true);
        // A quick fake fetch keeps the story fast.
        setTimeout(() => {
          setShown((n) => Math.min(n + pageSize, total));
          setPending(false);
        }, 30);
      }}
    />
  );
}

export const LoadingUntilAllShown: Story = {
  args: { total: 50 },
  render: (args) => <PagedList {...args} pageSize={24} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(await canvas.findByText('Showing 48 of 50')).toBeVisible();
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Showing 50 of 50')).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    // The button is gone; focus lands on the count instead of the top of the page.
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Showing 50 of 50' })).toHaveFocus(),
    );
  },
};

export const CustomLabels: Story = {
  args: {
    buttonLabel: 'Show more reviews',
    progressLabel: ({ shown, total }) => `${shown} of ${total} reviews`,
    shown: 5,
    total: 37,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show more reviews' })).toBeVisible();
    await expect(canvas.getByText('5 of 37 reviews')).toBeVisible();
  },
};

export const GermanNumbers: Story = {
  args: { shown: 48, total: 1200 },
  globals: { locale: 'de-de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('48 von 1.200 angezeigt')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mehr laden' })).toBeVisible();
  },
};

export const FrenchCanadaSmallScreen: Story = {
  args: { shown: 24, total: 96 },
  globals: { locale: 'fr-ca', viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 sur 96 affichés')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Afficher plus' })).toBeVisible();
  },
};

/**
 * With `href` the button is a link to the next page, which works before the page's script
 * runs; once it does, a press (Enter too) calls `onLoadMore` and the page stays.
 */
export const AsLink: Story = {
  args: { href: '/en-us/c/jackets-1100?page=2' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Load more' });
    await expect(link).toHaveAttribute('href', '/en-us/c/jackets-1100?page=2');
    await userEvent.click(link);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await expect(window.location.search).not.toContain('page=2');
  },
};

/** The link while the page loads: busy, a press ignored. */
export const AsLinkPending: Story = {
  args: { href: '/en-us/c/jackets-1100?page=2', isPending: true },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Load more' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The next page failed: the message above the button, which tries again; the count stays. */
export const Failed: Story = {
  args: { error: 'We couldn’t load more products. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We couldn’t load more products. Please try again.',
    );
    await expect(canvas.getByText('Showing 24 of 120')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
