import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

const methods = [
  { value: 'standard', label: 'Standard', description: '3 to 5 business days, free' },
  { value: 'express', label: 'Express', description: '1 to 2 business days, $15' },
  { value: 'pickup', label: 'Pick up in store', description: 'Ready in 2 hours, free' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Shipping method',
    onChange: fn(),
    children: methods.map((method) => (
      <Radio key={method.value} value={method.value}>
        {method.label}
      </Radio>
    )),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // One tab stop for the group; arrows move and select.
    await userEvent.tab();
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await expect(standard).toHaveFocus();
    await expect(standard.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const express = canvas.getByRole('radio', { name: 'Express' });
    await expect(express).toHaveFocus();
    await expect(express).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    await userEvent.keyboard('{ArrowUp}');
    await expect(standard).toBeChecked();
    // Tab leaves the group.
    await userEvent.tab();
    await expect(canvas.getByRole('radiogroup')).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

export const Playground: Story = {
  args: { description: 'Delivery estimates start when the order ships.', isRequired: true },
};

export const Pointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Pick up in store'));
    await expect(canvas.getByRole('radio', { name: 'Pick up in store' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
  },
};

export const WithDescriptions: Story = {
  args: {
    description: 'Delivery estimates start when the order ships.',
    defaultValue: 'standard',
    children: methods.map((method) => (
      <Radio key={method.value} value={method.value} description={method.description}>
        {method.label}
      </Radio>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Delivery estimates start when the order ships.',
    );
    // Its own line first, then the group's.
    await expect(canvas.getByRole('radio', { name: 'Express' })).toHaveAccessibleDescription(
      '1 to 2 business days, $15 Delivery estimates start when the order ships.',
    );
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', label: 'Width' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="regular">Regular</Radio>
      <Radio value="wide">Wide</Radio>
      <Radio value="extra-wide">Extra wide</Radio>
    </RadioGroup>
  ),
  play: async ({ canvas, args }) => {
    const regular = canvas.getByRole('radio', { name: 'Regular' }).closest('label');
    const wide = canvas.getByRole('radio', { name: 'Wide' }).closest('label');
    await expect(regular?.getBoundingClientRect().top).toBe(wide?.getBoundingClientRect().top);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('wide');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Shipping method' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

/** Messages come translated from the `validation` namespace. */
function RequiredInvalidGroup(args: Parameters<typeof RadioGroup>[0]) {
  const { t } = useTranslation('validation');
  return <RadioGroup {...args} isRequired errorMessage={t('required')} />;
}

export const Invalid: Story = {
  render: (args) => <RequiredInvalidGroup {...args} />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Shipping method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'standard' },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Express'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    children: methods.map((method) => (
      <Radio key={method.value} value={method.value} isDisabled={method.value === 'express'}>
        {method.label}
      </Radio>
    )),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // Arrow keys skip the disabled option.
    await expect(canvas.getByRole('radio', { name: 'Pick up in store' })).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'express' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'How would you like to receive the items that are available for delivery from our warehouse?',
    children: [
      <Radio
        key="a"
        value="a"
        description="Arrives in 3 to 5 business days once every item has shipped"
      >
        Ship everything together in one parcel to reduce packaging and emissions
      </Radio>,
      <Radio key="b" value="b">
        Ship each item as soon as it is ready
      </Radio>,
    ],
    errorMessage: 'Choose how the order is delivered before you continue to billing',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { defaultValue: 'pickup' },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    // Tabbing in lands on the checked radio.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Pick up in store' })).toHaveFocus();
  },
};

export const LocaleDeDe: Story = {
  args: {
    label: 'Versandart',
    children: [
      <Radio key="standard" value="standard">
        Standard
      </Radio>,
      <Radio key="express" value="express">
        Express
      </Radio>,
    ],
  },
  globals: { locale: 'de-de' },
  render: (args) => <RequiredInvalidGroup {...args} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Versandart' }),
    ).toHaveAccessibleDescription('Dieses Feld ist ein Pflichtfeld');
  },
};

export const SmallScreen: Story = {
  args: { orientation: 'horizontal' },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const target = canvas.getByRole('radio', { name: 'Express' }).closest('label');
    await expect(target?.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
