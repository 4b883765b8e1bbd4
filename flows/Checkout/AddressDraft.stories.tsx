import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultLocale, type SiteLocale } from '#i18n/index.ts';
import { useCartData } from '#shopper/index.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { withBotCheck } from '../test/stories.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import { localeOf, named, startWith, withShopper, wordsOf } from './test/shopper.tsx';

/*
 * Nothing typed is lost on a reload: the shipping address the shopper is typing is kept in
 * the tab's session storage and put back when the step comes again, before the cart has it.
 */

const DRAFT = 'cairn.checkout.shippingAddressDraft';

function DraftStory({
  locale = defaultLocale,
  onDone,
}: {
  locale?: SiteLocale;
  onDone: () => void;
}) {
  const cart = useCartData();
  if (!cart) return null;
  return (
    <div style={{ maxWidth: '48rem' }}>
      <ShippingStep cart={cart} locale={locale} onDone={onDone} />
    </div>
  );
}

const meta = {
  title: 'Flows/Checkout/Address draft',
  component: DraftStory,
  args: { onDone: fn() },
  argTypes: { locale: { table: { disable: true } } },
  decorators: [withShopper, withBotCheck(createTestBotCheck('story-captcha'))],
  render: (args, { globals }) => <DraftStory {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DraftStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Men's Nunatak Rain Jacket, no address on the cart yet. */
const toShip = { items: [{ productId: 'RDGJK100112' }] };

/** What the shopper typed before the page reloaded comes back in its fields. */
export const RestoredAfterReload: Story = {
  beforeEach: (context) => {
    startWith(toShip)(context);
    sessionStorage.setItem(
      DRAFT,
      JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', city: 'Boulder' }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const field = (name: 'firstName' | 'lastName' | 'city' | 'addressLine1') =>
      canvas.findByRole('textbox', { name: named(w.flows(`checkout.address.${name}`)) });
    await waitFor(async () => expect(await field('firstName')).toHaveValue('Ada'));
    await expect(await field('lastName')).toHaveValue('Lovelace');
    await expect(await field('city')).toHaveValue('Boulder');
    // Untyped fields stay empty: the draft only fills what it holds.
    await expect(await field('addressLine1')).toHaveValue('');
  },
};

/** Each keystroke goes to the draft, so a reload at any moment keeps it. */
export const KeptWhileTyping: Story = {
  beforeEach: startWith(toShip),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const firstName = await canvas.findByRole('textbox', {
      name: named(w.flows('checkout.address.firstName')),
    });
    await userEvent.type(firstName, 'Grace');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT) ?? '{}')).toMatchObject({
        firstName: 'Grace',
      }),
    );
  },
};
