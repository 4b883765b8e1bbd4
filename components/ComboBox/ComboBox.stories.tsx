import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOverlay, settled } from '../test/overlay.ts';
import { ComboBox, ComboBoxItem } from './ComboBox.tsx';

interface Store {
  id: string;
  name: string;
}

const stores: Store[] = [
  { id: '1001', name: 'Boulder Pearl Street' },
  { id: '1002', name: 'Denver Union Station' },
  { id: '1003', name: 'Montréal Saint-Denis' },
  { id: '1004', name: 'Québec Vieux-Port' },
  { id: '1005', name: 'Toronto Queen West' },
  { id: '1006', name: 'Vancouver Gastown' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox<Store>,
  args: {
    label: 'Store',
    defaultItems: stores,
    children: (item: Store) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>,
    onChange: fn(),
    onInputChange: fn(),
  },
} satisfies Meta<typeof ComboBox<Store>>;

export default meta;
type Story = StoryObj<typeof meta>;

const options = (body: ReturnType<typeof within>) =>
  body.getAllByRole('option').map((option: HTMLElement) => option.textContent);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Store' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('den');
    await findOverlay(canvasElement, 'listbox');
    await expect(options(body)).toEqual(['Denver Union Station', 'Montréal Saint-Denis']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1003');
    await expect(input).toHaveValue('Montréal Saint-Denis');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { description: 'Pick up your order here.', placeholder: 'City or store', isRequired: true },
};

export const Pointer: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The chevron shows every option.
    await userEvent.click(canvas.getByRole('button'));
    await findOverlay(canvasElement, 'listbox');
    await expect(options(body)).toHaveLength(stores.length);
    await userEvent.click(body.getByRole('option', { name: 'Vancouver Gastown' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('1006');
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toHaveValue('Vancouver Gastown');
  },
};

export const Filtering: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Store' });
    await userEvent.click(input);
    // Accents and case do not matter: "quebec" finds "Québec".
    await userEvent.keyboard('quebec');
    await findOverlay(canvasElement, 'listbox');
    await expect(options(body)).toEqual(['Québec Vieux-Port']);
    await userEvent.clear(input);
    await userEvent.keyboard('st');
    await waitFor(() =>
      expect(options(body)).toEqual([
        'Boulder Pearl Street',
        'Denver Union Station',
        'Toronto Queen West',
        'Vancouver Gastown',
      ]),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const EmptyState: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Store' }));
    await userEvent.keyboard('zermatt');
    const listbox = await findOverlay(canvasElement, 'listbox');
    // react-aria renders the empty state as the list's one (inert) row, so it is read.
    await expect(options(body)).toEqual(['No results']);
    await expect(within(listbox).getByText('No results')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Selected: Story = {
  args: { defaultValue: '1005' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toHaveValue('Toronto Queen West');
  },
};

export const WithDescription: Story = {
  args: { description: 'Pick up your order here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toHaveAccessibleDescription(
      'Pick up your order here.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Store' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '1001' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Store' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}x');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveValue('Boulder Pearl Street');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Store where you would like to collect your order and try on your new boots',
    defaultItems: [
      ...stores,
      { id: '1099', name: 'Ridgeline and Tread flagship store at the Banff Avenue trailhead' },
    ],
    defaultValue: '1099',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  globals: { brand: 'tread' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await findOverlay(canvasElement, 'listbox');
    await waitFor(() =>
      expect(
        canvas.getByRole('combobox', { name: 'Store' }).getAttribute('aria-activedescendant'),
      ).toBe(body.getByRole('option', { name: 'Boulder Pearl Street' }).id),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const LocaleDeDe: Story = {
  args: { label: 'Filiale' },
  globals: { locale: 'de-de' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filiale' }));
    await userEvent.keyboard('xyz');
    const empty = await body.findByText('Keine Ergebnisse');
    await settled(empty);
    await expect(empty).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    const listbox = await findOverlay(canvasElement, 'listbox');
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.keyboard('{Escape}');
  },
};
