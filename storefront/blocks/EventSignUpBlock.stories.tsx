import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { z } from 'zod';
import { argTypesFromSchema } from '#cms-blocks/storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { demoProps } from '#cms-blocks/storybook/test/demoContent.ts';
import { findDialog } from '#components/test/overlay.ts';
import { identityHandlers, withGuest, withMember } from '#flows/test/stories.tsx';
import { EventSignUpBlock } from './EventSignUpBlock.tsx';
import { eventSignUpSchema } from './storeBlocks.schema.ts';

type Payload = z.input<typeof eventSignUpSchema>;
/** The seeded event page's section (demo/content/events.ts). */
const payload = (documentId: string) =>
  demoProps(documentId, 'EventSignUp', 'event-sign-up') as Payload;

const meta = {
  title: 'Store blocks/Event sign-up',
  component: EventSignUpBlock,
  args: blockArgs(eventSignUpSchema, payload('ridgeline-en-us-page-events-trail-days')),
  argTypes: argTypesFromSchema(eventSignUpSchema),
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof EventSignUpBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the button opens the dialog at step 1, sign in or create an account. */
export const SignedOut: Story = {
  decorators: [withGuest],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
    await expect(canvas.getByText(/guided hikes/)).toBeVisible();
    canvas.getByRole('button', { name: 'Sign up for the event' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findDialog(canvasElement, args.title));
    await expect(dialog.getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('tab', { name: 'Create account' })).toBeVisible();
  },
};

/** Signed in on Tread, medium screen, in German: the dialog opens at the join step. */
export const SignedInTreadGerman: Story = {
  decorators: [withMember],
  args: blockArgs(eventSignUpSchema, payload('tread-de-de-page-events-trail-days')),
  globals: storyGlobals({ brand: 'tread', locale: 'de-de' }),
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('button', { name: 'Für das Event anmelden' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findDialog(canvasElement, args.title));
    await expect(
      await dialog.findByRole('group', { name: /An welchen Tagen kommen Sie/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Platz sichern' })).toBeVisible();
  },
};

/** Large screen, no rich text, no plus-one: the block still opens its dialog. */
export const Minimal: Story = {
  decorators: [withMember],
  args: { richText: undefined, enablePlusOne: false, confirmationSubtitle: undefined },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('button', { name: 'Sign up for the event' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findDialog(canvasElement, args.title));
    await dialog.findByRole('group', { name: /Which days/ });
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: /Guest name/ })).toBeNull());
  },
};
