import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { findDialog } from '../test/overlay.ts';
import { CornerPanel, type CornerPanelProps } from './CornerPanel.tsx';

const offer =
  'Members get free shipping on every order, early access to seasonal sales and an invitation to our trail days.';

/** A page behind the panel: a control on it, and the panel shown until it is closed. */
function OnAPage(args: CornerPanelProps) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <Button tone="secondary">A control on the page</Button>
      {shown ? (
        <CornerPanel
          {...args}
          onClose={() => {
            args.onClose();
            setShown(false);
          }}
          onInteractOutside={
            args.onInteractOutside
              ? () => {
                  args.onInteractOutside?.();
                  setShown(false);
                }
              : undefined
          }
        />
      ) : null}
    </>
  );
}

/**
 * A non-modal dialog in the bottom corner that leaves the page in view and in use (no
 * backdrop, no scroll lock, nothing inert, focus not held). The pop-up block's expanded state.
 */
const meta = {
  title: 'Components/Dialog/Corner panel',
  component: CornerPanel,
  args: {
    title: 'Join XPLR Pass',
    children: (
      <>
        <p>{offer}</p>
        <a href="#join">Join for free</a>
      </>
    ),
    onClose: fn(),
  },
  argTypes: { children: { control: false } },
  render: (args) => <OnAPage {...args} />,
} satisfies Meta<typeof CornerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shown by itself: no `aria-modal`, focus left where it was; Tab goes through it and out to
 * the page again, the page behind it uncovered and not inert; Escape (focus inside) closes it.
 */
export const Default: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement, args }) => {
    const panel = await findDialog(canvasElement, 'Join XPLR Pass');
    await expect(panel).not.toHaveAttribute('aria-modal');
    await expect(panel).not.toHaveFocus();
    const control = canvas.getByRole('button', { name: 'A control on the page' });
    await expect(canvasElement.ownerDocument.querySelector('[inert]')).toBeNull();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.tab();
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
    for (let presses = 0; presses < 3 && panel.contains(document.activeElement); presses += 1) {
      await userEvent.tab();
    }
    await expect(panel).not.toContainElement(document.activeElement as HTMLElement);
    // Nothing over the page: its control is what the pointer would hit; no scroll lock.
    const box = control.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 4, box.top + box.height / 2)).toBe(control);
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    within(panel).getByRole('link', { name: 'Join for free' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Opened by the shopper (`autoFocus`): the panel itself takes focus, its name read out. */
export const AutoFocus: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement }) => {
    const panel = await findDialog(canvasElement, 'Join XPLR Pass');
    await waitFor(() => expect(panel).toHaveFocus());
  },
};

export const Playground: Story = {};

/** A press on the page: the caller hears of it first, and the pressed control gets focus. */
export const PressOnThePage: Story = {
  args: { onInteractOutside: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await findDialog(canvasElement, 'Join XPLR Pass');
    const control = canvas.getByRole('button', { name: 'A control on the page' });
    await userEvent.click(control);
    await expect(args.onInteractOutside).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(control).toHaveFocus());
  },
};

/** A phone and long content: inside the screen, at most three quarters of it, the body scrolls. */
export const LongContentSmallScreen: Story = {
  parameters: { testViewport: 'sm' },
  args: {
    title: 'Sign up for the Ridgeline newsletter to hear first about new gear and trail stories',
    children: [
      'Free shipping',
      'Early access',
      'Trail days',
      'Birthday points',
      'Repairs',
      'Returns',
      'Rentals',
      'Clinics',
    ].map((name) => (
      <p key={name}>
        {name}: {offer}
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    const panel = await findDialog(canvasElement, /Sign up for the Ridgeline newsletter/);
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.75 + 1);
    // The body scrolls, and takes focus so the keyboard can scroll it.
    const body = panel.lastElementChild as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body).toHaveAttribute('tabindex', '0');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};

/** Tread in French: the brand's type, the kit's close label in the site's language. */
export const TreadFrench: Story = {
  globals: { brand: 'tread', locale: 'fr-ca' },
  args: { title: 'Rejoindre XPLR Pass', children: <p>Livraison gratuite pour les membres.</p> },
  play: async ({ canvasElement }) => {
    const panel = await findDialog(canvasElement, 'Rejoindre XPLR Pass');
    await expect(within(panel).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};
