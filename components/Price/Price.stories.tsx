import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { priceSizes } from './Price.css.ts';
import { Price } from './Price.tsx';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: {
    price: {
      lowCurrent: 80,
      highCurrent: 80,
      lowOriginal: 100,
      highOriginal: 100,
      percentagePriceDiscount: 20,
      historicBestPrice: 75,
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    currency: { control: 'select', options: [undefined, 'USD', 'CAD', 'GBP', 'EUR'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

const textOf = (element: Element | null | undefined) => element?.textContent ?? '';

export const Default: Story = {
  play: async ({ canvas }) => {
    // Struck-through text is not announced as such: both prices carry a hidden name.
    const original = canvas.getByText('$100.00').closest('s');
    await expect(textOf(original)).toBe('Original price $100.00');
    const current = canvas.getByText('$80.00', { exact: false });
    await expect(textOf(current)).toBe('Current price $80.00');
    // The sale price stands out from the regular price colour.
    await expect(getComputedStyle(current).color).not.toBe(
      getComputedStyle(original as Element).color,
    );
    // The badge shows "-20%" and reads "20% off".
    await expect(canvas.getByText('-20%')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('20% off')).toBeInTheDocument();
    await expect(canvas.queryByText(/lowest price/i)).toBeNull();
  },
};

export const Playground: Story = { args: { size: 'large', showHistoricBestPrice: true } };

export const Regular: Story = {
  args: { price: { lowCurrent: 129, highCurrent: 129, lowOriginal: 129, highOriginal: 129 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$129.00')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvas.queryByText(/current price/i)).toBeNull();
    await expect(canvas.queryByText(/off$/)).toBeNull();
  },
};

export const Range: Story = {
  args: { price: { lowCurrent: 80, highCurrent: 120, lowOriginal: 80, highOriginal: 120 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$80.00 – $120.00')).toBeVisible();
  },
};

export const DiscountedRange: Story = {
  args: {
    price: { lowCurrent: 59.99, highCurrent: 89.99, lowOriginal: 79.99, highOriginal: 119.99 },
  },
  play: async ({ canvas }) => {
    await expect(textOf(canvas.getByText('$79.99 – $119.99').closest('s'))).toBe(
      'Original price $79.99 – $119.99',
    );
    // No percentage from the server: it is computed from the low prices and rounded.
    await expect(canvas.getByText('25% off')).toBeInTheDocument();
  },
};

export const RoundedDiscount: Story = {
  args: { price: { lowCurrent: 87.55, lowOriginal: 100, percentagePriceDiscount: 12.45 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-12.5%')).toBeVisible();
  },
};

export const HistoricBestPrice: Story = {
  args: { showHistoricBestPrice: true },
  // The lowest price of the last 30 days is shown where EU law asks for it: a German story.
  globals: { locale: 'de-de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('80,00 €', { exact: false })).toBeVisible();
    await expect(
      canvas.getByText('Niedrigster Preis der letzten 30 Tage: 75,00 €', {
        normalizer: (s) => s.replace(/\s+/g, ' '),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('20 % Rabatt', { normalizer: (s) => s.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
  },
};

export const CanadianDollars: Story = {
  globals: { locale: 'en-ca' },
  play: async ({ canvas }) => {
    // Spec §9: CAD is shown with its code, not "$".
    const current = canvas.getByText(/CAD\s80\.00/);
    await expect(textOf(current)).toMatch(/^Current price CAD\s80\.00$/);
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};

export const FrenchCanada: Story = {
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(textOf(canvas.getByText(/100,00\sCAD/).closest('s'))).toMatch(
      /^Prix d'origine 100,00\sCAD$/,
    );
    await expect(canvas.getByText(/^20\s%\sde réduction$/)).toBeInTheDocument();
  },
};

export const ExplicitCurrency: Story = {
  args: { currency: 'GBP', price: { lowCurrent: 45 } },
  globals: { locale: 'en-gb' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£45.00')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} data-testid={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('small')).toBeLessThan(height('standard'));
    await expect(height('standard')).toBeLessThan(height('large'));
  },
};

export const BadInput: Story = {
  render: () => (
    <div data-testid="prices">
      <Price price={{ lowCurrent: Number.NaN }} />
      <Price price={{ lowCurrent: '' }} />
      <Price price={{ lowCurrent: -10 }} />
      <Price price={null} />
      <Price price={{}} />
      <Price price={{ lowCurrent: 10 }} currency="NOT-A-CURRENCY" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Nothing at all rather than "NaN" or "$-10.00".
    await expect(canvas.getByTestId('prices')).toBeEmptyDOMElement();
  },
};
