import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heading } from '#design-tokens/typography.css.ts';
import { iconNames } from '../Icon/index.ts';
import { badgeTones, eyebrowTones } from './Badge.css.ts';
import { Badge, Eyebrow } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Sale', tone: 'sale' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Sale');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-tone', 'sale');
    // Upper-case comes from the eyebrow type style, not from the text itself.
    await expect(getComputedStyle(badge).textTransform).toBe('uppercase');
  },
};

export const Playground: Story = {
  args: { tone: 'brand', children: 'Members only', icon: 'star' },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const backgrounds = new Set<string>();
    for (const tone of badgeTones) {
      const badge = canvas.getByText(tone);
      await expect(badge).toHaveAttribute('data-tone', tone);
      backgrounds.add(getComputedStyle(badge).backgroundColor);
    }
    // Every tone is told apart by its colour.
    await expect(backgrounds.size).toBe(badgeTones.length);
  },
};

export const WithIcon: Story = {
  args: { tone: 'info', icon: 'truck', children: 'Free shipping' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Free shipping');
    await expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Longer than its room: it takes more lines, every word shown, never wider than its box. */
export const LongTextWraps: Story = {
  args: {
    tone: 'neutral',
    children: 'Limited edition trail collaboration, only while stocks last',
  },
  render: (args) => (
    <div style={{ width: 160 }}>
      <Badge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/Limited edition/);
    const box = badge.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(160);
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    const lineHeight = Number.parseFloat(getComputedStyle(badge).lineHeight);
    await expect(box.height).toBeGreaterThan(2 * lineHeight);
  },
};

export const EyebrowAboveTitle: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {eyebrowTones.map((tone) => (
        <hgroup key={tone}>
          <Eyebrow tone={tone}>{`New season · ${tone}`}</Eyebrow>
          <h2 className={heading.h2}>Alpine shell jacket</h2>
        </hgroup>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const eyebrow = canvas.getByText('New season · neutral');
    await expect(eyebrow.tagName).toBe('P');
    await expect(getComputedStyle(eyebrow).textTransform).toBe('uppercase');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(eyebrowTones.length);
  },
};

export const Tread: Story = {
  ...Tones,
  globals: { brand: 'tread' },
};
