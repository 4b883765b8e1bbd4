import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { findDialog } from '#components/test/overlay.ts';
import { screenOf } from '../test/stories.tsx';
import { LanguagePreference } from './LanguagePreference.tsx';
import { LOCALE_PREFERENCE_COOKIE, readLocalePreference } from './languagePreference.ts';

/** Stories share one document: the preference cookie is removed after each. */
function clearPreference() {
  // biome-ignore lint/suspicious/noDocumentCookie: removes the cookie the flow writes.
  document.cookie = `${LOCALE_PREFERENCE_COOKIE}=; Path=/; Max-Age=0`;
}

const meta = {
  title: 'Flows/Language preference',
  component: LanguagePreference,
  args: { mode: 'dialog', isOpen: true, onOpenChange: fn(), onLocaleChange: fn(), onDone: fn() },
  globals: { locale: 'en-ca' },
  beforeEach: () => {
    clearPreference();
    return clearPreference;
  },
} satisfies Meta<typeof LanguagePreference>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Canadian site's languages, each named in its own language; the choice is kept (the
 * cookie the storefront reads) and handed over through onLocaleChange.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'Language');
    await expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    const english = screen.getByRole('radio', { name: 'English (Canada)' });
    const french = screen.getByRole('radio', { name: 'Français (Canada)' });
    await expect(english).toBeChecked();
    // Keyboard: arrow to the other language, then save.
    english.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(french).toBeChecked();
    await expect(french.closest('label')?.querySelector('[lang]')).toHaveAttribute('lang', 'fr-CA');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('fr-ca');
    await expect(readLocalePreference(document.cookie)).toBe('fr-ca');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Keeping the current language saves the preference but changes nothing. */
export const SameLanguage: Story = {
  globals: { locale: 'fr-ca' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'Langue');
    await expect(screen.getByRole('radio', { name: 'Français (Canada)' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onLocaleChange).not.toHaveBeenCalled();
    await expect(readLocalePreference(document.cookie)).toBe('fr-ca');
  },
};

/** Cancel keeps nothing. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await findDialog(canvasElement, 'Language');
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('radio', { name: 'Français (Canada)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onLocaleChange).not.toHaveBeenCalled();
    await expect(readLocalePreference(document.cookie)).toBeUndefined();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Every site's language offered (a global site selector), as a page on a large screen. */
export const AllSites: Story = {
  globals: { locale: 'de-de' },
  args: {
    mode: 'page',
    locales: ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr'],
  },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.getByRole('radio', { name: 'Deutsch (Deutschland)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'English (United Kingdom)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en-gb');
  },
};
