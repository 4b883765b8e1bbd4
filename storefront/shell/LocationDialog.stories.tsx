import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog } from '#components/test/overlay.ts';
import { LocationDialog } from './LocationDialog.tsx';

/**
 * The location confirmation (spec §2): the visitor's browser says another country than the
 * site's, so the matching site is offered once. SitePreferences shows it after the consent
 * banner is answered and fetches its code only then.
 */
const meta = {
  title: 'Storefront/Shell/Location dialog',
  component: LocationDialog,
  args: { locale: 'en-us', suggestion: 'de-de', onAnswer: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LocationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its buttons sit inside the dialog, none cut off or pushed sideways. */
async function expectButtonsInside(dialog: HTMLElement) {
  const box = dialog.getBoundingClientRect();
  for (const button of within(dialog).getAllByRole('button')) {
    const inner = button.getBoundingClientRect();
    await expect(inner.left).toBeGreaterThanOrEqual(box.left);
    await expect(inner.right).toBeLessThanOrEqual(box.right);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}

/** On the US site from a German browser: going there answers with the German site. */
export const GoToSuggestedSite: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Shopping from another country?');
    await expect(
      within(dialog).getByText(
        'You are on the United States site (English). Prices, delivery and returns may differ on the Germany site.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Germany site' }));
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    await expect(args.onAnswer).toHaveBeenCalledWith('de-de');
  },
};

/** Staying, by its button or by Escape, answers with no site (the visitor stays). */
export const Stay: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Shopping from another country?');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Stay on the United States site (English)' }),
    );
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    await expect(args.onAnswer).toHaveBeenCalledWith(undefined);
    await userEvent.keyboard('{Escape}');
    await expect(args.onAnswer).toHaveBeenCalledTimes(2);
    await expect(args.onAnswer).toHaveBeenLastCalledWith(undefined);
  },
};

/** German, the longest labels, on a phone: the whole question and both buttons on screen. */
export const GermanOnAPhone: Story = {
  globals: storyGlobals({ locale: 'de-de', viewport: 'sm' }),
  args: { locale: 'de-de', suggestion: 'en-us' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Kaufen Sie aus einem anderen Land?');
    // The site names are in the accusative ("die deutsche Website"): every phrase takes them so.
    await expect(
      within(dialog).getByText(
        'Sie besuchen die deutsche Website. Preise, Lieferung und Rücksendungen können für die US-Website (Englisch) anders sein.',
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Wechseln auf die US-Website (Englisch)' }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Weiterhin die deutsche Website nutzen' }),
    ).toBeVisible();
    await expectButtonsInside(dialog);
  },
};

/** Tread's theme, in French (Canada), offering the France site. */
export const TreadFrench: Story = {
  globals: storyGlobals({ brand: 'tread', locale: 'fr-ca' }),
  args: { locale: 'fr-ca', suggestion: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Vous êtes dans un autre pays ?');
    await expect(
      within(dialog).getByRole('button', { name: 'Aller sur le site de France' }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Rester sur le site du Canada (français)' }),
    ).toBeVisible();
    await expectButtonsInside(dialog);
  },
};
