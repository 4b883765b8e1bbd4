import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sandboxToken } from '#api/contract/botCheck.ts';
import { findDialog, findOverlay, screenOf, settled } from '#components/test/overlay.ts';
import { named } from '#flows/Checkout/test/shopper.tsx';
import { memberAccount, memberProfile, recordRequests, withMember } from '#flows/test/stories.tsx';
import { mockCartState, setMockCartShopper } from '#mocks/handlers/cart.ts';
import { checkoutHandlers } from '#mocks/handlers/checkout.ts';
import { PaymentMethods } from './PaymentMethods.tsx';

/*
 * The payment methods' gift cards on the MSW consumer service, which answers by the demo
 * gift cards (demo/checkout): 6006 4910 0000 0001 holds $50.00, …0005 €60.00, …0006
 * nothing, …0007 expired at the end of 2024, …0008 is blocked; every PIN is 1234. The demo
 * member (signed in for the consumer calls in `beforeEach`) has her Visa saved and no gift
 * card until a story saves one; the mocks keep what a story saves until the next story.
 */

const email = memberAccount.profile.consumerDetails.email;
const PAYMENT_INSTRUMENTS = '/consumers-v3/consumer/payment_instruments';
/** A save goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };

/** Gift cards the demo member saved before the story, by the ends of their numbers. */
function savedGiftCards(...suffixes: string[]) {
  return () => {
    mockCartState().savedGiftCards.push(
      ...suffixes.map((suffix) => ({
        id: `story-gift-card-${suffix}`,
        email,
        giftCardNumber: `600649100000000${suffix}`,
        lastFour: `000${suffix}`,
      })),
    );
  };
}

const meta = {
  title: 'Flows/Payment methods/Gift cards',
  component: PaymentMethods,
  args: { locale: 'en-us', addresses: memberProfile.consumerDetails.address },
  decorators: [withMember],
  parameters: { layout: 'padded', testViewport: 'md' },
  tags: ['autodocs'],
  beforeEach() {
    // The consumer calls' shopper (MSW's saved cards are the signed-in account's).
    setMockCartShopper('loyalty');
  },
} satisfies Meta<typeof PaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The requests of the story running (set in its beforeEach). */
let recorder: ReturnType<typeof recordRequests>;

/** The gift cards listed, in order. */
async function listedGiftCards(canvasElement: HTMLElement, name = 'Saved gift cards') {
  const list = await within(canvasElement).findByRole('list', { name }, SERVICE);
  return within(list).getAllByRole('listitem');
}

/** The gift cards' section, by its heading. */
async function giftCardSection(canvasElement: HTMLElement, name = 'Gift cards') {
  return within(canvasElement).findByRole('region', { name }, SERVICE);
}

/** A toast's title, once its entrance (from transparent) is over. */
async function toast(canvasElement: HTMLElement, title: string) {
  const found = await screenOf(canvasElement).findByText(title, {}, SERVICE);
  await settled(found);
  return found;
}

/** Opens the add dialog and types a number and PIN by the keyboard, sent with Enter. */
async function typeGiftCard(canvasElement: HTMLElement, number: string, pin = '1234') {
  const section = await giftCardSection(canvasElement);
  await userEvent.click(within(section).getByRole('button', { name: 'Add a gift card' }));
  const dialog = await findDialog(canvasElement, 'Add a gift card');
  const numberBox = within(dialog).getByRole('textbox', { name: named('Gift card number') });
  await userEvent.click(numberBox);
  await userEvent.keyboard(number);
  await userEvent.tab();
  await expect(within(dialog).getByRole('textbox', { name: named('PIN') })).toHaveFocus();
  await userEvent.keyboard(`${pin}{Enter}`);
  return dialog;
}

/**
 * The cards, then the gift cards, each a section: every gift card by its last four digits
 * with its balance in its own currency; a spent and an expired one are marked.
 */
export const GiftCardsListed: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: savedGiftCards('1', '5', '6', '7'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Cards' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Gift cards' })).toBeVisible();
    const [usd, eur, spent, expired] = await listedGiftCards(canvasElement);
    if (!usd || !eur || !spent || !expired) throw new Error('four gift cards expected');
    await expect(usd).toHaveAccessibleName('Gift card ending in 0001');
    await expect(
      within(usd).getByRole('heading', { level: 3, name: 'Gift card ending in 0001' }),
    ).toBeVisible();
    await expect(within(usd).getByText('Gift card •••• 0001')).toBeVisible();
    await expect(within(usd).getByText('$50.00')).toBeVisible();
    await expect(within(usd).queryByText('No balance left')).toBeNull();
    await expect(within(eur).getByText('€60.00')).toBeVisible();
    await expect(within(spent).getByText('No balance left')).toBeVisible();
    await expect(within(spent).getByText('$0.00')).toBeVisible();
    await expect(within(expired).getByText('Expired', { exact: true })).toBeVisible();
    await expect(within(expired).getByText('Expired on December 31, 2024')).toBeVisible();
    await expect(
      within(usd).getByRole('button', { name: 'Remove gift card ending in 0001' }),
    ).toBeVisible();
    // The cards' list has the Visa alone: a gift card is not a card to pay with by default.
    const cards = canvas.getByRole('list', { name: 'Saved cards' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** None saved: said in the gift cards' section, with the way to add one. */
export const GiftCardsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const section = await giftCardSection(canvasElement);
    await expect(
      await within(section).findByRole('heading', { level: 3, name: 'No saved gift cards' }),
    ).toBeVisible();
    await expect(
      within(section).getByText('Save a gift card to see its balance here.'),
    ).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Add a gift card' })).toBeVisible();
    await expect(within(section).queryByRole('list')).toBeNull();
  },
};

/** The list on its way: the page's skeleton says so; nothing to add to yet. */
export const Loading: Story = {
  parameters: { testViewport: 'sm' },
  globals: { viewport: { value: 'sm', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(checkoutHandlers.getSavedPaymentInstruments.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your saved cards');
    await expect(canvas.queryByRole('button', { name: 'Add a gift card' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Gift cards' })).toBeNull();
  },
};

/**
 * A new gift card: the number (typed with spaces) and PIN go to the service with the bot
 * check's token; the list has it at once with its balance, and a toast says so.
 */
export const AddGiftCard: Story = {
  parameters: { testViewport: 'sm' },
  globals: { viewport: { value: 'sm', isRotated: false } },
  beforeEach({ msw }) {
    recorder = recordRequests(msw);
    return recorder.stop;
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeGiftCard(canvasElement, '6006 4910 0000 0001');
    await expect(await toast(canvasElement, 'Gift card saved')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [added] = await listedGiftCards(canvasElement);
    await expect(added).toHaveAccessibleName('Gift card ending in 0001');
    await expect(within(added as HTMLElement).getByText('$50.00')).toBeVisible();
    const [sent] = recorder.to(PAYMENT_INSTRUMENTS);
    await expect(sent?.body).toEqual({
      type: 'GIFT_CARD',
      giftCard: { number: '6006491000000001', pin: '1234' },
      captcha: sandboxToken('saveCard'),
    });
  },
};

/** The same gift card again (GFC409): "already saved" in the banner, the form as typed. */
export const AlreadySaved: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: savedGiftCards('1'),
  play: async ({ canvasElement }) => {
    const dialog = await typeGiftCard(canvasElement, '6006491000000001');
    const banner = await within(dialog).findByRole('alert', {}, SERVICE);
    await expect(banner).toHaveTextContent('This gift card is already saved to your account.');
    await expect(
      within(dialog).getByRole('textbox', { name: named('Gift card number') }),
    ).toHaveValue('6006491000000001');
    await expect(dialog).toBeInTheDocument();
    await expect(await listedGiftCards(canvasElement)).toHaveLength(1);
  },
};

/** The service answers no refusal of the catalogue: "gift card save failed". */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      checkoutHandlers.addSavedPaymentInstrument.with(
        async () => new Response(null, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeGiftCard(canvasElement, '6006491000000001');
    await expect(await within(dialog).findByRole('alert', {}, SERVICE)).toHaveTextContent(
      'Your gift card could not be saved. Please try again.',
    );
    await expect(dialog).toBeInTheDocument();
    await expect(mockCartState().savedGiftCards).toHaveLength(0);
  },
};

/** The most an account keeps (GFC410): said in the banner in words of its own. */
export const LimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(checkoutHandlers.addSavedPaymentInstrument.error('GFC410'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeGiftCard(canvasElement, '6006491000000002');
    await expect(await within(dialog).findByRole('alert', {}, SERVICE)).toHaveTextContent(
      'You can save up to 10 gift cards. Remove one to add another.',
    );
  },
};

/**
 * The fields' own messages before anything is sent, then the service's at the number: a
 * wrong PIN reads as an unknown card (GFC800), an expired card as GFC812.
 */
export const FieldMessages: Story = {
  beforeEach({ msw }) {
    recorder = recordRequests(msw);
    return recorder.stop;
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeGiftCard(canvasElement, '1234', '12');
    const numberBox = within(dialog).getByRole('textbox', { name: named('Gift card number') });
    const pinBox = within(dialog).getByRole('textbox', { name: named('PIN') });
    await waitFor(() => expect(numberBox).toHaveAttribute('aria-invalid', 'true'));
    await expect(numberBox).toHaveAccessibleDescription(
      expect.stringContaining('This gift card is not valid.'),
    );
    await expect(pinBox).toHaveAccessibleDescription(
      expect.stringContaining('This gift card number or PIN is not valid.'),
    );
    await expect(numberBox).toHaveFocus();
    await expect(recorder.to(PAYMENT_INSTRUMENTS)).toHaveLength(0);

    await userEvent.clear(numberBox);
    await userEvent.type(numberBox, '6006491000000001');
    await userEvent.clear(pinBox);
    await userEvent.type(pinBox, '9999{Enter}');
    await waitFor(
      () =>
        expect(numberBox).toHaveAccessibleDescription(
          expect.stringContaining('This gift card is not valid.'),
        ),
      SERVICE,
    );
    await expect(recorder.to(PAYMENT_INSTRUMENTS)).toHaveLength(1);
    await waitFor(() => expect(numberBox).toHaveFocus());

    await userEvent.clear(numberBox);
    await userEvent.type(numberBox, '6006491000000007');
    await userEvent.clear(pinBox);
    await userEvent.type(pinBox, '1234{Enter}');
    await waitFor(
      () =>
        expect(numberBox).toHaveAccessibleDescription(
          expect.stringContaining('This gift card has expired.'),
        ),
      SERVICE,
    );
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** Remove after confirming in an alert dialog: the gift card goes, a toast says so. */
export const RemoveGiftCard: Story = {
  parameters: { testViewport: 'sm' },
  globals: { viewport: { value: 'sm', isRotated: false } },
  beforeEach: savedGiftCards('1', '5'),
  play: async ({ canvasElement }) => {
    const [usd] = await listedGiftCards(canvasElement);
    const removeButton = within(usd as HTMLElement).getByRole('button', {
      name: 'Remove gift card ending in 0001',
    });
    await userEvent.click(removeButton);
    const confirm = await findOverlay(canvasElement, 'alertdialog', 'Remove this gift card?');
    await expect(
      within(confirm).getByText(
        'Gift card ending in 0001 will no longer be listed in your account. Its balance stays on the card.',
      ),
    ).toBeVisible();
    // Cancel keeps it, and focus goes back to the button.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(await listedGiftCards(canvasElement)).toHaveLength(2);
    await waitFor(() => expect(removeButton).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await findOverlay(canvasElement, 'alertdialog', 'Remove this gift card?');
    await userEvent.click(within(again).getByRole('button', { name: 'Remove gift card' }));
    await expect(await toast(canvasElement, 'Gift card removed')).toBeVisible();
    await waitFor(async () => expect(await listedGiftCards(canvasElement)).toHaveLength(1));
    await expect((await listedGiftCards(canvasElement))[0]).toHaveAccessibleName(
      'Gift card ending in 0005',
    );
    await expect(mockCartState().savedGiftCards.map((saved) => saved.id)).toEqual([
      'story-gift-card-5',
    ]);
  },
};

/** The French site on a phone: the section, the balance in euros and the dialog in French. */
export const French: Story = {
  globals: { locale: 'fr-fr', viewport: { value: 'sm', isRotated: false } },
  args: { locale: 'fr-fr' },
  parameters: { testViewport: 'sm' },
  beforeEach: savedGiftCards('5'),
  play: async ({ canvasElement }) => {
    const section = await giftCardSection(canvasElement, 'Cartes cadeaux');
    const [eur] = await listedGiftCards(canvasElement, 'Cartes cadeaux enregistrées');
    await expect(eur).toHaveAccessibleName('Carte cadeau se terminant par 0005');
    await expect(within(eur as HTMLElement).getByText(/^60,00\s€$/)).toBeVisible();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Ajouter une carte cadeau' }),
    );
    const dialog = await findDialog(canvasElement, 'Ajouter une carte cadeau');
    await expect(
      within(dialog).getByRole('textbox', { name: named('Numéro de carte cadeau') }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Enregistrer la carte cadeau' }),
    ).toBeVisible();
  },
};
