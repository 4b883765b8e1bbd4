import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { sandboxToken } from '#api/contract/botCheck.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, findOverlay, screenOf, settled } from '#components/test/overlay.ts';
import { named, selectNamed } from '#flows/Checkout/test/shopper.tsx';
import {
  memberAccount,
  memberProfile,
  memberSession,
  recordRequests,
  withBotCheck,
  withCache,
  withMember,
} from '#flows/test/stories.tsx';
import { type MockSavedCard, mockCartState, setMockCartShopper } from '#mocks/handlers/cart.ts';
import { checkoutHandlers } from '#mocks/handlers/checkout.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { PaymentMethodsPage } from './PaymentMethodsPage.tsx';

/*
 * The member's saved cards on the MSW consumer service: the demo member (signed in for the
 * cart and consumer calls in `beforeEach`) has a main Visa ending in 1111 (09/31) and a
 * main shipping and a main billing address in Denver; what a story saves, changes or
 * removes is kept by the mocks until the next story.
 */

const [shippingAddress, billingAddress] = memberProfile.consumerDetails.address;
const email = memberAccount.profile.consumerDetails.email;

/** A card of the demo member's, as the mock service keeps it. */
function heldCard(card: Partial<MockSavedCard> & Pick<MockSavedCard, 'id'>): MockSavedCard {
  return {
    email,
    token: `sbx_ok_${card.id}`,
    cardType: 'MASTERCARD',
    lastFour: '4444',
    expirationMonth: 3,
    expirationYear: 2032,
    holderName: 'Maya Alvarez',
    billingAddressId: billingAddress?.id ?? null,
    main: false,
    ...card,
  };
}

/** The Visa of the demo data, a Mastercard billed to Denver and an American Express that expired. */
function threeCards() {
  mockCartState().savedCards.push(
    heldCard({ id: 'story-mastercard' }),
    heldCard({
      id: 'story-amex',
      cardType: 'AMEX',
      lastFour: '0005',
      expirationMonth: 1,
      expirationYear: 2024,
      holderName: 'M Alvarez',
      billingAddressId: shippingAddress?.id ?? null,
    }),
  );
}

const meta = {
  title: 'Storefront/Account/Payment methods',
  component: PaymentMethodsPage,
  args: { locale: 'en-us' },
  decorators: [withMember],
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/en-us/account/payment-methods'] },
  },
  beforeEach() {
    // The consumer calls' shopper (MSW's saved cards are the signed-in account's).
    setMockCartShopper('loyalty');
  },
} satisfies Meta<typeof PaymentMethodsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's session without the profile the meta's `withMember` put in the cache. */
const withoutProfile: Decorator = (Story) => {
  const ForgetProfile = () => {
    const queryClient = useQueryClient();
    // Once, before the page's first render (inside the meta's seeding).
    useState(() => queryClient.removeQueries({ queryKey: queryKeys.profile, exact: true }));
    return <Story />;
  };
  return <ForgetProfile />;
};

/** The requests of the story running (set in its beforeEach). */
let recorder: ReturnType<typeof recordRequests>;

/** The cards listed, in order. */
async function listed(canvasElement: HTMLElement, name = 'Saved cards') {
  const list = await within(canvasElement).findByRole('list', { name });
  return within(list).getAllByRole('listitem');
}

/** A toast's title, once its entrance (from transparent) is over. */
async function toast(canvasElement: HTMLElement, title: string) {
  const found = await screenOf(canvasElement).findByText(title);
  await settled(found);
  return found;
}

/** Picks `option` of the select named `label` in `scope`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('button', { name: selectNamed(label) }));
  const options = await findOverlay(scope, 'listbox');
  await userEvent.click(within(options).getByRole('option', { name: option }));
}

interface TypedCard {
  number?: string;
  month?: string;
  year?: string;
  cvv?: string;
}

/** Opens the add dialog and types a card into it (the Denver billing address is chosen). */
async function typeCard(
  canvasElement: HTMLElement,
  { number = '4111 1111 1111 1111', month = '12', year = '2032', cvv = '737' }: TypedCard = {},
) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add a card' }));
  const dialog = await findDialog(canvasElement, 'Add a card');
  const box = (name: string) => within(dialog).getByRole('textbox', { name: named(name) });
  await userEvent.type(box('Name on card'), 'Maya Alvarez');
  await userEvent.type(box('Card number'), number);
  await choose(dialog, 'Expiry month', month);
  await choose(dialog, 'Expiry year', year);
  await userEvent.type(box('Security code'), cvv);
  return dialog;
}

/**
 * Main first, then the others as saved: brand and last four, expiry, holder, the billing
 * address on one line; the expired card is marked and cannot become the main one.
 */
export const Cards: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: threeCards,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    const [visa, mastercard, amex] = await listed(canvasElement);
    if (!visa || !mastercard || !amex) throw new Error('three cards expected');
    await expect(visa).toHaveAccessibleName('Visa ending in 1111');
    await expect(within(visa).getByText('Visa •••• 1111')).toBeVisible();
    await expect(within(visa).getByText('Main')).toBeVisible();
    await expect(within(visa).getByText('Expires 09/31')).toBeVisible();
    await expect(within(visa).getByText('Maya Alvarez')).toBeVisible();
    // The demo Visa was saved without an address.
    await expect(within(visa).getByText('None chosen')).toBeVisible();
    await expect(within(visa).queryByRole('button', { name: /^Set as main/ })).toBeNull();

    await expect(mastercard).toHaveAccessibleName('Mastercard ending in 4444');
    await expect(within(mastercard).queryByText('Main')).toBeNull();
    await expect(within(mastercard).getByText('Expires 03/32')).toBeVisible();
    await expect(
      within(mastercard).getByText(
        'Maya Alvarez, 2150 Larimer St, Denver, CO 80205, United States',
      ),
    ).toBeVisible();
    await expect(
      within(mastercard).getByRole('button', { name: 'Set as main: Mastercard ending in 4444' }),
    ).toBeVisible();

    await expect(within(amex).getByText('Expired', { exact: true })).toBeVisible();
    await expect(within(amex).getByText('Expired 01/24')).toBeVisible();
    await expect(within(amex).getByText(/2150 Larimer St, Apt 4B, Denver/)).toBeVisible();
    await expect(within(amex).queryByRole('button', { name: /^Set as main/ })).toBeNull();
    await expect(
      within(amex).getByRole('button', { name: 'Remove American Express ending in 0005' }),
    ).toBeVisible();

    const nav = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(within(nav).getByRole('link', { name: 'Payment methods' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** None saved: said, with the way to add one. */
export const Empty: Story = {
  parameters: { testViewport: 'md' },
  beforeEach() {
    mockCartState().savedCards = [];
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No saved cards' }),
    ).toBeVisible();
    await expect(canvas.getByText('Save a card to pay faster at checkout.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a card' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Saved cards' })).toBeNull();
  },
};

/** The cards on their way: a skeleton that says what it waits for. */
export const Loading: Story = {
  parameters: { testViewport: 'sm' },
  globals: storyGlobals({ viewport: 'sm' }),
  beforeEach({ msw }) {
    msw.use(checkoutHandlers.getSavedPaymentInstruments.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your saved cards');
    await expect(canvas.queryByRole('button', { name: 'Add a card' })).toBeNull();
  },
};

/** The cards could not be read: said, and "Try again" reads them. */
export const LoadFailed: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    let failed = false;
    msw.use(
      checkoutHandlers.getSavedPaymentInstruments.with(async () => {
        if (!failed) {
          failed = true;
          return new Response(null, { status: 503 });
        }
        return { paymentInstruments: [] };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your saved cards could not be loaded/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('No saved cards')).toBeVisible();
  },
};

/**
 * A new card: the service gets the card fields' token, the brand, the last four digits,
 * the expiry, the billing address and the bot check's token, never the number or the
 * security code; the list has it at once, and a toast says so.
 */
export const AddCard: Story = {
  parameters: { testViewport: 'sm' },
  globals: storyGlobals({ viewport: 'sm' }),
  beforeEach({ msw }) {
    recorder = recordRequests(msw);
    return recorder.stop;
  },
  play: async ({ canvasElement }) => {
    const { to } = recorder;
    await listed(canvasElement);
    const dialog = await typeCard(canvasElement, { number: '5555 5555 5555 4444' });
    await expect(
      within(dialog).getByRole('radio', {
        name: 'Maya Alvarez, 2150 Larimer St, Denver, CO 80205, United States',
      }),
    ).toBeChecked();
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Make this my main card' }),
    ).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await expect(await toast(canvasElement, 'Card saved')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(async () => expect(await listed(canvasElement)).toHaveLength(2));
    const added = canvasElement.querySelector('[aria-label="Mastercard ending in 4444"]');
    await expect(added).toBeInTheDocument();
    await expect(within(added as HTMLElement).getByText('Expires 12/32')).toBeVisible();

    const [sent] = to('/consumers-v3/consumer/payment_instruments');
    await expect(sent?.body).toEqual({
      type: 'CREDIT_CARD',
      paymentToken: expect.stringMatching(/^sbx_ok_[0-9a-f]{32}$/),
      cardType: 'MASTERCARD',
      lastFour: '4444',
      expirationMonth: 12,
      expirationYear: 2032,
      holderName: 'Maya Alvarez',
      billingAddressId: billingAddress?.id,
      main: false,
      captcha: sandboxToken('saveCard'),
    });
    await expect(JSON.stringify(sent?.body)).not.toMatch(/5555555555554444|737/);
  },
};

/** A number without its check digit: said at the field before anything is sent. */
export const AddInvalidNumber: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    recorder = recordRequests(msw);
    return recorder.stop;
  },
  play: async ({ canvasElement }) => {
    const { to } = recorder;
    const dialog = await typeCard(canvasElement, { number: '4111 1111 1111 1112' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const number = within(dialog).getByRole('textbox', { name: named('Card number') });
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await expect(number).toHaveAccessibleDescription(
      expect.stringContaining('Check the card number'),
    );
    await expect(number).toHaveFocus();
    await expect(number).toHaveValue('4111 1111 1111 1112');
    await expect(to('/consumers-v3/consumer/payment_instruments')).toHaveLength(0);
  },
};

/** The same card again (PYT300): the catalogue's words in the banner; what was typed stays. */
export const AddAlreadySaved: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    const dialog = await typeCard(canvasElement, { month: '09', year: '2031' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const banner = await within(dialog).findByRole('alert');
    await expect(banner).toHaveTextContent('This card is already saved.');
    await expect(within(dialog).getByRole('textbox', { name: named('Card number') })).toHaveValue(
      '4111 1111 1111 1111',
    );
    await expect(within(dialog).getByRole('textbox', { name: named('Name on card') })).toHaveValue(
      'Maya Alvarez',
    );
    await expect(await listed(canvasElement)).toHaveLength(1);
  },
};

/** The bot check fails (AUT403): said in the banner, the form as typed. */
export const AddBotCheckFailed: Story = {
  decorators: [withBotCheck(createTestBotCheck('bot'))],
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const dialog = await typeCard(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not verify that you are not a robot.',
    );
    await expect(within(dialog).getByRole('textbox', { name: named('Security code') })).toHaveValue(
      '737',
    );
  },
};

/** The service does not answer with an error of the catalogue: "credit card save failed". */
export const AddFailed: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(
      checkoutHandlers.addSavedPaymentInstrument.with(
        async () => new Response(null, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeCard(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your card could not be saved. Please try again.',
    );
    await expect(dialog).toBeInTheDocument();
  },
};

/** An address the service does not know (PYT405): said at the billing address. */
export const AddAddressGone: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(checkoutHandlers.addSavedPaymentInstrument.error('PYT405'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeCard(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const group = within(dialog).getByRole('radiogroup', { name: named('Billing address') });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        expect.stringContaining('We could not find this address.'),
      ),
    );
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** No address in the book: the dialog says a card needs one and leads to the address book. */
export const AddWithoutAddresses: Story = {
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
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add a card' }));
    const dialog = await findDialog(canvasElement, 'Add a card');
    await expect(
      within(dialog).getByText(
        'A card needs a billing address, and you have no saved addresses yet.',
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: 'Add an address to your address book' }),
    ).toHaveAttribute('href', '/en-us/account/addresses');
    await expect(within(dialog).queryByRole('textbox', { name: named('Card number') })).toBeNull();
  },
};

/** Remove after confirming in an alert dialog: the card goes, a toast says so. */
export const RemoveCard: Story = {
  parameters: { testViewport: 'sm' },
  globals: storyGlobals({ viewport: 'sm' }),
  beforeEach: threeCards,
  play: async ({ canvasElement }) => {
    const [, mastercard] = await listed(canvasElement);
    await userEvent.click(
      within(mastercard as HTMLElement).getByRole('button', {
        name: 'Remove Mastercard ending in 4444',
      }),
    );
    const confirm = await findOverlay(canvasElement, 'alertdialog', 'Remove this card?');
    await expect(
      within(confirm).getByText(
        'Mastercard ending in 4444 (03/32) will no longer be offered at checkout.',
      ),
    ).toBeVisible();
    // Cancel keeps it.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(await listed(canvasElement)).toHaveLength(3);

    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    );
    const again = await findOverlay(canvasElement, 'alertdialog', 'Remove this card?');
    await userEvent.click(within(again).getByRole('button', { name: 'Remove card' }));
    await expect(await toast(canvasElement, 'Card removed')).toBeVisible();
    await waitFor(async () => expect(await listed(canvasElement)).toHaveLength(2));
    await expect(
      within(canvasElement).queryByRole('listitem', { name: 'Mastercard ending in 4444' }),
    ).toBeNull();
    await expect(mockCartState().savedCards.map((card) => card.id)).not.toContain(
      'story-mastercard',
    );
  },
};

/** Another card becomes the main one: the badge moves to it and it is listed first. */
export const SetMain: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: threeCards,
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Set as main: Mastercard ending in 4444' }),
    );
    await expect(
      await toast(canvasElement, 'Mastercard ending in 4444 is now your main card'),
    ).toBeVisible();
    await waitFor(async () =>
      expect((await listed(canvasElement))[0]).toHaveAccessibleName('Mastercard ending in 4444'),
    );
    const [first, visa] = await listed(canvasElement);
    await expect(within(first as HTMLElement).getByText('Main')).toBeVisible();
    await expect(within(visa as HTMLElement).queryByText('Main')).toBeNull();
    await expect(
      within(visa as HTMLElement).getByRole('button', { name: 'Set as main: Visa ending in 1111' }),
    ).toBeVisible();
  },
};

/** The French site on a phone: the cards, the badges and the dialog in French. */
export const French: Story = {
  globals: storyGlobals({ locale: 'fr-fr', viewport: 'sm' }),
  args: { locale: 'fr-fr' },
  parameters: {
    testViewport: 'sm',
    router: { initialEntries: ['/fr-fr/account/payment-methods'] },
  },
  beforeEach: threeCards,
  play: async ({ canvas, canvasElement }) => {
    const [visa, , amex] = await listed(canvasElement, 'Cartes enregistrées');
    await expect(visa).toHaveAccessibleName('Visa se terminant par 1111');
    await expect(within(visa as HTMLElement).getByText('Principale')).toBeVisible();
    await expect(within(visa as HTMLElement).getByText('Expire fin 09/31')).toBeVisible();
    await expect(within(amex as HTMLElement).getByText('Expirée')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une carte' }));
    const dialog = await findDialog(canvasElement, 'Ajouter une carte');
    await expect(
      within(dialog).getByRole('textbox', { name: named('Numéro de carte') }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Enregistrer la carte' }),
    ).toBeVisible();
  },
};

/** The profile (and so the address book) could not be read: said, with a retry. */
export const ProfileLoadFailed: Story = {
  decorators: [withoutProfile],
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.error('GEN500'));
  },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Your saved cards could not be loaded/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a card' })).toBeNull();
  },
};
