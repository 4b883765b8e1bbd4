import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandTokens } from '../brands/index.ts';
import { TokenSheet } from './TokenSheet.tsx';

const meta = {
  title: 'Design tokens/Token sheets',
  component: TokenSheet,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ridgeline: Story = {
  args: { brand: 'ridgeline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ridgeline tokens' })).toBeVisible();
    await expect(
      canvas.getAllByText(brandTokens.ridgeline.color.background.brandAccent, { exact: false })
        .length,
    ).toBeGreaterThan(0);
  },
};

export const Tread: Story = {
  args: { brand: 'tread' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tread tokens' })).toBeVisible();
    await expect(
      canvas.getAllByText(brandTokens.tread.color.background.brandAccent, { exact: false }).length,
    ).toBeGreaterThan(0);
  },
};
