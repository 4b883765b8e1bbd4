import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { vars } from '#design-tokens/contract.css.ts';
import { AA_NON_TEXT, contrastRatio } from '#design-tokens/contrast.ts';
import { iconNames } from '../Icon/index.ts';
import { buttonSizes, buttonTones } from './Button.css.ts';
import { Button, ButtonLink } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to cart', onPress: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
    iconEnd: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { tone: 'secondary', size: 'large', icon: 'bag' } };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonTones.map((tone) => (
        <Button key={tone} onPress={args.onPress} tone={tone}>
          {tone}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of buttonTones) {
      await expect(canvas.getByRole('button', { name: tone })).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} onPress={args.onPress} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, standard, large] = buttonSizes.map((size) =>
      canvas.getByRole('button', { name: size }),
    );
    const height = (el: HTMLElement | undefined) => el?.getBoundingClientRect().height ?? 0;
    await expect(height(small)).toBeLessThan(height(standard));
    await expect(height(standard)).toBeLessThan(height(large));
  },
};

/** Hovered, pressed and disabled side by side, per tone, so the states can be compared. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      {buttonTones
        .filter((tone) => tone !== 'inverted')
        .map((tone) => (
          <div key={tone} style={{ display: 'flex', gap: vars.space.medium, flexWrap: 'wrap' }}>
            <Button onPress={args.onPress} tone={tone}>
              {`${tone} rest`}
            </Button>
            <Button onPress={args.onPress} tone={tone} icon="bag">
              {`${tone} with icon`}
            </Button>
            <Button onPress={args.onPress} tone={tone} isDisabled>
              {`${tone} disabled`}
            </Button>
            <Button onPress={args.onPress} tone={tone} isPending>
              {`${tone} pending`}
            </Button>
          </div>
        ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // A disabled button never looks like its live tone.
    for (const tone of buttonTones.filter((t) => t !== 'inverted')) {
      const rest = canvas.getByRole('button', { name: `${tone} rest` });
      const disabled = canvas.getByRole('button', { name: `${tone} disabled` });
      await expect(disabled).toBeDisabled();
      await expect(getComputedStyle(disabled).color).not.toBe(getComputedStyle(rest).color);
    }
  },
};

/**
 * The inverted tone sits on dark and brand-coloured surfaces and on pictures. Its keyboard
 * ring is two-tone, so it keeps AA contrast on the dark surface as well as on light ones.
 */
export const InvertedOnDarkSurfaces: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      {(['neutral', 'brandAccent'] as const).map((surface) => (
        <div
          key={surface}
          data-surface={surface}
          style={{
            display: 'flex',
            gap: vars.space.medium,
            padding: vars.space.large,
            background: vars.color.background[surface],
          }}
        >
          <Button onPress={args.onPress} tone="inverted">
            {`Shop now on ${surface}`}
          </Button>
          <Button
            onPress={args.onPress}
            tone="inverted"
            iconOnly
            icon="chevronRight"
            aria-label={`Next on ${surface}`}
          />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Shop now on neutral' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    const surface = getComputedStyle(button.parentElement as HTMLElement).backgroundColor;
    await expect(
      contrastRatio(getComputedStyle(button).outlineColor, surface),
    ).toBeGreaterThanOrEqual(AA_NON_TEXT);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const WithIcons: Story = {
  args: { icon: 'heart', iconEnd: 'chevronRight', children: 'Add to favorites' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to favorites' });
    await expect(button.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  },
};

export const IconOnly: Story = {
  args: {
    iconOnly: true,
    icon: 'close',
    'aria-label': 'Close',
    children: undefined,
    tone: 'tertiary',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    // The name survives the spinner, focus stays possible and presses are ignored.
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function PendingThenDone() {
  const [pending, setPending] = useState(false);
  const [count, setCount] = useState(0);
  return (
    <Button
      isPending={pending}
      onPress={() => {
        setPending(true);
        setTimeout(() => {
          setPending(false);
          setCount((c) => c + 1);
        }, 300);
      }}
    >
      {`Added ${count}`}
    </Button>
  );
}

export const PendingRoundTrip: Story = {
  render: () => <PendingThenDone />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Added 0' }));
    await expect(canvas.getByRole('button', { name: 'Added 0' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Added 1' })).not.toHaveAttribute('data-pending'),
    );
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

/** The lines a button's label takes (the tops of its text's line boxes). */
function labelLines(button: HTMLElement): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

/**
 * Longer than its room (a phone, a long French or German label): more lines, never past
 * its container's edge. A short label beside a long text keeps its one line: the text
 * gives way.
 */
export const LongLabel: Story = {
  args: { children: 'Reserve online and pick up in store within two hours, free of charge' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 240 }}>
      <Button {...args} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <span>A neighbour long enough to fill the row on its own</span>
        <Button tone="secondary">Apply code</Button>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByRole('button', { name: /Reserve online/ });
    await expect(long.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
    await expect(labelLines(long)).toBeGreaterThan(1);
    await expect(labelLines(canvas.getByRole('button', { name: 'Apply code' }))).toBe(1);
  },
};

export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ButtonLink href="/en-us/c/jackets-1001" tone="secondary">
        Shop jackets
      </ButtonLink>
      <ButtonLink href="#modal-size-guide">Size guide</ButtonLink>
      <ButtonLink href="?color=red#modal-quickshop">Quick shop</ButtonLink>
    </div>
  ),
  parameters: { router: { initialEntries: ['/en-us/c/jackets-1001?sort=price'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shop jackets' })).toHaveAttribute(
      'href',
      '/en-us/c/jackets-1001',
    );
    await expect(canvas.getByRole('link', { name: 'Size guide' })).toHaveAttribute(
      'href',
      '/en-us/c/jackets-1001?sort=price#modal-size-guide',
    );
    await expect(canvas.getByRole('link', { name: 'Quick shop' })).toHaveAttribute(
      'href',
      '/en-us/c/jackets-1001?sort=price&color=red#modal-quickshop',
    );
  },
};
