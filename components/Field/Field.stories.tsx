import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import { Description } from './Description.tsx';
import { fieldRootBlock, inputBox } from './Field.css.ts';
import { FieldError } from './FieldError.tsx';
import { Label } from './Label.tsx';

interface FieldPiecesProps {
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
}

/** The pieces every field composes, shown on a bare react-aria TextField. */
function FieldPieces({ label, description, errorMessage, isRequired }: FieldPiecesProps) {
  return (
    <TextField
      className={fieldRootBlock}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label isRequired={isRequired}>{label}</Label>
      <Input className={inputBox()} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}

const meta = {
  title: 'Components/Field',
  component: FieldPieces,
  args: { label: 'Postal code', description: 'Used to find stores near you.' },
} satisfies Meta<typeof FieldPieces>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postal code' });
    await expect(input).toHaveAccessibleDescription('Used to find stores near you.');
    // No error element while the field is valid.
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByText('Postal code is not valid')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { isRequired: true, errorMessage: 'Postal code is not valid' },
};

export const RequiredMarker: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postal code' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Postal code is not valid' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postal code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Used to find stores near you. Postal code is not valid',
    );
    // The icon only decorates: the words carry the message.
    const message = canvas.getByText('Postal code is not valid').parentElement;
    await expect(message?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const BrandTread: Story = {
  args: { isRequired: true, errorMessage: 'Postal code is not valid' },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toBeInvalid();
  },
};
