import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup, checkboxGroupOrientations } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Sign me up for the newsletter', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Sign me up for the newsletter' });
    await expect(box).toHaveFocus();
    await expect(box.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {
  args: { description: 'About once a week. Unsubscribe at any time.', isRequired: true },
};

export const Pointer: Story = {
  play: async ({ canvas, args }) => {
    // The whole label is the target, not only the small box.
    await userEvent.click(canvas.getByText('Sign me up for the newsletter'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: { description: 'About once a week. Unsubscribe at any time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'About once a week. Unsubscribe at any time.',
    );
  },
};

export const Required: Story = {
  args: { children: 'I accept the privacy policy', isRequired: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the privacy policy' });
    await expect(box).toBeRequired();
  },
};

/** The required-checkbox pattern: the message is `validation:requiredCheckbox`. */
function RequiredUntickedCheckbox(args: Parameters<typeof Checkbox>[0]) {
  const { t } = useTranslation('validation');
  return <Checkbox {...args} errorMessage={t('requiredCheckbox')} />;
}

export const RequiredInvalid: Story = {
  args: { children: 'I accept the privacy policy', isRequired: true },
  render: (args) => <RequiredUntickedCheckbox {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the privacy policy' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Please tick this box to continue');
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all colours', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Sign me up for the newsletter'), {
      pointerEventsCheck: 0,
    });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithLink: Story = {
  args: {
    isRequired: true,
    children: (
      <>
        I accept the <Link href="/loyalty-terms">loyalty programme terms</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The link is its own tab stop after the box.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'loyalty programme terms' })).toHaveFocus();
  },
};

export const LongLabel: Story = {
  args: {
    children:
      'Yes, I would like to receive text messages about my orders, early access to sales and events at my local store. Message and data rates may apply; reply STOP to opt out.',
    description: 'You can change this at any time in your account.',
    errorMessage: 'Please tick this box to continue',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { defaultSelected: true },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const LocaleFrCa: Story = {
  args: { children: 'J’accepte la politique de confidentialité', isRequired: true },
  globals: { locale: 'fr-ca' },
  render: (args) => <RequiredUntickedCheckbox {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Veuillez cocher cette case pour continuer',
    );
  },
};

const interests = [
  { value: 'hiking', label: 'Hiking' },
  { value: 'trail-running', label: 'Trail running' },
  { value: 'climbing', label: 'Climbing' },
  { value: 'camping', label: 'Camping' },
];

export const Group: Story = {
  args: { children: null },
  render: (args) => (
    <CheckboxGroup
      label="Interests"
      description="We tailor recommendations to them."
      onChange={args.onChange as (value: string[]) => void}
    >
      {interests.map((interest) => (
        <Checkbox key={interest.value} value={interest.value}>
          {interest.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Interests' });
    await expect(group).toHaveAccessibleDescription('We tailor recommendations to them.');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['hiking', 'climbing']);
    await userEvent.click(canvas.getByText('Hiking'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['climbing']);
    await expect(within(group).getByRole('checkbox', { name: 'Climbing' })).toBeChecked();
  },
};

export const GroupHorizontal: Story = {
  args: { children: null },
  render: () => (
    <CheckboxGroup label="Sizes" orientation="horizontal" defaultValue={['m']}>
      {['xs', 's', 'm', 'l', 'xl', 'xxl'].map((size) => (
        <Checkbox key={size} value={size}>
          {size.toUpperCase()}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  argTypes: { children: { control: false } },
  play: async ({ canvas }) => {
    const xs = canvas.getByRole('checkbox', { name: 'XS' }).closest('label');
    const s = canvas.getByRole('checkbox', { name: 'S' }).closest('label');
    // Side by side.
    await expect(xs?.getBoundingClientRect().top).toBe(s?.getBoundingClientRect().top);
    await expect(canvas.getByRole('checkbox', { name: 'M' })).toBeChecked();
    await expect(checkboxGroupOrientations).toContain('horizontal');
  },
};

export const GroupInvalid: Story = {
  args: { children: null },
  render: () => (
    <CheckboxGroup label="Interests" isRequired errorMessage="Choose at least one interest">
      {interests.map((interest) => (
        <Checkbox key={interest.value} value={interest.value}>
          {interest.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Interests/ });
    await expect(group).toHaveAccessibleDescription('Choose at least one interest');
    // One message for the group, not one per box.
    await expect(canvas.getAllByText('Choose at least one interest')).toHaveLength(1);
    for (const box of within(group).getAllByRole('checkbox')) await expect(box).toBeInvalid();
  },
};

export const GroupDisabled: Story = {
  args: { children: null },
  render: () => (
    <CheckboxGroup label="Interests" isDisabled defaultValue={['camping']}>
      {interests.map((interest) => (
        <Checkbox key={interest.value} value={interest.value}>
          {interest.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const SmallScreen: Story = {
  args: { children: null },
  globals: { viewport: { value: 'sm', isRotated: false } },
  render: () => (
    <CheckboxGroup label="Interests" orientation="horizontal">
      {[...interests, { value: 'mountaineering', label: 'Ski mountaineering' }].map((interest) => (
        <Checkbox key={interest.value} value={interest.value}>
          {interest.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    // A horizontal group wraps on a small screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const target = canvas.getByRole('checkbox', { name: 'Hiking' }).closest('label');
    await expect(target?.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
