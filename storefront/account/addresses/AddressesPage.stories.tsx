import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, findOverlay, screenOf } from '#components/test/overlay.ts';
import { named, selectNamed } from '#flows/Checkout/test/shopper.tsx';
import { memberProfile, memberSession, withCache, withMember } from '#flows/test/stories.tsx';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { AddressesPage } from './AddressesPage.tsx';

/*
 * The member's address book on the MSW consumer service: the demo member (MSW's default
 * signed-in shopper) has a main shipping and a main billing address in Denver; what a
 * story adds, edits or removes is kept by the mocks until the next story.
 */

const meta = {
  title: 'Storefront/Account/Addresses',
  component: AddressesPage,
  args: { locale: 'en-us' },
  parameters: { layout: 'padded', router: { initialEntries: ['/en-us/account/addresses'] } },
} satisfies Meta<typeof AddressesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address cards, in the order shown. */
function listed(canvasElement: HTMLElement, name = 'Addresses') {
  const list = within(canvasElement).getByRole('list', { name });
  return within(list).getAllByRole('listitem');
}

/** A toast says `text` (it fades in). */
async function toastSays(canvasElement: HTMLElement, text: string) {
  const toast = await screenOf(canvasElement).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/** Types a Boulder address into the dialog (the profile's name, email and phone are there). */
async function typeBoulder(dialog: HTMLElement, line1 = '1200 Pearl St') {
  const box = (name: string) => within(dialog).getByRole('textbox', { name: named(name) });
  await userEvent.type(box('Address'), line1);
  await userEvent.type(box('City'), 'Boulder');
  await userEvent.type(box('Postal code'), '80302');
  await userEvent.click(
    await within(dialog).findByRole('button', { name: selectNamed('State or province') }),
  );
  const options = await findOverlay(dialog, 'listbox');
  await userEvent.click(within(options).getByRole('option', { name: 'Colorado' }));
}

/** The main shipping address first, then the main billing one, each with its badge. */
export const Member: Story = {
  decorators: [withMember],
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    const [shipping, billing] = listed(canvasElement);
    if (!shipping || !billing) throw new Error('two addresses expected');
    await expect(within(shipping).getByText('Main shipping address')).toBeVisible();
    await expect(within(shipping).getByText(/2150 Larimer St/)).toBeVisible();
    await expect(within(shipping).getByText(/Apt 4B/)).toBeVisible();
    await expect(within(billing).getByText('Main billing address')).toBeVisible();
    // Main addresses have nothing to be made main.
    await expect(canvas.queryByRole('button', { name: /^Set as main/ })).toBeNull();
    await expect(
      within(shipping).getByRole('button', {
        name: 'Edit shipping address 2150 Larimer St, Denver',
      }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(within(nav).getByRole('link', { name: 'Addresses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Add a second shipping address: the dialog starts from the profile's name, email and
 * phone; saved, it is listed and a toast says so; then it is made the main one and the
 * badge moves to it.
 */
export const AddThenMakeMain: Story = {
  decorators: [withMember],
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const dialog = await findDialog(canvasElement, 'Add an address');
    const details = memberProfile.consumerDetails;
    await expect(within(dialog).getByRole('textbox', { name: named('First name') })).toHaveValue(
      details.firstName,
    );
    await expect(within(dialog).getByRole('textbox', { name: named('Email') })).toHaveValue(
      details.email,
    );
    await expect(within(dialog).getByRole('radio', { name: 'Shipping' })).toBeChecked();
    const main = within(dialog).getByRole('checkbox', {
      name: 'Make this my main shipping address',
    });
    await expect(main).not.toBeChecked();
    await typeBoulder(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await toastSays(canvasElement, 'Address saved');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(listed(canvasElement)).toHaveLength(3));
    const added = canvas.getByRole('listitem', {
      name: 'Shipping address, 1200 Pearl St, Boulder',
    });
    await expect(within(added).queryByText('Main shipping address')).toBeNull();

    await userEvent.click(
      within(added).getByRole('button', {
        name: 'Set as main: shipping address 1200 Pearl St, Boulder',
      }),
    );
    await toastSays(canvasElement, 'Main address changed');
    await waitFor(() =>
      expect(
        within(listed(canvasElement)[0] as HTMLElement).getByText(/1200 Pearl St/),
      ).toBeVisible(),
    );
    const [first] = listed(canvasElement);
    await expect(within(first as HTMLElement).getByText('Main shipping address')).toBeVisible();
    const denver = canvas.getByRole('listitem', {
      name: 'Shipping address, 2150 Larimer St, Denver',
    });
    await expect(within(denver).queryByText('Main shipping address')).toBeNull();
  },
};

/** Saved empty: each required field says so, the dialog stays, nothing is sent. */
export const RequiredFields: Story = {
  decorators: [withMember],
  globals: storyGlobals({ viewport: 'sm' }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const dialog = await findDialog(canvasElement, 'Add an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    const line1 = within(dialog).getByRole('textbox', { name: named('Address') });
    await waitFor(() => expect(line1).toHaveAttribute('aria-invalid', 'true'));
    await expect(line1).toHaveAccessibleDescription(expect.stringContaining('required'));
    await expect(within(dialog).getByRole('textbox', { name: named('City') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog).toBeInTheDocument();
    await expect(listed(canvasElement)).toHaveLength(2);
  },
};

/** The same address again (CCA400): the banner says so, what was typed stays. */
export const AlreadySaved: Story = {
  decorators: [withMember],
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const dialog = await findDialog(canvasElement, 'Add an address');
    await typeBoulder(dialog, '2150 Larimer St');
    const box = (name: string) => within(dialog).getByRole('textbox', { name: named(name) });
    await userEvent.type(box('Apartment, suite'), 'Apt 4B');
    await userEvent.clear(box('City'));
    await userEvent.type(box('City'), 'Denver');
    await userEvent.clear(box('Postal code'));
    await userEvent.type(box('Postal code'), '80205');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await expect(
      await within(dialog).findByText('This address is already saved.', { exact: false }),
    ).toBeVisible();
    await expect(box('Address')).toHaveValue('2150 Larimer St');
    await expect(listed(canvasElement)).toHaveLength(2);
  },
};

/** Remove after confirming: the address goes, the toast says so. */
export const Remove: Story = {
  decorators: [withMember],
  parameters: { testViewport: 'sm' },
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove billing address 2150 Larimer St, Denver' }),
    );
    const confirm = await findOverlay(canvasElement, 'alertdialog', 'Remove this address?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove address' }));
    await toastSays(canvasElement, 'Address removed');
    await waitFor(() => expect(listed(canvasElement)).toHaveLength(1));
    await expect(canvas.getByText('Main shipping address')).toBeVisible();
  },
};

/** A card bills to it (PRO414): refused, said above the list with the way out; kept. */
export const RemoveRefused: Story = {
  decorators: [withMember],
  globals: storyGlobals({ locale: 'fr-fr' }),
  args: { locale: 'fr-fr' },
  parameters: { testViewport: 'md', router: { initialEntries: ['/fr-fr/account/addresses'] } },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.deleteAddress.error('PRO414'));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Supprimer l’adresse de facturation 2150 Larimer St, Denver',
      }),
    );
    const confirm = await findOverlay(canvasElement, 'alertdialog', 'Supprimer cette adresse ?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer l’adresse' }));
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('link', {
        name: 'Choisissez d’abord une autre adresse de facturation pour la carte',
      }),
    ).toHaveAttribute('href', '/fr-fr/account/payment-methods');
    await expect(listed(canvasElement, 'Adresses')).toHaveLength(2);
  },
};

/** No address yet: says where they come from; the add button is there. */
export const Empty: Story = {
  decorators: [
    withCache(
      [queryKeys.session, memberSession],
      [
        queryKeys.profile,
        { ...memberProfile, consumerDetails: { ...memberProfile.consumerDetails, address: [] } },
      ],
    ),
  ],
  globals: storyGlobals({ brand: 'tread' }),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have no saved addresses yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an address' })).toBeVisible();
  },
};

/** The profile on its way: the page says it is loading. */
export const Loading: Story = {
  decorators: [withCache([queryKeys.session, memberSession])],
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.loading());
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your addresses')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add an address' })).toBeNull();
  },
};

/** The profile could not be read: said, with a retry. */
export const LoadFailed: Story = {
  decorators: [withCache([queryKeys.session, memberSession])],
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.error('GEN500'));
  },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your addresses could not be loaded.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
