import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOverlay } from '#components/test/overlay.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { defaultLocale, type SiteLocale } from '#i18n/index.ts';
import { addressBookOf } from '#mocks/handlers/addressBook.ts';
import { useCartData } from '#shopper/index.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { memberProfile, withBotCheck } from '../test/stories.tsx';
import { BillingStep } from './BillingStep.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import {
  localeOf,
  named,
  SERVICE,
  selectNamed,
  serviceCart,
  startWith,
  withShopper,
  wordsOf,
} from './test/shopper.tsx';

/*
 * A member's address book at checkout, on the mock service: the demo member has a main
 * shipping and a main billing address. The shipping step offers the saved ones (the main
 * one chosen) or a new one (started from the profile, kept in the book when asked); the
 * billing address starts from the main billing one.
 */

interface StepStoryProps {
  step: 'shipping' | 'billing';
  locale?: SiteLocale;
  onDone: () => void;
}

function StepStory({ step, locale = defaultLocale, onDone }: StepStoryProps) {
  const cart = useCartData();
  if (!cart) return null;
  return step === 'shipping' ? (
    <ShippingStep cart={cart} locale={locale} onDone={onDone} />
  ) : (
    <BillingStep cart={cart} locale={locale} onDone={onDone} />
  );
}

const meta = {
  title: 'Flows/Checkout/Saved addresses',
  component: StepStory,
  args: { step: 'shipping', onDone: fn() },
  decorators: [withShopper, withBotCheck(createTestBotCheck('story-captcha'))],
  render: (args, { globals }) => <StepStory {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StepStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const jacket = { productId: 'RDGJK100112' };
const main = memberProfile.consumerDetails.address.find((a) => a.approachType === 'S' && a.main);

/** The main saved address is chosen: no form to fill, continue ships there. */
export const ShipToSavedAddress: Story = {
  beforeEach: startWith({ items: [jacket] }, 'member'),
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const saved = await canvas.findByRole('radiogroup', {
      name: w.flows('checkout.shipping.savedLabel'),
    });
    const chosen = within(saved).getByRole('radio', {
      name: named(`Maya Alvarez, ${main?.addressLine1}`),
    });
    await expect(chosen).toBeChecked();
    await expect(
      within(saved).getByRole('radio', { name: w.flows('checkout.shipping.newAddress') }),
    ).not.toBeChecked();
    await expect(
      canvas.queryByRole('textbox', { name: named(w.flows('checkout.address.firstName')) }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: w.flows('checkout.shipping.continue') }),
    );
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    await expect(serviceCart().shippingAddress).toMatchObject({
      addressLine1: main?.addressLine1,
      city: main?.city,
      postalCode: main?.postalCode,
    });
  },
};

/**
 * A new address: the form starts from the profile's name, email and phone; "Save to my
 * account" (off, the book has addresses) keeps it in the book once ticked.
 */
export const ShipToNewAddressAndKeepIt: Story = {
  beforeEach: startWith({ items: [jacket] }, 'member'),
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: w.flows('checkout.shipping.newAddress') }),
    );
    const box = (label: 'firstName' | 'email' | 'addressLine1' | 'city' | 'postalCode') =>
      canvas.getByRole('textbox', { name: named(w.flows(`checkout.address.${label}`)) });
    await expect(box('firstName')).toHaveValue('Maya');
    await expect(box('email')).toHaveValue(memberProfile.consumerDetails.email);
    await expect(box('addressLine1')).toHaveValue('');
    const keep = canvas.getByRole('checkbox', { name: w.flows('checkout.address.saveToAccount') });
    await expect(keep).not.toBeChecked();
    await userEvent.click(keep);
    await userEvent.type(box('addressLine1'), '1200 Pearl St');
    await userEvent.type(box('city'), 'Boulder');
    await userEvent.clear(box('postalCode'));
    await userEvent.type(box('postalCode'), '80302');
    await userEvent.click(
      canvas.getByRole('button', { name: selectNamed(w.flows('checkout.address.province')) }),
    );
    const states = await findOverlay(canvasElement, 'listbox');
    await userEvent.click(within(states).getByRole('option', { name: 'Colorado' }));
    await userEvent.click(
      canvas.getByRole('button', { name: w.flows('checkout.shipping.continue') }),
    );
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    await expect(serviceCart().shippingAddress?.addressLine1).toBe('1200 Pearl St');
    const book = addressBookOf(demoAccount('loyalty'));
    await expect(
      book.filter((a) => a.addressLine1 === '1200 Pearl St').map((a) => [a.approachType, a.main]),
    ).toEqual([['S', false]]);
  },
};

/** Billing elsewhere than shipping: the form starts from the main billing address. */
export const BillingFromMainBillingAddress: Story = {
  args: { step: 'billing' },
  beforeEach: startWith({ items: [jacket], shippingAddress: true }, 'member'),
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const same = await canvas.findByRole('checkbox', {
      name: w.flows('checkout.billing.sameAsShipping'),
    });
    await userEvent.click(same);
    const billing = canvas.getByRole('region', { name: w.flows('checkout.billing.title') });
    const mainBilling = memberProfile.consumerDetails.address.find((a) => a.approachType === 'B');
    await expect(
      await within(billing).findByRole('textbox', {
        name: named(w.flows('checkout.address.addressLine1')),
      }),
    ).toHaveValue(mainBilling?.addressLine1);
    await expect(
      within(billing).getByRole('textbox', {
        name: named(w.flows('checkout.address.addressLine2')),
      }),
    ).toHaveValue('');
    await expect(
      within(billing).getByRole('checkbox', { name: w.flows('checkout.address.saveToAccount') }),
    ).not.toBeChecked();
  },
};
