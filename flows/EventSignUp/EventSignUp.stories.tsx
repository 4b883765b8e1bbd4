import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { EventContent } from '#commerce/consumer/eventContent.ts';
import { findDialog } from '#components/test/overlay.ts';
import { DEMO_EVENT_DAYS, demoEventId } from '#demo/content/index.ts';
import { DEMO_PASSWORD } from '#demo/profiles/index.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { eventHandlers } from '#mocks/handlers/events.ts';
import { FlowPage } from '../shared/index.ts';
import {
  identityHandlers,
  memberSession,
  recordRequests,
  withCache,
  withGuest,
  withMember,
} from '../test/stories.tsx';
import { EventSignUp, EventSignUpDialog } from './EventSignUp.tsx';

type Canvas = ReturnType<typeof within>;

/** The demo event of the seed (demo/content/events.ts): three days, plus-one on. */
const event: EventContent = {
  eventId: demoEventId('ridgeline'),
  title: 'Trail Days 2027',
  ...DEMO_EVENT_DAYS,
  enablePlusOne: true,
  submitCtaLabel: 'Save my place',
  confirmationTitle: 'See you on the trail!',
  confirmationSubtitle: 'We sent the details to your email address.',
};

const SENT_AT = new Date('2026-11-21T10:15:00.000Z');

const dayBox = (canvas: Canvas, name: RegExp) => canvas.getByRole('checkbox', { name });
const termsBox = (canvas: Canvas) => canvas.getByRole('checkbox', { name: /event terms/ });
const submitButton = (canvas: Canvas, name: string | RegExp = 'Save my place') =>
  canvas.getByRole('button', { name });

/** Friday and Sunday, the terms box, then Enter on the submit button: by keyboard. */
async function chooseDaysAndSubmit(canvas: Canvas, submitName?: RegExp) {
  dayBox(canvas, /Friday, June 11, 2027/).focus();
  await userEvent.keyboard(' ');
  dayBox(canvas, /Sunday, June 13, 2027/).focus();
  await userEvent.keyboard(' ');
  termsBox(canvas).focus();
  await userEvent.keyboard(' ');
  submitButton(canvas, submitName).focus();
  await userEvent.keyboard('{Enter}');
}

let recorder: ReturnType<typeof recordRequests>;

const meta = {
  title: 'Flows/Event sign-up',
  component: EventSignUp,
  args: { event, now: () => SENT_AT, onSubmitted: fn() },
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
    recorder = recordRequests(msw);
    return recorder.stop;
  },
  render: (args) => (
    <FlowPage title={args.event.title}>
      <EventSignUp {...args} />
    </FlowPage>
  ),
} satisfies Meta<typeof EventSignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Step 2 for a signed-in member: the profile's email read-only, each day of the event, the
 * guest's name, the terms box; no sign-in step.
 */
export const JoinForm: Story = {
  decorators: [withMember],
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: /Email/ });
    await expect(email).toHaveValue('maya.alvarez@example.com');
    await expect(email).toHaveAttribute('readonly');
    const days = within(canvas.getByRole('group', { name: /Which days will you come/ }));
    await expect(days.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      '2027-06-11',
      '2027-06-12',
      '2027-06-13',
    ]);
    await expect(canvas.getByRole('textbox', { name: /Guest name/ })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Sign in' })).toBeNull();
  },
};

/** Spec §5: a day and the terms box are required; the messages show at their fields. */
export const ValidationMessages: Story = {
  decorators: [withMember],
  play: async ({ canvas }) => {
    (await canvas.findByRole('button', { name: 'Save my place' })).focus();
    await userEvent.keyboard('{Enter}');
    const days = canvas.getByRole('group', { name: /Which days will you come/ });
    await waitFor(() => expect(within(days).getByText('This field is required')).toBeVisible());
    await expect(termsBox(canvas)).toHaveAccessibleDescription('Please tick this box to continue');
    await expect(recorder.to('/consumers-v3/consumer/event-registration')).toHaveLength(0);
  },
};

/** Spec §5: a guest name, if filled, passes the name rule, with the guest-name message. */
export const GuestNameInvalid: Story = {
  decorators: [withMember],
  play: async ({ canvas }) => {
    const guest = await canvas.findByRole('textbox', { name: /Guest name/ });
    guest.focus();
    await userEvent.paste('R2-D2');
    await chooseDaysAndSubmit(canvas);
    await waitFor(() => expect(guest).toHaveAccessibleDescription(/Guest name is not valid\./));
    await expect(recorder.to('/consumers-v3/consumer/event-registration')).toHaveLength(0);
  },
};

/**
 * Registered with a guest: spec §3's payload (days joined by comma and space, the ISO
 * timestamp), then the confirmation title, subtitle and close button.
 */
export const Confirmation: Story = {
  decorators: [withMember],
  play: async ({ canvas, args }) => {
    const guest = await canvas.findByRole('textbox', { name: /Guest name/ });
    guest.focus();
    await userEvent.paste('Sam O’Neil');
    await chooseDaysAndSubmit(canvas);
    const title = await canvas.findByRole('heading', { name: 'See you on the trail!' });
    await expect(title).toHaveFocus();
    await expect(canvas.getByText('We sent the details to your email address.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
    const [sent] = recorder.to('/consumers-v3/consumer/event-registration');
    await expect(sent?.body).toEqual({
      email: 'maya.alvarez@example.com',
      attendingDays: '2027-06-11, 2027-06-13',
      eventId: 'ridgeline-trail-days-2027',
      eventTermsAccepted: true,
      firstName: 'Maya',
      lastName: 'Alvarez',
      gender: 'F',
      phoneNumber: '3035550188',
      plusOne: 'Sam O’Neil',
      registrationTimestamp: '2026-11-21T10:15:00.000Z',
    });
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      flow: 'eventRegistration',
      detail: { eventId: 'ridgeline-trail-days-2027' },
    });
  },
};

/** While the service answers, the button shows it is pending and keeps its name. */
export const Submitting: Story = {
  decorators: [withMember],
  beforeEach({ msw }) {
    msw.use(eventHandlers.registerForEvent.loading());
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /Email/ });
    await chooseDaysAndSubmit(canvas);
    await waitFor(() => expect(submitButton(canvas)).toHaveAttribute('data-pending', 'true'));
  },
};

/**
 * Spec §8: a failure shows a dismissible error alert with the error's message (the
 * localized message of its errorId, spec §8 client rule); what was chosen stays.
 */
export const ErrorAlert: Story = {
  decorators: [withMember],
  beforeEach({ msw }) {
    msw.use(eventHandlers.registerForEvent.error('GEN500'));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /Email/ });
    await chooseDaysAndSubmit(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    within(alert).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(dayBox(canvas, /Friday, June 11, 2027/)).toBeChecked();
  },
};

/** An event without plus-one has no guest field. */
export const WithoutPlusOne: Story = {
  decorators: [withMember],
  args: { event: { ...event, enablePlusOne: false, submitCtaLabel: undefined } },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /Email/ });
    await expect(canvas.queryByRole('textbox', { name: /Guest name/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Join the event' })).toBeVisible();
  },
};

/** Step 1, signed out: sign in or create an account, one toggle (arrow keys move it). */
export const SignedOut: Story = {
  decorators: [withGuest],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in or create an account to join the event.')).toBeVisible();
    const signIn = canvas.getByRole('tab', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    signIn.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toBeVisible();
    // The sign-up form's own link back flips the toggle too.
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in' }));
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
  },
};

/** Signed out, then signed in from step 1: the join step follows with the profile's email. */
export const SignInThenJoin: Story = {
  decorators: [withGuest],
  play: async ({ canvas }) => {
    canvas.getByRole('textbox', { name: /Email/ }).focus();
    await userEvent.paste('maya.alvarez@example.com');
    canvas.getByLabelText(/^Password/, { selector: 'input' }).focus();
    await userEvent.paste(DEMO_PASSWORD);
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { name: 'Join the event' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
  },
};

/** Spec §6 allowNewSignUp off: no create-account side. */
export const SignUpClosed: Story = {
  decorators: [withGuest],
  args: { allowNewSignUp: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Create account' })).toBeNull();
  },
};

/** The profile still loading: a placeholder announced as loading. */
export const Loading: Story = {
  decorators: [withCache([queryKeys.session, memberSession])],
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your account');
  },
};

/** Long title, confirmation and guest name; Tread on a small screen. */
export const LongText: Story = {
  decorators: [withMember],
  args: {
    event: {
      ...event,
      title: 'The Tread Autumn Trail Festival: guided hikes, repair workshops and night runs',
      submitCtaLabel: 'Save my place at the autumn trail festival',
      confirmationTitle: 'You are registered for every day you chose, see you on the trail!',
      confirmationSubtitle:
        'We sent the programme, the meeting points and what to bring to your email address.',
    },
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const guest = await canvas.findByRole('textbox', { name: /Guest name/ });
    guest.focus();
    await userEvent.paste('Marie-Thérèse de la Fontaine');
    await chooseDaysAndSubmit(canvas, /Save my place at the autumn/);
    await expect(
      await canvas.findByRole('heading', { name: /You are registered for every day/ }),
    ).toBeVisible();
  },
};

/** Tread at the medium breakpoint. */
export const TreadMedium: Story = {
  ...JoinForm,
  globals: { brand: 'tread', viewport: { value: 'md', isRotated: false } },
};

/** Ridgeline at the large breakpoint, in French. */
export const RidgelineLargeFrench: Story = {
  decorators: [withMember],
  globals: { locale: 'fr-fr', viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('group', { name: /Quels jours viendrez-vous/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /vendredi 11 juin 2027/ })).toBeVisible();
  },
};

/** In the dialog: register, then Close closes it. */
export const InDialog: Story = {
  decorators: [withMember],
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return <EventSignUpDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Trail Days 2027');
    const inDialog = within(dialog);
    await inDialog.findByRole('textbox', { name: /Email/ });
    await chooseDaysAndSubmit(inDialog);
    // The confirmation takes focus to its heading when it shows: wait for it, then press the
    // step's own Close (the dialog's corner button has the same name and comes first).
    await inDialog.findByRole('heading', { name: 'See you on the trail!' });
    inDialog.getAllByRole('button', { name: 'Close' }).at(-1)?.focus();
    await userEvent.keyboard('{Enter}');
    // Its 250 ms exit transition: longer on a busy machine.
    await waitFor(
      () => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
      { timeout: 4000 },
    );
  },
};
