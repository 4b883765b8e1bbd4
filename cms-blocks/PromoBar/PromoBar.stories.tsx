import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { z } from 'zod';
import { reduceMotion } from '#components/test/reducedMotion.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { fieldArgs } from '../storybook/structuredControls.ts';
import { demoProps } from '../storybook/test/demoContent.ts';
import { type PromoBarProps, promoBarSchema } from './PromoBar.schema.ts';
import { PromoBar } from './PromoBar.tsx';
import { closedKey } from './promoBar.ts';

const payload = (siteId: string) =>
  demoProps(`${siteId}-fragment-promo-bar`, 'PromoBar') as z.input<typeof promoBarSchema>;

const meta = {
  title: 'CMS blocks/PromoBar',
  component: PromoBar,
  // Demo content: three messages, 5 s each, closable. Stories rotate fast instead.
  args: blockArgs(promoBarSchema, { ...payload('ridgeline-en-us'), autorotateTime: 60 }),
  argTypes: argTypesFromSchema(promoBarSchema),
  parameters: { testViewport: 'sm', layout: 'fullscreen' },
  beforeEach() {
    // Outside a page the bar's section id is `standalone`: start every story open.
    sessionStorage.removeItem(closedKey('standalone'));
  },
} satisfies Meta<typeof PromoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const messageGroups = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="message"]'));
const shown = (canvasElement: HTMLElement) =>
  messageGroups(canvasElement).find((group) => !group.hidden);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(messageGroups(canvasElement)).toHaveLength(3);
    await expect(shown(canvasElement)).toHaveAccessibleName('1 of 3');
    await expect(within(region).getByText(/Free shipping on orders over/)).toBeVisible();

    // Keyboard: previous, then next message; focus inside pauses the rotation.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvasElement)).toHaveAccessibleName('3 of 3');
    await expect(region).toHaveAttribute('data-rotation', 'paused');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvasElement)).toHaveAccessibleName('2 of 3');
    // The message's own link is a link of the page (rich text, sanitized).
    await expect(
      within(shown(canvasElement) as HTMLElement).getByRole('link', { name: 'How to return' }),
    ).toHaveAttribute('href', '/en-us/help/returns/how-to-return');
  },
};

export const Playground: Story = {};

/** Spec §9: autorotate time in seconds × 1000; the live region is quiet while it rotates. */
export const Autorotates: Story = {
  args: { autorotateTime: 0.05 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('data-rotation', 'running');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('2 of 3'));
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('3 of 3'));
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('1 of 3'));
  },
};

/** Hover or focus pauses; the pause button stops it for good (WCAG 2.2.2). */
export const PausesOnHoverFocusAndButton: Story = {
  args: { autorotateTime: 0.05 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-rotation', 'paused');
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-rotation', 'running');

    const pause = canvas.getByRole('button', { name: 'Stop rotating messages' });
    pause.focus();
    // Focus on the pause button itself does not pause: it has to be able to start again.
    await expect(region).toHaveAttribute('data-rotation', 'running');
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveAttribute('data-rotation', 'stopped');
    await expect(canvas.getByRole('button', { name: 'Start rotating messages' })).toHaveFocus();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const before = shown(canvasElement)?.getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(shown(canvasElement)).toHaveAccessibleName(before ?? '');
  },
};

/** With reduced motion the bar never starts on its own; the play button still can. */
export const ReducedMotion: Story = {
  args: { autorotateTime: 0.05 },
  beforeEach: reduceMotion,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('data-rotation', 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(shown(canvasElement)).toHaveAccessibleName('1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Start rotating messages' }));
    await userEvent.unhover(region);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('2 of 3'));
  },
};

/** Spec §4: closing hides the bar, and it stays closed for the session. */
export const Closable: Story = {
  play: async ({ canvas, canvasElement }) => {
    const close = canvas.getByRole('button', { name: 'Close promotions' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Promotions' })).toBeNull();
    await expect(sessionStorage.getItem(closedKey('standalone'))).toBe('1');
    await expect(canvasElement.querySelector('[data-block="PromoBar"]')).toBeNull();
  },
};

export const ClosedEarlierThisSession: Story = {
  beforeEach() {
    sessionStorage.setItem(closedKey('standalone'), '1');
    return () => sessionStorage.removeItem(closedKey('standalone'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Promotions' })).toBeNull();
  },
};

export const NotClosable: Story = {
  args: { closable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Close promotions' })).toBeNull();
  },
};

/** `clickable`: the whole message is the link of its first target (no link inside a link). */
export const ClickableBar: Story = {
  args: blockArgs(promoBarSchema, {
    messages: [
      {
        richText: '<p>Winter sale: up to 40% off <a href="/elsewhere">shells</a></p>',
        targets: [{ text: 'Shop the sale', url: '/en-us/c/sale-1900' }],
        clickable: true,
      },
    ],
    closable: false,
  }),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Winter sale: up to 40% off shells' });
    await expect(link).toHaveAttribute('href', '/en-us/c/sale-1900');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // One message: nothing to rotate.
    await expect(canvas.queryByRole('button', { name: 'Next message' })).toBeNull();
  },
};

/** Spec §4: empty messages are dropped and at most the configured maximum shows. */
export const EmptyMessagesAndMaximum: Story = {
  args: blockArgs(promoBarSchema, {
    messages: [
      { richText: '<p>First</p>' },
      { richText: '<p> </p>' },
      { richText: '' },
      { richText: '<p>Second</p>' },
      { richText: '<p>Third</p>' },
      { richText: '<p>Fourth, over the maximum</p>' },
    ],
    maxMessages: 3,
    autorotateTime: 60,
  }),
  play: async ({ canvasElement }) => {
    const groups = messageGroups(canvasElement);
    await expect(groups.map((group) => group.textContent)).toEqual(['First', 'Second', 'Third']);
    await expect(groups[2]).toHaveAttribute('aria-label', '3 of 3');
  },
};

/** Author colours (hex) that read well are applied as they are. */
export const AuthoredColours: Story = {
  args: blockArgs(promoBarSchema, {
    messages: [
      {
        richText: '<p>Members ship free. <a href="/en-us/xplr-pass">Join</a></p>',
        textColor: '#ffffff',
        hoverLinkColor: '#fdf3de',
        background: '#1d5c3f',
      },
    ],
  }),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(29, 92, 63)');
    await expect(getComputedStyle(region).color).toBe('rgb(255, 255, 255)');
  },
};

/** An unreadable pair is replaced by the brand's promo colours, and logged for the author. */
export const UnreadableColoursFallBack: Story = {
  args: blockArgs(promoBarSchema, {
    messages: [{ richText: '<p>Grey on grey</p>', textColor: '#777777', background: '#888888' }],
  }),
  beforeEach() {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(getComputedStyle(region).backgroundColor).not.toBe('rgb(136, 136, 136)');
    await expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^CMS Warning: PromoBar, standalone: .*textColor contrast/),
    );
  },
};

export const NoMessages: Story = {
  args: blockArgs(promoBarSchema, { messages: [{ richText: '<p></p>' }] }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="PromoBar"]')).toBeNull();
  },
};

export const TreadFrenchMedium: Story = {
  args: blockArgs(promoBarSchema, { ...payload('tread-fr-ca'), autorotateTime: 60 }),
  globals: storyGlobals({ brand: 'tread', locale: 'fr-ca', viewport: 'md' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await expect(canvas.getByText(/Livraison gratuite/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Message suivant' })).toBeVisible();
  },
};

/** Spec §9: the content is at most 548 px wide on large screens. */
export const GermanLarge: Story = {
  args: blockArgs(promoBarSchema, { ...payload('ridgeline-de-de'), autorotateTime: 60 }),
  globals: storyGlobals({ locale: 'de-de', viewport: 'lg' }),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Aktionen' });
    const inner = region.firstElementChild as HTMLElement;
    await expect(inner.getBoundingClientRect().width).toBeLessThanOrEqual(548);
    await expect(region.getBoundingClientRect().width).toBeGreaterThan(548);
  },
};

/**
 * Authors edit each message field by field in Controls (`messages` › `Messages 2` ›
 * `rich text`, …), not as JSON: here the second message's text and background as a field
 * control sets them.
 */
export const EditedFieldByField: Story = {
  args: fieldArgs<PromoBarProps>({
    messages__1__richText: '<p>Edited in Controls</p>',
    messages__1__background: 'brand',
  }),
  play: async ({ canvas, canvasElement, argTypes }) => {
    const controls: Record<string, unknown> = argTypes;
    // Control objects: the Controls panel shows a shorthand (`control: 'text'`) as "-".
    await expect(controls.messages__0__richText).toMatchObject({
      control: { type: 'text', maxLength: 2000 },
      table: { category: 'messages', subcategory: 'Messages 1' },
    });
    await expect(controls.messages__2__clickable).toMatchObject({ control: { type: 'boolean' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Next message' }));
    await expect(shown(canvasElement)).toHaveAccessibleName('2 of 3');
    await expect(
      within(shown(canvasElement) as HTMLElement).getByText('Edited in Controls'),
    ).toBeVisible();
    await expect(messageGroups(canvasElement)).toHaveLength(3);
  },
};
