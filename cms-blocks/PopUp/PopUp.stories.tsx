import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '#components/Dialog/index.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog } from '#components/test/overlay.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, computedLength, storyGlobals } from '../storybook/helpers.ts';
import { demoProps } from '../storybook/test/demoContent.ts';
import { type PopUpContentInput, popUpSchema } from './PopUp.schema.ts';
import { PopUp } from './PopUp.tsx';

const payload = (siteId: string, kind: 'newsletter' | 'registration') =>
  demoProps(`${siteId}-popups-popups`, 'PopUp', `${siteId}-${kind}-popup`) as PopUpContentInput;

// Stories expand after a short delay, not the store's 2 s (play functions stay quick).
const quick = (siteId: string, kind: 'newsletter' | 'registration', delay = 60_000) =>
  blockArgs(popUpSchema, { ...payload(siteId, kind), delay });

/** A stand-in for the store's form (blocks do not import flows; the store injects it). */
const demoForm = (
  <form aria-label="Demo form">
    <label>
      Email <input type="email" name="email" />
    </label>
  </form>
);

/** A form taller than a third of a phone's screen (a registration form's fields). */
const tallForm = (
  <form aria-label="Demo form" style={{ display: 'grid', gap: vars.space.medium }}>
    {['First name', 'Last name', 'Email', 'Phone', 'Postal code', 'Birth date', 'Password'].map(
      (field) => (
        <label key={field} style={{ display: 'grid' }}>
          {field} <input name={field} />
        </label>
      ),
    )}
  </form>
);

/** The pop-up beside a dialog the shopper has open (closed with Escape). */
function BesideAnotherDialog(props: ComponentProps<typeof PopUp>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Dialog title="Return items" isOpen={open} onOpenChange={setOpen}>
        <p>Choose the items to send back.</p>
      </Dialog>
      <PopUp {...props} />
    </>
  );
}

/** Each story's own spies: stories run side by side on one page, so none share a spy. */
const spies = () => ({ onImpression: fn(), onExpand: fn(), onClose: fn() });

const meta = {
  title: 'CMS blocks/PopUp',
  component: PopUp,
  args: {
    ...quick('ridgeline-en-us', 'newsletter'),
    id: 'ridgeline-en-us-newsletter-popup',
    name: 'newsletter pop-up',
    onClose: fn(),
  },
  argTypes: argTypesFromSchema(popUpSchema),
  parameters: { testViewport: 'sm', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof PopUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minimized: a tab named Newsletter, not modal, reachable by keyboard; no dialog yet. */
export const Minimized: Story = {
  args: spies(),
  play: async ({ canvas, args }) => {
    const tab = canvas.getByRole('region', { name: 'Newsletter' });
    const expand = within(tab).getByRole('button', { name: '10% off' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onImpression).toHaveBeenCalledTimes(1);
    await expect(args.onExpand).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(expand).toHaveFocus();
    // Not modal: focus moves on to the close button and out of the tab.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close the Newsletter pop-up' })).toHaveFocus();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Playground: Story = {};

/**
 * Spec §4: it expands by itself after its delay into a panel in its corner. Not modal (issue
 * 46): it leaves focus where the shopper is, holds none (Tab moves on through it and out to
 * the page), claims no `aria-modal`, makes nothing inert, dims nothing and locks no scrolling.
 */
export const ExpandsAfterDelay: Story = {
  args: { ...quick('ridgeline-en-us', 'newsletter', 300), form: demoForm, ...spies() },
  render: (args) => (
    <>
      <button type="button">A control on the page</button>
      <PopUp {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const onPage = canvas.getByRole('button', { name: 'A control on the page' });
    await userEvent.tab();
    await expect(onPage).toHaveFocus();
    const dialog = await findDialog(canvasElement, 'Sign up for our newsletter');
    await expect(args.onExpand).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText('Get 10% off your first order')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Ridgeline' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toBeVisible();
    await expect(dialog).not.toHaveAttribute('aria-modal');
    // Expanded by its delay, it takes no focus from the shopper.
    await expect(onPage).toHaveFocus();
    // Nothing inert or hidden: the page stays in use, for screen readers too.
    await expect(canvasElement.ownerDocument.querySelector('[inert]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'A control on the page' })).toBe(onPage);
    // Focus is not held: Tab goes into the panel and out of it again.
    let left = false;
    let entered = false;
    for (let presses = 0; presses < 8 && !left; presses += 1) {
      await userEvent.tab();
      const inside = dialog.contains(document.activeElement);
      entered ||= inside;
      left = entered && !inside;
    }
    await expect(entered).toBe(true);
    await expect(left).toBe(true);
    // No backdrop and no scroll lock: the page around it is left as it was, nothing over it.
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    const box = onPage.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 4, box.top + box.height / 2)).toBe(onPage);
  },
};

/** Not expanding by itself (the visit's pop-up already did, on an earlier page): a tab until pressed. */
export const StaysATab: Story = {
  args: {
    ...quick('ridgeline-en-us', 'newsletter', 200),
    form: demoForm,
    autoExpand: false,
    ...spies(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const tab = canvas.getByRole('region', { name: 'Newsletter' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(args.onExpand).not.toHaveBeenCalled();
    await userEvent.click(within(tab).getByRole('button', { name: '10% off' }));
    const dialog = await findDialog(canvasElement, 'Sign up for our newsletter');
    await expect(args.onExpand).toHaveBeenCalledTimes(1);
    // Pressed open, it takes focus.
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

/**
 * The page around the expanded panel is not dimmed, so a shopper may press it: the panel goes
 * back to its tab (not closed for good, no onClose) and what was pressed gets focus. It stays
 * a tab: its delay does not expand it again, the shopper's press on the tab does.
 */
export const PressOnThePage: Story = {
  args: { ...quick('ridgeline-en-us', 'newsletter', 200), form: demoForm, ...spies() },
  render: (args) => (
    <>
      <label>
        Search the store <input type="search" />
      </label>
      <PopUp {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await findDialog(canvasElement, 'Sign up for our newsletter');
    const search = canvas.getByRole('searchbox', { name: 'Search the store' });
    await userEvent.click(search);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(search).toHaveFocus();
    await userEvent.keyboard('boots');
    await expect(search).toHaveValue('boots');
    await expect(args.onClose).not.toHaveBeenCalled();
    const tab = canvas.getByRole('region', { name: 'Newsletter' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(tab).getByRole('button', { name: '10% off' }));
    await findDialog(canvasElement, 'Sign up for our newsletter');
    await expect(args.onExpand).toHaveBeenCalledTimes(2);
  },
};

/**
 * On a phone (issue 46) the expanded pop-up covers at most a third of the screen's height, at
 * its bottom and inside its width; a form taller than that scrolls in the panel's body.
 */
export const PhoneHeightLimit: Story = {
  parameters: { testViewport: 'sm' },
  args: { ...quick('ridgeline-en-us', 'newsletter'), form: tallForm, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Sign up for our newsletter');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight / 3 + 1);
    // The rest of the form is a scroll away, in the panel; the body takes focus to scroll it.
    const scroller = within(dialog)
      .getByRole('form', { name: 'Demo form' })
      .closest('[data-scrollable]');
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** From `md` up the phone's limit does not apply: the same form shows more of itself. */
export const TallerOnLargerScreens: Story = {
  parameters: { testViewport: 'md' },
  args: { ...quick('ridgeline-en-us', 'newsletter'), form: tallForm, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Sign up for our newsletter');
    const box = dialog.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(window.innerHeight / 3);
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.75 + 1);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * Its delay over while the shopper is in another dialog (a sign-in, a return): it stays a
 * tab until that dialog closes, then expands.
 */
export const WaitsForAnotherDialog: Story = {
  args: { ...quick('ridgeline-en-us', 'newsletter', 200), form: demoForm, ...spies() },
  render: (args) => <BesideAnotherDialog {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const other = await findDialog(canvasElement, 'Return items');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(args.onExpand).not.toHaveBeenCalled();
    await expect(canvas.getByRole('region', { name: 'Newsletter' })).toBeVisible();
    await expect(other).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await findDialog(canvasElement, 'Sign up for our newsletter');
    await expect(args.onExpand).toHaveBeenCalledTimes(1);
  },
};

/** Pressing the tab expands it at once; Escape closes it for good (onClose). */
export const NewsletterByKeyboard: Story = {
  args: { form: demoForm, ...spies() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement, 'Sign up for our newsletter');
    await expect(args.onExpand).toHaveBeenCalledTimes(1);
    // Pressed open, the panel itself has focus (its name is read out).
    await expect(dialog).toHaveFocus();
    await expect(within(dialog).getByRole('form', { name: 'Demo form' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Newsletter' })).toBeNull();
  },
};

/** Not a newsletter by name: labelled Account; without a form its links show. */
export const Account: Story = {
  args: {
    ...quick('ridgeline-en-us', 'registration'),
    id: 'ridgeline-en-us-registration-popup',
    name: 'account registration pop-up',
    maximizedTitle: '',
    defaultExpanded: true,
  },
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    // Spec §9: Account, with the title Registration.
    const dialog = await findDialog(canvasElement, 'Registration');
    await expect(within(dialog).getByRole('link', { name: 'Create account' })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Close the Account pop-up' }),
    ).toBeVisible();
  },
};

/** Closing the minimized tab dismisses it without expanding. */
export const ClosedWhileMinimized: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'lg' },
  args: { ...quick('tread-de-de', 'newsletter'), ...spies() },
  play: async ({ canvas, args }) => {
    const tab = canvas.getByRole('region', { name: 'Newsletter' });
    await userEvent.click(within(tab).getByRole('button', { name: 'Pop-up Newsletter schließen' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onExpand).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Tread, fr-ca, medium screen: the brand's account pop-up minimized. */
export const TreadAccountMinimized: Story = {
  globals: storyGlobals({ locale: 'fr-ca', brand: 'tread' }),
  parameters: { testViewport: 'md' },
  args: {
    ...quick('tread-fr-ca', 'registration'),
    id: 'tread-fr-ca-registration-popup',
    name: 'account registration pop-up',
  },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('region', { name: 'Compte' });
    await expect(within(tab).getByRole('button', { name: 'Rejoindre XPLR Pass' })).toBeVisible();
  },
};

/** Tread, fr-ca, on a phone: the account pop-up expanded, in the brand's type and words. */
export const TreadAccountExpandedFrenchSmall: Story = {
  globals: storyGlobals({ locale: 'fr-ca', brand: 'tread', viewport: 'sm' }),
  args: {
    ...quick('tread-fr-ca', 'registration'),
    id: 'tread-fr-ca-registration-popup',
    name: 'account registration pop-up',
    defaultExpanded: true,
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, /.+/);
    await expect(
      within(dialog).getByRole('button', { name: 'Fermer la fenêtre Compte' }),
    ).toBeVisible();
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** The logo's width in the expanded pop-up: a large button's size times its `logoSize`. */
const logoSizeStory = (logoSize: 'medium' | 'large', times: number): Story => ({
  args: { logoSize, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Sign up for our newsletter');
    const logo = within(dialog).getByRole('img', { name: 'Ridgeline' });
    const button = Number.parseFloat(computedLength(canvasElement, vars.size.buttonLarge));
    await waitFor(() => expect(logo.getBoundingClientRect().width).toBeCloseTo(times * button, 0));
  },
});

/** `logoSize` medium: twice the small logo's width. */
export const MediumLogo: Story = logoSizeStory('medium', 2);

/** `logoSize` large: three times the small logo's width. */
export const LargeLogo: Story = logoSizeStory('large', 3);

/** Long titles wrap inside the screen, minimized and expanded. */
export const LongText: Story = {
  args: {
    minimizedTitle:
      'Ten percent off your very first order when you sign up for our newsletter today',
    maximizedTitle:
      'Sign up for the Ridgeline newsletter to hear first about new gear, trail stories and sales',
    title:
      'Get ten percent off your first order, early access to seasonal sales and a monthly digest of trail reports from our athletes',
  },
  play: async ({ canvas, canvasElement }) => {
    const tab = canvas.getByRole('region', { name: 'Newsletter' });
    await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(tab).getByRole('button', { name: /Ten percent off/ }));
    const dialog = await findDialog(canvasElement, /Sign up for the Ridgeline newsletter/);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
