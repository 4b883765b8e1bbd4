import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { findDialog } from '#components/test/overlay.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { demoProfile, profileApi, signedOut } from '../CompleteProfile/test/profileApi.ts';
import { screenOf } from '../test/stories.tsx';
import { Interests } from './Interests.tsx';

/** Maya: hiking, trail running and camping. */
const maya = profileApi(demoProfile('loyalty'));

const meta = {
  title: 'Flows/Interests',
  component: Interests,
  args: { onSaved: fn(), onSkip: fn(), onDone: fn(), onClose: fn() },
  beforeEach({ msw }) {
    msw.use(...maya.handlers());
  },
} satisfies Meta<typeof Interests>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Preselected from the profile; the new choice is stored pipe-separated (spec §9) and
 * only when it changed; a toast confirms it.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your interests' })).toBeVisible();
    const group = await canvas.findByRole('group', { name: 'Interests' });
    await expect(group).toHaveAccessibleDescription('Choose as many as you like.');
    const hiking = canvas.getByRole('checkbox', { name: 'Hiking' });
    await expect(hiking).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Trail running' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Climbing' })).not.toBeChecked();
    // Keyboard: the first box, then untick camping and tick climbing.
    await userEvent.tab();
    await expect(hiking).toHaveFocus();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Camping' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Climbing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The toast region announces it (it slides in, so it is checked in the document).
    await expect(
      await screenOf(canvasElement).findByText('Your interests are saved.'),
    ).toBeInTheDocument();
    await expect(maya.updates).toEqual([
      { preferences: { interests: 'hiking|trail-running|climbing' } },
    ]);
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        preferences: expect.objectContaining({ interests: 'hiking|trail-running|climbing' }),
      }),
    );
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Saving an unchanged choice sends nothing. */
export const Unchanged: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(maya.updates).toEqual([]);
  },
};

/** Skip closes without saving. */
export const Skip: Story = {
  args: { mode: 'dialog', isOpen: true, onOpenChange: fn() },
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'Your interests');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Skiing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(maya.updates).toEqual([]);
  },
};

/** The dialog on a phone (Tread, fr-ca): a new shopper without interests. */
export const DialogSmallScreen: Story = {
  args: { mode: 'dialog', isOpen: true, onOpenChange: fn() },
  globals: { locale: 'fr-ca', viewport: { value: 'sm', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(...profileApi(demoProfile('registered')).handlers());
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await findDialog(canvasElement, "Vos centres d'intérêt");
    await expect(await screen.findByRole('checkbox', { name: 'Randonnée' })).not.toBeChecked();
    await expect(screen.getByRole('button', { name: 'Passer' })).toBeVisible();
    await expect(dialog.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Saving fails (PRO412): the banner says so and the choice stays. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.error('PRO412'), ...maya.handlers());
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Skiing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not update your profile. Please try again.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Skiing' })).toBeChecked();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Saving: the button is busy. */
export const Saving: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.loading(), ...maya.handlers());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Skiing' }));
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-pending', 'true'));
  },
};

/** While the profile loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.loading());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading your interests' }),
    ).toBeVisible();
  },
};

/** Signed out: nothing to save to. */
export const SignedOut: Story = {
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sign in to choose your interests.')).toBeVisible();
  },
};
