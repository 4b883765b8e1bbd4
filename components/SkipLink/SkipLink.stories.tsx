import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

function Page({ targetId = 'main', label }: { targetId?: string; label?: ReactNode }) {
  return (
    <>
      <SkipLink targetId={targetId}>{label}</SkipLink>
      <header>
        <a href="/en-us">Home</a> <a href="/en-us/c/jackets-1001">Jackets</a>
      </header>
      <main id={targetId}>
        <h1>Jackets</h1>
        <a href="/en-us/p/alpine-shell-jacket-RDGJK1001">Alpine shell jacket</a>
      </main>
    </>
  );
}

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  render: (args) => <Page targetId={args.targetId} label={args.children} />,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    // Off screen until focused.
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);

    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    // The next Tab continues inside the main content, past the header.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Alpine shell jacket' })).toHaveFocus();
  },
};

export const Playground: Story = {};

export const Pointer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Skip to main content' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const CustomTarget: Story = {
  args: { targetId: 'product-grid', children: 'Skip to products' },
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to products' });
    await expect(skip).toHaveAttribute('href', '#product-grid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const German: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toHaveFocus();
  },
};
