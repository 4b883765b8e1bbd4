import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { ButtonLink } from '#components/Button/index.ts';
import { findOverlay, screenOf } from '#components/test/overlay.ts';
import { DEMO_PASSWORD } from '#demo/profiles/index.ts';
import {
  associateSession,
  guestSession,
  identityHandlers,
  memberAccount,
  withCache,
} from '#flows/test/stories.tsx';
import { SessionHintContext } from '#shopper/index.ts';
import { AssociateBar } from './AssociateBar.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { HashDialogs } from './HashDialogs.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SitePreferences } from './SitePreferences.tsx';

/**
 * The store's own chrome: the error page, the search field with its suggestions, the
 * footer's language choice, the dialogs `#modal-…` links open.
 */
const meta = {
  title: 'Storefront/Shell',
  parameters: { layout: 'fullscreen', router: { data: true, initialEntries: ['/en-us'] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error page's search is a row of its own under the text, from the page's left edge. */
async function expectSearchBelowText(form: HTMLElement) {
  const page = form.closest('[data-page-type="Error"]') as HTMLElement;
  const heading = page.querySelector('h1')?.getBoundingClientRect();
  const text = page.querySelector('p')?.getBoundingClientRect();
  const box = form.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(text?.bottom ?? 0);
  await expect(Math.round(box.left)).toBe(Math.round(heading?.left ?? -1));
  await expect(Math.round(text?.left ?? -1)).toBe(Math.round(heading?.left ?? -1));
}

/** The 404 below a site: a search, the popular categories (the menu's top entries), home. */
export const NotFound: Story = {
  parameters: { testViewport: 'md' },
  render: () => (
    <ErrorPage
      error={new ErrorResponse(404, 'Not Found', null)}
      brandName="Ridgeline"
      popular={[
        { title: 'Men', url: '/en-us/c/men-1000' },
        { title: 'Women', url: '/en-us/c/women-3000' },
        { title: 'Gear', url: '/en-us/c/gear-5000' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const popular = canvas.getByRole('navigation', { name: 'Popular categories' });
    await expect(within(popular).getByRole('link', { name: 'Men' })).toHaveAttribute(
      'href',
      '/en-us/c/men-1000',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We can’t find that page',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en-us',
    );
    await expect(canvas.getByRole('search')).toBeVisible();
    await expectSearchBelowText(canvas.getByRole('search'));
  },
};

export const NotFoundFrenchSmall: Story = {
  globals: storyGlobals({ locale: 'fr-ca', viewport: 'sm' }),
  parameters: { router: { data: true, initialEntries: ['/fr-ca/nulle-part'] } },
  render: () => <ErrorPage error={new ErrorResponse(404, 'Not Found', null)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    await expect(canvas.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute(
      'href',
      '/fr-ca',
    );
    await expectSearchBelowText(canvas.getByRole('search'));
  },
};

export const ServiceFailed: Story = {
  parameters: { testViewport: 'lg' },
  render: () => (
    <ErrorPage
      error={
        new ErrorResponse(502, 'Bad Gateway', {
          correlationId: '4f1c2a9e-6b1d-4c55-9d8e-2f0d7a1b3c44',
        })
      }
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByText('Reference: 4f1c2a9e-6b1d-4c55-9d8e-2f0d7a1b3c44')).toBeVisible();
    // Never a stack trace or the service's own message.
    await expect(canvas.queryByText(/Error:|at /)).not.toBeInTheDocument();
  },
};

export const SearchSuggestions: Story = {
  parameters: { testViewport: 'lg' },
  render: () => <SearchForm locale="en-us" />,
  play: async ({ canvas, canvasElement }) => {
    // A plain search field until the shopper points at it: the combobox's code loads then
    // (a busy machine may take a while), before they click.
    await userEvent.hover(canvas.getByRole('searchbox', { name: 'Search' }));
    const box = await canvas.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
    await userEvent.click(box);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('jack');
    const listbox = await findOverlay(canvasElement, 'listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(3));
    await expect(within(listbox).getByText('Products')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Escape}');
  },
};

export const SearchTooShort: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'sm' },
  render: () => <SearchForm locale="de-de" />,
  play: async ({ canvas, canvasElement }) => {
    // Reached by keyboard: the field the shopper is in becomes the combobox, and keeps focus.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Suche' })).toHaveFocus();
    const box = await canvas.findByRole('combobox', { name: 'Suche' }, { timeout: 10_000 });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('j');
    const listbox = await findOverlay(canvasElement, 'listbox');
    await expect(within(listbox).getByText('Mindestens 2 Zeichen eingeben')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * The footer's language choice on a site with two languages (Canada); the dialog it opens
 * is the language flow's (Flows/Language preference stories).
 */
export const LanguageButtonInFooter: Story = {
  globals: storyGlobals({ locale: 'en-ca' }),
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/en-ca/c/jackets-1100'] },
  },
  render: () => <SitePreferences locale="en-ca" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Language: English (Canada)' })).toBeVisible();
  },
};

/** A site with one language (United States): nothing to choose in the footer. */
export const OneLanguage: Story = {
  parameters: { testViewport: 'sm' },
  render: () => <SitePreferences locale="en-us" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
  },
};

/**
 * Spec §2: a CMS button to `#modal-sign-in` opens sign-in over the page; closing it drops
 * the hash and the page stays. `#modal-loyalty-sign-up` opens the loyalty sign-up. A guest:
 * for a signed-in shopper the sign-in link opens nothing.
 */
export const ModalLinks: Story = {
  decorators: [withCache([queryKeys.session, guestSession])],
  parameters: { testViewport: 'md', router: { initialEntries: ['/en-us'] } },
  render: () => (
    <>
      <ButtonLink href="#modal-sign-in">Sign in to save</ButtonLink>
      <ButtonLink href="#modal-loyalty-sign-up">Join XPLR Pass</ButtonLink>
      <HashDialogs />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sign in to save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The dialog's code (and its words) load on the way, which may mount it twice: ask the
    // page afresh each time rather than hold a node. On a cold test server the dialogs'
    // modules are transformed on first request (seen to take over 10 s on a busy machine).
    const page = screenOf(canvasElement);
    await waitFor(
      () =>
        expect(
          within(page.getByRole('dialog', { name: /Sign in/ })).getByRole('textbox', {
            name: /Email/,
          }),
        ).toBeVisible(),
      { timeout: 25_000 },
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('link', { name: 'Join XPLR Pass' }));
    await waitFor(
      () => expect(page.getByRole('dialog', { name: 'Join our loyalty program' })).toBeVisible(),
      { timeout: 25_000 },
    );
  },
};

/**
 * Spec §6: while an associate serves in store, the header has no account entry (signing a
 * customer in would replace the associate's session); the cart link stays.
 */
export const HeaderForAssociate: Story = {
  decorators: [withCache([queryKeys.session, associateSession], [queryKeys.profile, null])],
  parameters: { testViewport: 'md' },
  render: () => <HeaderActions locale="en-us" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('cart-link')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /account/i })).toBeNull();
  },
};

/** Answers the session as the session flow would once its call comes back: a guest's. */
function AnswerSession() {
  const queryClient = useQueryClient();
  return (
    <ButtonLink href="#" onPress={() => queryClient.setQueryData(queryKeys.session, guestSession)}>
      Answer the session
    </ButtonLink>
  );
}

/**
 * Before the session flow has answered, the header follows what the server read from the
 * request's cookie (storefront/runtime/audience.ts): an associate's page is in associate mode
 * from the server's HTML on, with no sign-in flashing first. Once the session answers (here, a
 * guest's: the associate session ended elsewhere), the answer decides.
 */
export const HeaderForAssociateBeforeTheSession: Story = {
  decorators: [
    withCache([queryKeys.profile, null]),
    (Story) => (
      <SessionHintContext value={{ associate: associateSession.associate ?? null }}>
        <Story />
      </SessionHintContext>
    ),
  ],
  parameters: { testViewport: 'md' },
  render: () => (
    <>
      <AssociateBar locale="en-us" />
      <HeaderActions locale="en-us" />
      <AnswerSession />
    </>
  ),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'Associate mode' });
    await expect(bar).toHaveTextContent('Associate mode: Jordan Reyes, Ridgeline Denver Flagship');
    await expect(canvas.getByTestId('cart-link')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Answer the session' }));
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Associate mode' })).toBeNull();
  },
};

/** The same header for a guest: the sign-in entry is there. */
export const HeaderForGuest: Story = {
  decorators: [withCache([queryKeys.session, guestSession], [queryKeys.profile, null])],
  parameters: { testViewport: 'md' },
  render: () => <HeaderActions locale="en-us" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByTestId('cart-link')).toBeVisible();
  },
};

/**
 * The header's sign-in for a guest: the dialog asks for the email alone, the lookup finds
 * the account, the password is asked for with the email shown; signed in, the confirmation
 * says who, and the header greets the member.
 */
export const HeaderSignInThroughLookup: Story = {
  decorators: [withCache([queryKeys.session, guestSession], [queryKeys.profile, null])],
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  render: () => <HeaderActions locale="en-us" />,
  play: async ({ canvas, canvasElement }) => {
    const email = memberAccount.profile.consumerDetails.email;
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    // The dialog's code loads on the first press.
    const dialog = within(await findOverlay(canvasElement, 'dialog', 'Sign in'));
    await expect(dialog.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    const field = dialog.getByRole('textbox', { name: /^Email/ });
    field.focus();
    await userEvent.paste(email);
    await userEvent.keyboard('{Enter}');
    const password = await dialog.findByLabelText(/^Password/, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await expect(dialog.getByText(/^Signing in as/)).toHaveTextContent(`Signing in as ${email}`);
    await userEvent.paste(DEMO_PASSWORD);
    await userEvent.keyboard('{Enter}');
    const confirmation = within(await findOverlay(canvasElement, 'dialog', 'You are signed in'));
    await expect(confirmation.getByText(`You're signed in as ${email}.`)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Maya' })).toBeVisible();
  },
};
