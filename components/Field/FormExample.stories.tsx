import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { maskDigitCount, phoneCountry } from '#i18n/phone.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { PasswordField, unmetPasswordRequirements } from '../PasswordField/index.ts';
import { PhoneField } from '../PhoneField/index.ts';
import { TextField } from '../TextField/index.ts';
import { useFieldError } from './index.ts';

/*
 * The one form pattern: a zod schema whose messages are i18n keys (bare keys are in the
 * `validation` namespace), zodResolver, one Controller per field, and `useFieldError`
 * turning the field state into the kit's `isInvalid` + translated `errorMessage`.
 * react-hook-form validates on submit, focuses the first invalid field, then
 * re-validates each field as it changes, so a fixed error clears at once.
 */
const schema = z.object({
  firstName: z.string().trim().min(1, { error: 'required' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .pipe(z.email({ error: 'email' })),
  password: z
    .string()
    .min(1, { error: 'required' })
    // The same predicates as the live hints under the field.
    .refine((value) => unmetPasswordRequirements(value).length === 0, { error: 'password' }),
  phone: z.object({ phoneCode: z.string(), phone: z.string() }).refine(
    ({ phoneCode, phone }) => {
      const country = phoneCountry(phoneCode);
      if (phone.length !== maskDigitCount(country.mask)) return false;
      // North America: ten digits, the first one 2–9 (spec §5).
      return !country.nanp || /^[2-9]/.test(phone);
    },
    { error: 'phone' },
  ),
  policy: z.boolean().refine((ticked) => ticked, { error: 'requiredCheckbox' }),
});

type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

interface FormExampleProps {
  onSubmit: (values: FormOutput) => void;
}

function FormExample({ onSubmit }: FormExampleProps) {
  const fieldError = useFieldError();
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      email: '',
      password: '',
      phone: { phoneCode: 'US', phone: '' },
      policy: false,
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'grid', gap: 16, maxWidth: 480 }}
    >
      <Controller
        name="firstName"
        control={control}
        render={({ field, fieldState }) => (
          <TextField {...field} {...fieldError(fieldState)} label="First name" isRequired />
        )}
      />
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            {...fieldError(fieldState)}
            type="email"
            label="Email"
            autoComplete="email"
            isRequired
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            {...fieldError(fieldState)}
            label="Password"
            showRequirements
            isRequired
          />
        )}
      />
      <Controller
        name="phone"
        control={control}
        render={({ field, fieldState }) => (
          <PhoneField {...field} {...fieldError(fieldState)} label="Mobile phone" isRequired />
        )}
      />
      <Controller
        name="policy"
        control={control}
        render={({ field: { value, onChange, ...field }, fieldState }) => (
          <Checkbox
            {...field}
            {...fieldError(fieldState)}
            isSelected={value}
            onChange={onChange}
            isRequired
          >
            I accept the privacy policy
          </Checkbox>
        )}
      />
      <div>
        <Button type="submit">Create account</Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Components/Field/Form example',
  component: FormExample,
  args: { onSubmit: fn() },
} satisfies Meta<typeof FormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Create account' });
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });

    // Submit the empty form by keyboard.
    submit.focus();
    await userEvent.keyboard('{Enter}');
    // Focus moves to the first invalid field, and every error shows.
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toBeInvalid();
    await expect(firstName).toHaveAccessibleDescription('This field is required');
    await expect(email).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByText('Please tick this box to continue')).toBeVisible();
    await expect(canvas.getByText('A valid phone number is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing a field clears its error as soon as it is valid.
    await userEvent.keyboard('Robin');
    await expect(firstName).not.toBeInvalid();
    await expect(firstName).not.toHaveAccessibleDescription('This field is required');

    // A wrong email: submitting again focuses it, the first field still invalid.
    await userEvent.tab();
    await userEvent.paste('robin@example');
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email is not valid');
    await userEvent.keyboard('.com');
    await expect(email).not.toBeInvalid();

    // The rest, by keyboard: password, country code (kept), number, policy.
    await userEvent.tab();
    await userEvent.paste('Summit42');
    await userEvent.tab(); // show password toggle
    await userEvent.tab(); // country code
    await userEvent.tab();
    await userEvent.paste('5551234567');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Please tick this box to continue')).not.toBeInTheDocument();

    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          firstName: 'Robin',
          email: 'robin@example.com',
          password: 'Summit42',
          phone: { phoneCode: 'US', phone: '5551234567' },
          policy: true,
        },
        expect.anything(),
      ),
    );
  },
};

export const PasswordAndPhoneRules: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    const phone = canvas.getByRole('textbox', { name: /Mobile phone/ });
    await userEvent.click(password);
    await userEvent.keyboard('summit');
    await userEvent.click(phone);
    // North American numbers cannot start with 1.
    await userEvent.keyboard('1551234567');
    canvas.getByRole('button', { name: 'Create account' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password does not meet requirements.'),
    );
    await expect(phone).toHaveAccessibleDescription('A valid phone number is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LocaleFrCa: Story = {
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Create account' }).focus();
    await userEvent.keyboard('{Enter}');
    // The same keys, in the shopper's language.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
        'Ce champ est obligatoire',
      ),
    );
    await expect(canvas.getByText('Veuillez cocher cette case pour continuer')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Create account' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
