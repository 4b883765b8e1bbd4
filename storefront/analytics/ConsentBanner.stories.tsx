import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner.tsx';
import { everything, onlyRequired } from './consent.ts';

/** The consent banner of EMEA sites (spec §9): groups C0001–C0004. */
const meta = {
  title: 'Storefront/ConsentBanner',
  component: ConsentBanner,
  args: { current: null, onChoose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all' }));
    await expect(args.onChoose).toHaveBeenCalledWith(everything);
  },
};

export const OnlyRequired: Story = {
  globals: { locale: 'de-de' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nur notwendige' }));
    await expect(args.onChoose).toHaveBeenCalledWith(onlyRequired);
  },
};

export const ChooseGroups: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Personnaliser' }));
    await expect(
      canvas.getByRole('checkbox', { name: 'Nécessaires (toujours actifs)' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mesure d’audience' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer mes choix' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      C0001: true,
      C0002: true,
      C0003: false,
      C0004: false,
    });
  },
};

export const ReopenedFromFooter: Story = {
  parameters: { testViewport: 'lg' },
  args: { current: { C0001: true, C0002: false, C0003: true, C0004: false }, onClose: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Functional' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
