import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { findDialog } from '#components/test/overlay.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { demoProfile, memberSession, profileApi } from '../CompleteProfile/test/profileApi.ts';
import { recordRequests, screenOf, withGuest } from '../test/stories.tsx';
import { Newsletter } from './Newsletter.tsx';
import { NewsletterDialog } from './NewsletterDialog.tsx';

type Canvas = ReturnType<typeof within>;

/** The demo member, signed in. */
const maya = profileApi(demoProfile('loyalty'));
type Recorder = ReturnType<typeof recordRequests>;

const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Email/ });
const policyBox = (canvas: Canvas) => canvas.getByRole('checkbox', { name: /privacy policy/ });

/** Email, policy box, submit: by keyboard. */
async function subscribe(canvas: Canvas, email: string) {
  await userEvent.click(emailField(canvas));
  await userEvent.paste(email);
  await userEvent.tab();
  await expect(policyBox(canvas)).toHaveFocus();
  await userEvent.keyboard(' ');
  emailField(canvas).focus();
  await userEvent.keyboard('{Enter}');
}

/** The requests of the running story (stories run one at a time). */
let recorder: Recorder;
function recording(story: Story): Story {
  return {
    ...story,
    beforeEach({ msw }) {
      recorder = recordRequests(msw);
      return recorder.stop;
    },
  };
}

const meta = {
  title: 'Flows/Newsletter',
  component: Newsletter,
  args: {
    heading: 'Get the trail report',
    subheading: 'New gear, trail guides and members-only offers, twice a month.',
    onSubscribed: fn(),
  },
  beforeEach({ msw }) {
    msw.use(...maya.handlers(), memberSession(maya));
  },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A signed-in shopper (the demo member) updates the profile's newsletter subscription
 * (PUT, spec §6), opted in (the service sets double opt-in, spec §9); on success the message
 * shows and the email and the box clear (spec §4).
 */
export const Default: Story = recording({
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Get the trail report' }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Get the trail report' })).toBeVisible();
    await subscribe(canvas, 'maya.alvarez@example.com');
    await expect(
      await canvas.findByText(
        'Thank you for subscribing! Check your inbox to confirm your subscription.',
      ),
    ).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('');
    await expect(policyBox(canvas)).not.toBeChecked();
    await expect(args.onSubscribed).toHaveBeenCalledWith('maya.alvarez@example.com');
    const [put] = recorder.to('/consumers-v3/consumer/subscription', 'PUT');
    await expect(put?.body).toEqual({
      subscriptions: [
        {
          type: 'Newsletter',
          channel: 'email',
          recipient: 'maya.alvarez@example.com',
          optin: true,
          country: 'US',
          region: 'NA',
        },
      ],
    });
    await expect(recorder.to('/consumers-v3/consumer/subscription', 'POST')).toEqual([]);
  },
});

/**
 * A member who sends before their profile has arrived (a slow connection) is still a
 * member: the send waits for the profile and updates it (PUT), instead of opting in as a
 * guest (POST).
 */
export const SentBeforeTheProfileArrives: Story = {
  beforeEach({ msw }) {
    recorder = recordRequests(msw);
    msw.use(consumerHandlers.getConsumer.slow(1500));
    return recorder.stop;
  },
  play: async ({ canvas }) => {
    await subscribe(canvas, 'maya.alvarez@example.com');
    await expect(await canvas.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      /Thank you for subscribing/,
    );
    await expect(recorder.to('/consumers-v3/consumer/subscription', 'PUT')).toHaveLength(1);
    await expect(recorder.to('/consumers-v3/consumer/subscription', 'POST')).toEqual([]);
  },
};

/** A signed-out visitor creates the subscription (POST, spec §6). */
export const SignedOut: Story = recording({
  globals: { locale: 'en-gb' },
  decorators: [withGuest],
  play: async ({ canvas }) => {
    await subscribe(canvas, 'new.hiker@example.com');
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Thank you for subscribing/);
    const [post] = recorder.to('/consumers-v3/consumer/subscription', 'POST');
    await expect(post?.body).toEqual({
      subscriptions: [
        expect.objectContaining({ recipient: 'new.hiker@example.com', optin: true, country: 'GB' }),
      ],
    });
    await expect(recorder.to('/consumers-v3/consumer/subscription', 'PUT')).toEqual([]);
  },
});

/** Spec §5: email required and valid, policy ticked. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Subscribe' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(emailField(canvas)).toHaveFocus());
    await expect(emailField(canvas)).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByText('Please tick this box to continue')).toBeVisible();
    await userEvent.paste('robin@example');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(emailField(canvas)).toHaveAccessibleDescription('Email is not valid'),
    );
    await expect(args.onSubscribed).not.toHaveBeenCalled();
  },
};

/** Submitting: the button is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateSubscriptions.loading(), ...maya.handlers());
  },
  play: async ({ canvas }) => {
    await subscribe(canvas, 'maya.alvarez@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

/** Spec §8: a failure shows the error message; the entry stays for another try. */
export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateSubscriptions.error('PRO418'), ...maya.handlers());
  },
  play: async ({ canvas, args }) => {
    await subscribe(canvas, 'someone.else@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not save these profile details.',
    );
    await expect(emailField(canvas)).toHaveValue('someone.else@example.com');
    await expect(args.onSubscribed).not.toHaveBeenCalled();
  },
};

/** A server failure without a catalogue code reads as the general error. */
export const ServerDown: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateSubscriptions.error('GEN500'), ...maya.handlers());
  },
  play: async ({ canvas }) => {
    await subscribe(canvas, 'maya.alvarez@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  },
};

/** The CMS's policy text and link; no subheading; placed under an h2 (level 3). */
export const PolicyLink: Story = {
  args: {
    subheading: undefined,
    headingLevel: 3,
    policyText: 'Yes, send me the newsletter.',
    policyLinkLabel: 'How we use your data',
    policyHref: '/en-us/privacy',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: /Yes, send me the newsletter/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How we use your data' })).toHaveAttribute(
      'href',
      '/en-us/privacy',
    );
  },
};

/** A newsletter pop-up on a phone (Tread, de-de): the heading titles the dialog. */
export const InDialog: Story = {
  globals: { locale: 'de-de' },
  parameters: { testViewport: 'sm' },
  args: { heading: 'Bleiben Sie auf dem Laufenden' },
  render: (args) => <NewsletterDialog {...args} isOpen onOpenChange={fn()} />,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await findDialog(canvasElement, 'Bleiben Sie auf dem Laufenden');
    await userEvent.click(screen.getByRole('button', { name: 'Abonnieren' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription(
        'Dieses Feld ist ein Pflichtfeld',
      ),
    );
    await expect(dialog.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Large screen, fr-ca. */
export const LocaleFrCa: Story = {
  globals: { locale: 'fr-ca' },
  parameters: { testViewport: 'lg' },
  args: { heading: 'Le bulletin du sentier', subheading: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Courriel/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: "S'abonner" })).toBeVisible();
  },
};
