import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { cartAddError } from '#cms-blocks/cart/test/cartMocks.ts';
import { initialSelection, type Selection } from '#cms-blocks/QuickShop/quickShop.ts';
import { useQuickShop } from '#cms-blocks/QuickShop/useQuickShop.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { siteOf } from '../site/site.ts';
import { BuyBox } from './BuyBox.tsx';
import { Gallery } from './Gallery.tsx';

/** The product page's gallery and buy box on the demo catalogue (MSW answers /api). */
function ProductStory({
  productId,
  locale = 'en-us',
  color,
}: {
  productId: string;
  locale?: SiteLocale;
  color?: string;
}) {
  const { details, inventory } = useQuickShop(productId);
  const [selection, setSelection] = useState<Selection | null>(null);
  if (!details.data || inventory.isPending) return <p>Loading…</p>;
  const current = selection ?? {
    ...initialSelection(details.data, inventory.data),
    ...(color ? { color } : {}),
  };
  const images =
    details.data.colors.find((entry) => entry.code === current.color)?.images ??
    details.data.images;
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
      }}
    >
      <Gallery images={images} name={details.data.name} />
      <BuyBox
        details={details.data}
        inventory={inventory.data}
        site={siteOf('ridgeline', locale)}
        selection={current}
        onSelect={setSelection}
      />
    </div>
  );
}

const meta = {
  title: 'Storefront/Product page',
  parameters: {
    layout: 'padded',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001'] },
  },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddToCart: Story = {
  globals: storyGlobals('ridgeline', 'lg'),
  render: () => <ProductStory productId="RDGJK1001" />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Choose a size.')).toBeVisible();
    await userEvent.click(canvas.getByText('L', { exact: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Added to your cart.')).toBeVisible();
  },
};

export const SoldOutSizeNotifyMe: Story = {
  globals: storyGlobals('tread', 'sm'),
  render: () => <ProductStory productId="RDGJK1001" color="forest" />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('M', { exact: true }));
    const form = await canvas.findByRole('form', { name: 'Size M is sold out' });
    const inside = within(form);
    await userEvent.click(inside.getByRole('button', { name: 'Notify me' }));
    await expect(await inside.findByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(inside.getByRole('textbox', { name: /Email/ }), 'hiker@example.com');
    await userEvent.click(inside.getByRole('button', { name: 'Notify me' }));
    await expect(
      await canvas.findByText('Done: we will email hiker@example.com when it is back.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const MaxQuantityReached: Story = {
  globals: storyGlobals('ridgeline', 'md', 'fr-ca'),
  beforeEach({ msw }) {
    msw.use(
      ...cartAddError('INV408', {
        message: 'At most 2 more',
        details: { type: 'ProductItemMaxQuantity', productId: 'RDGJK100112', maxAllowedQty: 2 },
      }),
    );
  },
  render: () => <ProductStory productId="RDGJK1001" locale="fr-ca" />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('L', { exact: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('2');
  },
};
