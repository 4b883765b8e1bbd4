import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '#design-tokens/contract.css.ts';
import { AA_NON_TEXT, contrastRatio } from '#design-tokens/contrast.ts';
import { linkTones, linkVariants } from './Link.css.ts';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/en-us/help/returns/how-to-return', children: 'How to return an item' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    tone: { control: 'inline-radio', options: linkTones },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

export const Default: Story = {
  render: (args) => (
    <>
      <p>
        Changed your mind? Read <Link {...args} /> before you send it back.
      </p>
      <CurrentPath />
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'How to return an item' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    // Internal links navigate through the router, without a page load.
    await expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/en-us/help/returns/how-to-return',
    );
  },
};

export const Playground: Story = { args: { variant: 'standalone', iconEnd: 'chevronRight' } };

export const Standalone: Story = {
  args: { variant: 'standalone', iconEnd: 'chevronRight', children: 'Shop all jackets' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shop all jackets' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {linkTones.map((tone) => (
        <div
          key={tone}
          style={{
            padding: 12,
            background:
              tone === 'inverted' ? vars.color.background.neutral : vars.color.background.surface,
          }}
        >
          <Link href="/en-us/sale-terms" tone={tone} variant="standalone">
            {`Sale terms (${tone})`}
          </Link>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = new Set(
      linkTones.map((tone) => {
        const link = canvas.getByRole('link', { name: `Sale terms (${tone})` });
        return getComputedStyle(link).color;
      }),
    );
    await expect(colours.size).toBe(linkTones.length);
  },
};

/** On a dark surface the keyboard ring turns to the inverted colour, so it stays visible. */
export const InvertedFocusOnDark: Story = {
  render: () => (
    <div style={{ padding: vars.space.gutter, background: vars.color.background.neutral }}>
      <Link href="/en-us/sale-terms" tone="inverted" variant="standalone">
        Sale terms
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Sale terms' });
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    const surface = getComputedStyle(link.parentElement as HTMLElement).backgroundColor;
    await expect(
      contrastRatio(getComputedStyle(link).outlineColor, surface),
    ).toBeGreaterThanOrEqual(AA_NON_TEXT);
  },
};

export const External: Story = {
  args: {
    href: 'https://www.leavenotrace.org/',
    external: true,
    children: 'Leave No Trace principles',
    onPress: fn(),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Leave No Trace principles (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('[data-icon="externalLink"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const ExternalInFrench: Story = {
  ...External,
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: 'Leave No Trace principles (s’ouvre dans un nouvel onglet)',
      }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'How to return an item' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Tread: Story = {
  args: { variant: 'standalone', iconEnd: 'arrowRight', children: 'Find your trail shoe' },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Find your trail shoe' })).toHaveFocus();
  },
};
