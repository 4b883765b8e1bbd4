import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOverlay } from '../test/overlay.ts';
import { Select, SelectItem } from './Select.tsx';

interface Province {
  id: string;
  name: string;
}

const provinces: Province[] = [
  { id: 'AB', name: 'Alberta' },
  { id: 'BC', name: 'British Columbia' },
  { id: 'MB', name: 'Manitoba' },
  { id: 'NB', name: 'New Brunswick' },
  { id: 'NL', name: 'Newfoundland and Labrador' },
  { id: 'NS', name: 'Nova Scotia' },
  { id: 'ON', name: 'Ontario' },
  { id: 'QC', name: 'Quebec' },
];

const meta = {
  title: 'Components/Select',
  component: Select<Province>,
  args: {
    label: 'Province',
    items: provinces,
    children: (item: Province) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof Select<Province>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Province/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Arrow down opens the list with focus on the first option.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await findOverlay(canvasElement, 'listbox', 'Province');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Alberta' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('MB');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    // Focus returns to the trigger, which now shows the choice.
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Manitoba');
  },
};

export const Playground: Story = {
  args: { description: 'Where the order is shipped.', isRequired: true, placeholder: 'Choose' },
};

export const Pointer: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Quebec' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('QC');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('Quebec');
  },
};

export const TypeAhead: Story = {
  play: async ({ canvas, args }) => {
    // Typing while closed selects the first match, like a native select.
    await userEvent.tab();
    await userEvent.keyboard('n');
    await expect(args.onChange).toHaveBeenLastCalledWith('NB');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent(
      'New Brunswick',
    );
  },
};

export const Selected: Story = {
  args: { defaultValue: 'ON' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    const option = await body.findByRole('option', { name: 'Ontario' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    // Selection is shown by a check, not by colour alone.
    await expect(option.querySelector('[data-icon="check"]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the order is shipped.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveAccessibleDescription(
      'Where the order is shipped.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // The hidden native select carries `required` for forms and autofill.
    await expect(canvas.getByRole('button', { name: /Province/ })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Province/ });
    await expect(trigger).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Province/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['BC'] },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await findOverlay(canvasElement, 'listbox');
    await expect(body.getByRole('option', { name: 'British Columbia' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Arrow keys skip the disabled option.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Manitoba' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /Province/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Province or territory where the gift card recipient lives, for tax purposes',
    items: [
      ...provinces,
      { id: 'XX', name: 'A very long option that must wrap inside the popover on small screens' },
    ],
    defaultValue: 'XX',
  },
  play: async ({ canvas, canvasElement }) => {
    // The trigger truncates a long value rather than widening the page.
    const trigger = canvas.getByRole('button', { name: /Province or territory/ });
    await expect(trigger).toHaveTextContent('A very long option');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { defaultValue: 'BC' },
  globals: { brand: 'tread' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body.getByRole('option', { name: 'British Columbia' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Province/ })).toHaveFocus());
  },
};

export const LocaleFrCa: Story = {
  args: {
    label: 'Province',
    items: [
      { id: 'QC', name: 'Québec' },
      { id: 'ON', name: 'Ontario' },
    ],
  },
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    // react-aria's own placeholder follows the locale.
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent(
      'Sélectionner un élément',
    );
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    const listbox = await findOverlay(canvasElement, 'listbox');
    // The popover stays on screen and every option is a comfortable touch target.
    const box = listbox.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
    const option = body.getByRole('option', { name: 'Alberta' });
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Escape}');
  },
};
