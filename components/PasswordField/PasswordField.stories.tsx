import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

// A hidden password has no textbox role: the input is found by its label.
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.keyboard('Summit42');
    await expect(args.onChange).toHaveBeenLastCalledWith('Summit42');

    // The toggle comes next in tab order; Space shows the password, again hides it.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Summit42');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Playground: Story = {
  args: { showRequirements: true, isRequired: true, description: 'Choose a new password.' },
};

export const Pointer: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(input);
    await userEvent.keyboard('trail');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('trail');
  },
};

export const WithRequirements: Story = {
  args: { label: 'New password', showRequirements: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password', { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    const list = canvas.getByRole('list', { name: 'Password requirements' });
    // Announced politely, one whole item at a time.
    await expect(list).toHaveAttribute('aria-live', 'polite');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const item of items) await expect(item).toHaveAttribute('aria-atomic', 'true');
    const status = () => items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    await expect(status()).toEqual([
      'Password must contain at least 8 characters (not met)',
      'Password must contain at least one number (not met)',
      'Password must contain at least one character in upper case (not met)',
      'Password must contain at least one character in lower case (not met)',
    ]);
    // The list is read with the input.
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Password must contain at least 8 characters (not met)'),
    );

    await userEvent.click(input);
    await userEvent.keyboard('trail');
    await expect(status()).toEqual([
      'Password must contain at least 8 characters (not met)',
      'Password must contain at least one number (not met)',
      'Password must contain at least one character in upper case (not met)',
      'Password must contain at least one character in lower case (met)',
    ]);
    // Met by icon as well as text.
    await expect(items[3]?.querySelector('svg')).toHaveAttribute('data-icon', 'check');
    await expect(items[0]?.querySelector('svg')).toHaveAttribute('data-icon', 'close');

    await userEvent.keyboard('Head9');
    await expect(status().every((text) => text?.endsWith('(met)'))).toBe(true);

    // Deleting brings a requirement back.
    await userEvent.keyboard('{Backspace}');
    await expect(items[1]).toHaveTextContent('(not met)');
    await expect(items[0]).toHaveTextContent('(met)');
  },
};

export const WithDescription: Story = {
  args: { description: 'At least 8 characters.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('Password', { selector: 'input' }),
    ).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toBeRequired();
    // The asterisk is decorative: the accessible name stays "Password".
    await expect(input).toHaveAccessibleName('Password');
  },
};

export const Invalid: Story = {
  args: {
    showRequirements: true,
    defaultValue: 'trail',
    errorMessage: 'Password does not meet requirements.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Password does not meet requirements.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Password does not meet requirements.'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Summit42' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Summit42' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('Summit42');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Reading a read-only password is still allowed.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Confirm the password you use to sign in to your Ridgeline and Tread loyalty account',
    showRequirements: true,
    errorMessage: 'Password does not meet requirements.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { showRequirements: true, defaultValue: 'Trail' },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent('(met)');
  },
};

export const LocaleDeDe: Story = {
  args: { label: 'Passwort', showRequirements: true, defaultValue: 'Straße' },
  globals: { locale: 'de-de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Passwortanforderungen' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(
      'Das Passwort muss mindestens 8 Zeichen enthalten (nicht erfüllt)',
    );
    await expect(items[2]).toHaveTextContent(
      'Das Passwort muss mindestens einen Großbuchstaben enthalten (erfüllt)',
    );
  },
};

export const SmallScreen: Story = {
  args: { showRequirements: true },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    // A comfortable touch target, and nothing wider than the screen.
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
