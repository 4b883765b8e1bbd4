import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, screenOf } from '#components/test/overlay.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { siteOf } from '../../site/site.ts';
import { demoProduct } from '../test/ProductHarness.tsx';
import { SizeChart } from './SizeChart.tsx';
import { sizingHandlers } from './test/sizingMocks.ts';

/*
 * The size chart button of the buy box and its dialog, answered by MSW from the tables the
 * storefront's `/fapi` serves: Men's Nunatak Rain Jacket (RDGJK1001, jackets), Women's Tarn
 * Rain Jacket (RDGJK1014), Tread men's boots (TRDBT1001, with foot sizes), Tread women's
 * sandals (TRDSD1004).
 */

interface SizeChartStoryProps {
  productId: string;
  locale?: SiteLocale;
  /** Replace the product's type with one that has no chart. */
  withoutChart?: boolean;
}

function SizeChartStory({
  productId,
  locale = 'en-us',
  withoutChart = false,
}: SizeChartStoryProps) {
  const [product] = useState(() => demoProduct(productId, locale));
  return (
    <SizeChart
      product={withoutChart ? { ...product, productType: 'kayak' as never } : product}
      site={siteOf(product.brand, locale)}
    />
  );
}

const meta = {
  title: 'Storefront/Product/Size chart',
  component: SizeChartStory,
  args: { productId: 'RDGJK1001' },
  parameters: { layout: 'padded' },
  beforeEach({ msw }) {
    msw.use(...sizingHandlers.ok());
  },
} satisfies Meta<typeof SizeChartStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Apparel: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const open = canvas.getByRole('button', { name: 'Size chart' });
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement, 'Size chart');
    // A men's jacket on a US site: the men's sizes alone, in inches.
    const chart = await within(dialog).findByRole('table', { name: 'Jackets size chart – Men' });
    await expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Size', 'Chest (in)', 'Waist (in)', 'Hip (in)']);
    await expect(
      within(chart)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    await expect(within(chart).queryByText('Women')).not.toBeInTheDocument();
    const small = within(chart).getByRole('rowheader', { name: 'S' }).closest('tr') as HTMLElement;
    await expect(small).toHaveTextContent('S34.5–3828.5–3234.5–38');
    await expect(within(dialog).getByRole('radio', { name: 'Inches' })).toBeChecked();
    await expect(
      within(dialog).getByText(
        'Measurements of the body, not of the garment. Between two sizes, choose the larger one.',
      ),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const SwitchToCentimeters: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size chart' }));
    const dialog = await findDialog(canvasElement, 'Size chart');
    await within(dialog).findByRole('table', { name: 'Jackets size chart – Men' });
    // Keyboard: into the units, then the arrow to the other one.
    within(dialog).getByRole('radio', { name: 'Inches' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByRole('radio', { name: 'Centimeters' })).toBeChecked();
    await waitFor(() =>
      expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible(),
    );
    const small = within(dialog).getByRole('rowheader', { name: 'S' }).closest('tr') as HTMLElement;
    await expect(small).toHaveTextContent('S88–9673–8188–96');
  },
};

export const WomensJacketInCentimeters: Story = {
  globals: storyGlobals({ locale: 'en-gb' }),
  parameters: { testViewport: 'md' },
  args: { productId: 'RDGJK1014', locale: 'en-gb' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size chart' }));
    const dialog = await findDialog(canvasElement, 'Size chart');
    // Outside the US the chart starts in centimetres; a women's product, the women's rows.
    const chart = await within(dialog).findByRole('table', { name: /– Women$/ });
    await expect(within(dialog).getByRole('radio', { name: 'Centimeters' })).toBeChecked();
    await expect(within(chart).getAllByRole('rowheader')[0]).toHaveTextContent('XS');
    await expect(within(chart).queryByRole('rowheader', { name: 'XXL' })).not.toBeInTheDocument();
  },
};

export const FootwearWithFootSizes: Story = {
  parameters: { testViewport: 'lg' },
  args: { productId: 'TRDBT1001' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size chart' }));
    const dialog = await findDialog(canvasElement, 'Size chart');
    const tabs = within(dialog).getByRole('tablist', { name: 'Size information' });
    await expect(within(tabs).getByRole('tab', { name: 'Size chart' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      await within(dialog).findByRole('table', { name: 'Boots size chart – Men' }),
    ).toBeVisible();

    // Arrow keys move between the tabs; a men's boot shows the men's foot sizes only.
    within(tabs).getByRole('tab', { name: 'Size chart' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(tabs).getByRole('tab', { name: 'Foot sizes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const feet = await within(dialog).findByRole('table', {
      name: 'Men’s shoe sizes by foot length',
    });
    await expect(
      within(dialog).queryByRole('table', { name: 'Women’s shoe sizes by foot length' }),
    ).not.toBeInTheDocument();
    const nine = within(feet).getByRole('rowheader', { name: '9' }).closest('tr') as HTMLElement;
    // Foot length in inches on a US site.
    await expect(
      within(feet).getByRole('columnheader', { name: 'Foot length (in)' }),
    ).toBeVisible();
    await expect(nine).toHaveTextContent('9842' + '10.3');
    await expect(within(dialog).getByText(/Stand on a sheet of paper/)).toBeVisible();
  },
};

export const WomensSandalsInGerman: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'sm' },
  args: { productId: 'TRDSD1004', locale: 'de-de' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Größentabelle' }));
    const dialog = await findDialog(canvasElement, 'Größentabelle');
    await expect(
      await within(dialog).findByRole('table', { name: 'Größentabelle Sandalen – Damen' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Fußgrößen' }));
    const feet = await within(dialog).findByRole('table', {
      name: 'Schuhgrößen Damen nach Fußlänge',
    });
    // Lengths in the site's number format.
    await expect(
      within(feet).getByRole('rowheader', { name: '7' }).closest('tr'),
    ).toHaveTextContent('23,7');
    // A chart wider than the sheet scrolls inside its own region, not the page.
    const region = within(dialog).getByRole('region', { name: 'Schuhgrößen Damen nach Fußlänge' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const FrenchChart: Story = {
  globals: storyGlobals({ locale: 'fr-fr' }),
  parameters: { testViewport: 'md' },
  args: { locale: 'fr-fr' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guide des tailles' }));
    const dialog = await findDialog(canvasElement, 'Guide des tailles');
    await expect(
      await within(dialog).findByRole('table', { name: 'Guide des tailles : vestes – Homme' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('columnheader', { name: 'Poitrine (cm)' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(...sizingHandlers.loading());
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size chart' }));
    const dialog = await findDialog(canvasElement, 'Size chart');
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Loading the size chart…' }),
    ).toBeInTheDocument();
    await expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(sizingHandlers.chartError());
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size chart' }));
    const dialog = await findDialog(canvasElement, 'Size chart');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The size chart could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const FootSizesFailed: Story = {
  parameters: { testViewport: 'lg' },
  args: { productId: 'TRDBT1001' },
  beforeEach({ msw }) {
    msw.use(sizingHandlers.footSizesError());
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size chart' }));
    const dialog = await findDialog(canvasElement, 'Size chart');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Foot sizes' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The size chart could not be loaded.',
    );
  },
};

export const NoChart: Story = {
  parameters: { testViewport: 'md' },
  args: { withoutChart: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Size chart' })).not.toBeInTheDocument();
    await expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
