import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sandboxToken } from '#api/contract/botCheck.ts';
import { findOverlay } from '#components/test/overlay.ts';
import { contactHandlers } from '#mocks/handlers/contact.ts';
import { MockApiError } from '#mocks/handlers/http.ts';
import { createSandboxBotCheck, createTestBotCheck } from '#shopper/session/index.ts';
import { FlowPage } from '../shared/index.ts';
import {
  identityHandlers,
  memberProfile,
  type RecordedRequest,
  recordRequests,
  withBotCheck,
  withGuest,
  withMember,
} from '../test/stories.tsx';
import { ContactUs } from './ContactUs.tsx';

type Canvas = ReturnType<typeof within>;

/** The trigger of a select: its accessible name ends with the field's label. */
const selectTrigger = (canvas: Canvas, label: string) =>
  canvas.getByRole('button', { name: new RegExp(`${label}\\s*\\*?$`) });

/** Open a select by keyboard and pick an option with the pointer. */
async function choose(canvasElement: HTMLElement, canvas: Canvas, label: string, option: string) {
  selectTrigger(canvas, label).focus();
  await userEvent.keyboard('{ArrowDown}');
  const list = await findOverlay(canvasElement, 'listbox');
  await userEvent.click(within(list).getByRole('option', { name: option }));
}

async function type(canvas: Canvas, name: RegExp, text: string) {
  const field = canvas.getByRole('textbox', { name });
  await userEvent.clear(field);
  field.focus();
  await userEvent.paste(text);
}

const message = 'My parcel has not moved for a week. Could you check where it is?';

/** A guest fills the form: order status of an order, with an order number. */
async function fillForm(canvasElement: HTMLElement, canvas: Canvas) {
  await canvas.findByRole('button', { name: /Category/ });
  await choose(canvasElement, canvas, 'Category', 'My order');
  await choose(canvasElement, canvas, 'Subject', 'Where is my order?');
  await type(canvas, /^First name/, 'Grace');
  await type(canvas, /^Last name/, 'Hopper');
  await type(canvas, /^Email/, 'grace.hopper@example.com');
  await type(canvas, /^Order number/, 'RDG00012345');
  await type(canvas, /^Your message/, message);
}

const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send message' });

/** Keep what a story recorded where its play can read it. */
const recorders = new WeakMap<object, { to: (path: string) => RecordedRequest[] }>();

const meta = {
  title: 'Flows/Contact us',
  component: ContactUs,
  args: { brand: 'ridgeline', onSubmitted: fn() },
  decorators: [withGuest],
  beforeEach({ msw }) {
    msw.use(...identityHandlers(), contactHandlers.getContactCategories.ok());
  },
  render: (args) => (
    <FlowPage title="Contact us">
      <ContactUs {...args} />
    </FlowPage>
  ),
} satisfies Meta<typeof ContactUs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The happy path: category, then one of its subjects, the guest's details and the message;
 * the success state says what was sent, with the case number and a way back to help.
 */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(contactHandlers.submitContactRequest.reply({ caseNumber: 'CS-00420042' }));
    const recorder = recordRequests(msw);
    recorders.set(Default, recorder);
    return recorder.stop;
  },
  play: async ({ canvas, canvasElement, args }) => {
    await fillForm(canvasElement, canvas);
    submitButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    const title = await canvas.findByRole('heading', {
      level: 2,
      name: 'Thank you, your message is on its way',
    });
    await waitFor(() => expect(title.closest('[tabindex="-1"]')).toHaveFocus());
    const result = within(title.closest('section') as HTMLElement);
    await expect(result.getByText('My order – Where is my order?')).toBeVisible();
    await expect(result.getByText(message)).toBeVisible();
    await expect(result.getByText(/We opened case CS-00420042/)).toBeVisible();
    await expect(result.getByRole('link', { name: 'Back to help' })).toHaveAttribute(
      'href',
      '/en-us/help',
    );
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      flow: 'contactUs',
      detail: { category: 'orders', subject: 'order-status' },
    });
    await expect(recorders.get(Default)?.to('/consumers-v3/contactus')[0]?.body).toEqual({
      brand: 'ridgeline',
      categoryCode: 'orders',
      subjectCode: 'order-status',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      orderNumber: 'RDG00012345',
      message,
      // The bot check's token: the stories' default is the sandbox, a token of the action.
      captcha: sandboxToken('contact'),
    });
    // Another message: the form again, the name and email kept, the message blank.
    await userEvent.click(result.getByRole('button', { name: 'Send another message' }));
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('Grace');
    await expect(canvas.getByRole('textbox', { name: /^Your message/ })).toHaveValue('');
  },
};

/** Submitting the empty form: every required field says so; the subject waits for a category. */
export const Required: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('button', { name: /Category/ });
    await expect(selectTrigger(canvas, 'Subject')).toBeDisabled();
    await expect(canvas.getByText('Choose a category first')).toBeVisible();
    submitButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(selectTrigger(canvas, 'Category')).toHaveFocus());
    for (const name of [/^First name/, /^Last name/, /^Email/, /^Your message/]) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAccessibleDescription(
        /This field is required/,
      );
    }
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThanOrEqual(6);
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** Spec §5 messages: a bad email, a name with digits, a phone with letters, a bad order number. */
export const InvalidValues: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /Category/ });
    await type(canvas, /^First name/, 'R2D2');
    await type(canvas, /^Email/, 'grace@example');
    await type(canvas, /^Phone/, '555-CALL');
    await type(canvas, /^Order number/, 'RDG 0001#');
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        /Email is not valid/,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
      'Name is not valid.',
    );
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'A valid phone number is required',
    );
    await expect(
      canvas.getByRole('textbox', { name: /^Order number/ }),
    ).toHaveAccessibleDescription(/letters, digits, - and _ only/);
  },
};

/** The subjects follow the category: a new category clears the chosen subject. */
export const SubjectsFollowCategory: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Category/ });
    await choose(canvasElement, canvas, 'Category', 'My order');
    await choose(canvasElement, canvas, 'Subject', 'Damaged or wrong item');
    await expect(selectTrigger(canvas, 'Subject')).toHaveTextContent('Damaged or wrong item');
    await choose(canvasElement, canvas, 'Category', 'Returns and refunds');
    await expect(selectTrigger(canvas, 'Subject')).toHaveTextContent('Choose…');
    selectTrigger(canvas, 'Subject').focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await findOverlay(canvasElement, 'listbox');
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(['Return label', 'Refund status']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A signed-in member finds their name and email filled in. */
export const SignedInMember: Story = {
  decorators: [withMember],
  play: async ({ canvas }) => {
    const details = memberProfile.consumerDetails;
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue(details.firstName),
    );
    await expect(canvas.getByRole('textbox', { name: /^Last name/ })).toHaveValue(details.lastName);
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(details.email);
  },
};

/** Sending takes a while: the button says it is busy, then the success state shows. */
export const SlowNetwork: Story = {
  beforeEach({ msw }) {
    msw.use(
      contactHandlers.submitContactRequest.with(async () => {
        await delay(800);
        return { caseNumber: 'CS-00000007' };
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await fillForm(canvasElement, canvas);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveAttribute('data-pending', 'true'));
    await expect(
      await canvas.findByText(/We opened case CS-00000007/, {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** The categories are still loading: one "loading" status for the placeholders. */
export const LoadingTopics: Story = {
  beforeEach({ msw }) {
    msw.use(contactHandlers.getContactCategories.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the contact form');
  },
};

/** No categories at all: the page says so instead of an unusable form. */
export const NoTopics: Story = {
  beforeEach({ msw }) {
    msw.use(contactHandlers.getContactCategories.reply({ categories: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There are no contact topics right now/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send message' })).toBeNull();
  },
};

/** The categories fail to load: the error, and a retry that works once the service answers. */
export const TopicsFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      contactHandlers.getContactCategories.with(() => {
        calls += 1;
        if (calls === 1) throw new MockApiError('GEN500', 'Down for a moment');
        return {
          categories: [
            { code: 'orders', label: 'My order', subjects: [{ code: 'x', label: 'Other' }] },
          ],
        };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /could not load the contact topics/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: /Category/ })).toBeVisible();
  },
};

/** A failed submit keeps everything typed; `id` says where the error shows. */
function failedSubmit(
  errorId: 'ATTR100' | 'ATTR200' | 'ATTR300' | 'AUT453' | 'AUT403' | 'API429' | 'GEN500',
  check: (canvas: Canvas) => Promise<void>,
): Story {
  return {
    beforeEach({ msw }) {
      msw.use(contactHandlers.submitContactRequest.error(errorId));
    },
    play: async ({ canvas, canvasElement, args }) => {
      await fillForm(canvasElement, canvas);
      await userEvent.click(submitButton(canvas));
      await check(canvas);
      await expect(canvas.getByRole('textbox', { name: /^Your message/ })).toHaveValue(message);
      await expect(canvas.getByRole('textbox', { name: /^Order number/ })).toHaveValue(
        'RDG00012345',
      );
      await expect(selectTrigger(canvas, 'Subject')).toHaveTextContent('Where is my order?');
      await expect(args.onSubmitted).not.toHaveBeenCalled();
    },
  };
}

/** ATTR100 (missing request type): at the subject, which takes focus. */
export const ErrorRequestType = failedSubmit('ATTR100', async (canvas) => {
  await waitFor(() => expect(selectTrigger(canvas, 'Subject')).toHaveFocus());
  await expect(canvas.getByText('Choose what your request is about.')).toBeVisible();
});

/** ATTR300 (missing payload): at the message. */
export const ErrorPayload = failedSubmit('ATTR300', async (canvas) => {
  const field = canvas.getByRole('textbox', { name: /^Your message/ });
  await waitFor(() => expect(field).toHaveFocus());
  await expect(field).toHaveAccessibleDescription(/Enter your message\./);
});

/** AUT453 (invalid email format): at the email. */
export const ErrorEmail = failedSubmit('AUT453', async (canvas) => {
  const field = canvas.getByRole('textbox', { name: /^Email/ });
  await waitFor(() => expect(field).toHaveFocus());
  await expect(field).toHaveAccessibleDescription(/The email format is not valid\./);
});

/** ATTR200 (missing organisation): in the banner above the form. */
export const ErrorOrganisation = failedSubmit('ATTR200', async (canvas) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'Choose the brand your request is about.',
  );
});

/** Anything else (GEN500): the general message in the banner. */
export const ErrorGeneral = failedSubmit('GEN500', async (canvas) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'Something went wrong. Please try again.',
  );
});

/** AUT403: the bot check refused the request: said above the form, everything kept. */
export const ErrorBotCheck = failedSubmit('AUT403', async (canvas) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'We could not verify that you are not a robot.',
  );
});

/**
 * Spec §8, the sandbox's challenge (its `sandbox-challenge` site key): the invisible check is
 * refused (AUT403 with the appId), the banner offers "Confirm you are not a robot", and
 * confirming sends the form again with the confirmation's token: the case is opened.
 */
export const BotChallengeConfirmed: Story = {
  decorators: [withBotCheck(() => createSandboxBotCheck('sandbox-challenge'))],
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    recorders.set(BotChallengeConfirmed, recorder);
    return recorder.stop;
  },
  play: async ({ canvas, canvasElement, args }) => {
    await fillForm(canvasElement, canvas);
    await userEvent.click(submitButton(canvas));
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('We could not verify that you are not a robot.');
    const confirm = within(banner).getByRole('button', { name: 'Confirm you are not a robot' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'Thank you, your message is on its way',
      }),
    ).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledOnce();
    const sent = recorders.get(BotChallengeConfirmed)?.to('/consumers-v3/contactus') ?? [];
    await expect(sent.map((request) => (request.body as { captcha: string }).captcha)).toEqual([
      'bot',
      sandboxToken('contact', true),
    ]);
  },
};

/**
 * A provider with a visible challenge (Turnstile's managed mode): the banner holds its
 * widget (here a stand-in the test provider draws), and solving it sends the form again.
 */
export const BotChallengeWidget: Story = {
  decorators: [
    withBotCheck(() =>
      createTestBotCheck('bot', undefined, {
        challengeMode: 'widget',
        challengeToken: 'widget-token',
        drawWidget: true,
      }),
    ),
  ],
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    recorders.set(BotChallengeWidget, recorder);
    return recorder.stop;
  },
  play: async ({ canvas, canvasElement }) => {
    await fillForm(canvasElement, canvas);
    await userEvent.click(submitButton(canvas));
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Complete the check below to try again.');
    await expect(within(banner).queryByRole('button', { name: /not a robot/ })).toBeNull();
    const place = within(banner).getByRole('group', { name: 'Security check' });
    await userEvent.click(await within(place).findByRole('checkbox'));
    await expect(await canvas.findByText(/We opened case CS-/)).toBeVisible();
    const sent = recorders.get(BotChallengeWidget)?.to('/consumers-v3/contactus') ?? [];
    await expect(sent.map((request) => (request.body as { captcha: string }).captcha)).toEqual([
      'bot',
      'widget-token',
    ]);
  },
};

/** API429: too many requests from this address this hour: wait and send again. */
export const ErrorTooMany = failedSubmit('API429', async (canvas) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'Too many requests. Please wait a moment and try again.',
  );
});

/** A message over 2000 characters: the counter turns, the form says what is too much. */
export const LongText: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillForm(canvasElement, canvas);
    await type(canvas, /^Your message/, `${'Long trail report. '.repeat(110)}`);
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Your message/ })).toHaveAccessibleDescription(
        /Value must not be longer than 2000 characters/,
      ),
    );
  },
};

/** Tread, in French, on a phone (390 px class): labels and subjects in French. */
export const TreadFrenchSmall: Story = {
  globals: { brand: 'tread', locale: 'fr-ca', viewport: { value: 'sm', isRotated: false } },
  args: { brand: 'tread' },
  beforeEach({ msw }) {
    msw.use(contactHandlers.submitContactRequest.reply({ caseNumber: 'CS-12345678' }));
  },
  render: (args) => (
    <FlowPage title="Nous contacter">
      <ContactUs {...args} />
    </FlowPage>
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Catégorie/ });
    await choose(canvasElement, canvas, 'Catégorie', 'Retours et remboursements');
    await choose(canvasElement, canvas, 'Sujet', 'Étiquette de retour');
    await type(canvas, /^Prénom/, 'Élodie');
    await type(canvas, /^Nom/, 'Béranger');
    await type(canvas, /^Courriel/, 'elodie@example.com');
    await type(canvas, /^Votre message/, 'Mon étiquette de retour ne s’imprime pas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le message' }));
    await expect(await canvas.findByText(/Nous avons ouvert le dossier CS-12345678/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à l’aide' })).toHaveAttribute(
      'href',
      '/fr-ca/help',
    );
    // Nothing wider than the phone's screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** Ridgeline, in German, on a tablet: the subjects in German, the messages of spec §5 too. */
export const RidgelineGermanMedium: Story = {
  globals: { locale: 'de-de', viewport: { value: 'md', isRotated: false } },
  render: (args) => (
    <FlowPage title="Kontakt">
      <ContactUs {...args} />
    </FlowPage>
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Kategorie/ });
    await choose(canvasElement, canvas, 'Kategorie', 'Treueprogramm');
    await choose(canvasElement, canvas, 'Thema', 'Punkte und Prämien');
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Vorname/ })).toHaveAccessibleDescription(
        'Dieses Feld ist ein Pflichtfeld',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /^Vorname/ })).toHaveFocus();
  },
};
