import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UGC_MODERATION_OFF_MESSAGE } from '#api/contract/ugc.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findOverlay, screenOf } from '#components/test/overlay.ts';
import { MOCK_MODERATION_TOKEN, ugcHandlers } from '#mocks/handlers/ugc.ts';
import { ModerationPage } from './ModerationPage.tsx';
import { forgetModerationKey, keepModerationKey, readModerationKey } from './moderationKey.ts';

/*
 * The moderation screen on the MSW ugc service, whose key is MOCK_MODERATION_TOKEN. Its
 * queues (reset before every story): two new uploads (Maya A.'s with a caption and a
 * product, Léa M.'s with neither) and two reported photos (Tom B.'s, hidden by three
 * reports, and a listed photo of Jonas K.'s with one).
 */

const meta = {
  title: 'Storefront/Moderation',
  component: ModerationPage,
  args: { locale: 'en-us' },
  parameters: { layout: 'padded', router: { initialEntries: ['/en-us/moderation'] } },
} satisfies Meta<typeof ModerationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The moderator entered the key earlier in this tab. */
function keyKept() {
  keepModerationKey(MOCK_MODERATION_TOKEN);
  return () => forgetModerationKey();
}

/**
 * A decided card leaves with its pressed button, whose pending state react-aria announced
 * by pointing at it (first message of a page: 100 ms late); the kit's Button takes that
 * message away as it leaves and again 150 ms later. Past that, no message may point at
 * nothing, or axe, which checks the page after the play, would rightly flag it.
 */
async function announcementsSettled(canvasElement: HTMLElement) {
  const document = canvasElement.ownerDocument;
  await new Promise((resolve) => setTimeout(resolve, 200));
  await waitFor(() => {
    for (const message of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
      const ids = (message.getAttribute('aria-labelledby') ?? '').split(/\s+/);
      expect(ids.some((id) => document.getElementById(id))).toBe(true);
    }
  });
}

async function enterKey(canvas: ReturnType<typeof within>, key: string) {
  const field = await canvas.findByLabelText(/^Moderation key/);
  await userEvent.click(field);
  await userEvent.keyboard(key);
  await userEvent.keyboard('{Enter}');
}

/** The key typed and sent with Enter: both queues with their counts, kept for the tab. */
export const EnterKey: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Photo moderation' })).toBeVisible();
    await enterKey(canvas, MOCK_MODERATION_TOKEN);

    const uploads = await canvas.findByRole('tab', { name: 'New uploads (2)' });
    await expect(uploads).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Reported (2)' })).toBeVisible();
    // Focus lands on the queues, the form it came from being gone.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Review queues' })).toHaveFocus(),
    );
    await expect(canvas.queryByLabelText(/^Moderation key/)).toBeNull();
    // Kept for the tab only: not in localStorage, not in the address.
    await expect(readModerationKey()).toBe(MOCK_MODERATION_TOKEN);
    await expect(JSON.stringify({ ...localStorage })).not.toContain(MOCK_MODERATION_TOKEN);
    await expect(window.location.href).not.toContain(MOCK_MODERATION_TOKEN);

    const list = canvas.getByRole('list', { name: 'New uploads' });
    const cards = within(list).getAllByRole('listitem', { name: /^Photo by / });
    await expect(cards).toHaveLength(2);
    const maya = within(list).getByRole('listitem', { name: 'Photo by Maya A.' });
    await expect(within(maya).getByRole('img', { name: 'Photo shared by Maya A.' })).toBeVisible();
    await expect(within(maya).getByText('Waiting for review')).toBeVisible();
    await expect(within(maya).getByText('Fresh snow on the col this morning.')).toBeVisible();
    await expect(within(maya).getByText('Ridgeline')).toBeVisible();
    const lea = within(list).getByRole('listitem', { name: 'Photo by Léa M.' });
    await expect(within(lea).getByText('None tagged')).toBeVisible();
    await expect(
      within(lea).getByRole('button', { name: 'Approve photo by Léa M.' }),
    ).toBeVisible();

    // To the reported photos by keyboard: the tab, then the arrow.
    await userEvent.tab();
    await expect(uploads).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const reported = canvas.getByRole('list', { name: 'Reported' });
    const tom = within(reported).getByRole('listitem', { name: 'Photo by Tom B.' });
    await expect(within(tom).getByText('Hidden')).toBeVisible();
    await expect(within(tom).getByText('3 open reports')).toBeVisible();
    await expect(within(tom).getAllByText('Spam or advertising')).toHaveLength(2);
    await expect(within(tom).getByText('An advert for another shop.')).toBeVisible();
    await expect(within(tom).getAllByText('Reported on Mar 2, 2026').length).toBeGreaterThan(0);
    const jonas = within(reported).getByRole('listitem', { name: 'Photo by Jonas K.' });
    await expect(within(jonas).getByText('Listed')).toBeVisible();
    await expect(within(jonas).getByText('1 open report')).toBeVisible();

    // Forgotten: the form is back, the key gone from the tab.
    await userEvent.click(canvas.getByRole('button', { name: 'Forget key' }));
    await expect(await canvas.findByLabelText(/^Moderation key/)).toHaveFocus();
    await expect(readModerationKey()).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The moderation key is forgotten in this tab.',
    );
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** Approved by keyboard: the card leaves, it is announced, focus goes to the next card. */
export const Approve: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: keyKept,
  play: async ({ canvas, canvasElement }) => {
    const approve = await canvas.findByRole('button', { name: 'Approve photo by Maya A.' });
    approve.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Photo by Maya A. approved.')).toBeInTheDocument());
    await expect(canvas.getByText('Photo by Maya A. approved.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('listitem', { name: 'Photo by Maya A.' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'New uploads (1)' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 3, name: 'Photo by Léa M.' })).toHaveFocus(),
    );
    // The last one: "Nothing to review" takes focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Approve photo by Léa M.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Nothing to review')).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: 'New uploads (0)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Reported (2)' })).toBeVisible();
    await announcementsSettled(canvasElement);
  },
};

/** Reject asks first (it deletes the photo); kept on "Keep photo", gone once confirmed. */
export const RejectWithConfirm: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: keyKept,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reported (2)' }));
    const reject = canvas.getByRole('button', { name: 'Reject photo by Tom B.' });
    await userEvent.click(reject);
    let dialog = await findOverlay(canvasElement, 'alertdialog', 'Reject this photo?');
    await expect(dialog).toHaveTextContent('The photo by Tom B. is deleted, with its reports.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep photo' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('listitem', { name: 'Photo by Tom B.' })).toBeVisible();
    await waitFor(() => expect(reject).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await findOverlay(canvasElement, 'alertdialog', 'Reject this photo?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Photo by Tom B. rejected and deleted.'),
    );
    await expect(canvas.queryByRole('listitem', { name: 'Photo by Tom B.' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Reported (1)' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 3, name: 'Photo by Jonas K.' })).toHaveFocus(),
    );
    await announcementsSettled(canvasElement);
  },
};

/** A key the service does not take: said, not kept, the field ready for another. */
export const WrongKey: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await enterKey(canvas, 'not-the-moderation-key-at-all');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Key not accepted');
    await expect(alert).toHaveTextContent('The store does not accept this key.');
    await expect(readModerationKey()).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByLabelText(/^Moderation key/)).toHaveFocus();
  },
};

/** The store started without MODERATION_TOKEN: no key can work, and the page says why. */
export const ModerationOff: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(
      ugcHandlers.getUgcModerationMedia.error('AUT432', { message: UGC_MODERATION_OFF_MESSAGE }),
    );
  },
  play: async ({ canvas }) => {
    await enterKey(canvas, MOCK_MODERATION_TOKEN);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Moderation is off');
    await expect(alert).toHaveTextContent('started without a MODERATION_TOKEN');
    await expect(readModerationKey()).toBeNull();
  },
};

/** Both queues empty: each says there is nothing to review. */
export const EmptyQueues: Story = {
  parameters: { testViewport: 'md' },
  beforeEach(context) {
    context.msw.use(ugcHandlers.getUgcModerationMedia.reply({ media: [] }));
    return keyKept();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'New uploads (0)' })).toBeVisible();
    await expect(canvas.getByText('Nothing to review')).toBeVisible();
    await expect(canvas.getByText('No new upload is waiting for review.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reported (0)' }));
    await expect(await canvas.findByText('No photo has open reports.')).toBeVisible();
  },
};

/** The decision fails: said on the card, which stays, and can be tried again. */
export const ApproveFails: Story = {
  parameters: { testViewport: 'md' },
  beforeEach(context) {
    context.msw.use(ugcHandlers.approveUgcMedia.error('GEN500'));
    return keyKept();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve photo by Maya A.' }));
    const card = canvas.getByRole('listitem', { name: 'Photo by Maya A.' });
    const alert = await within(card).findByRole('alert');
    await expect(alert).toHaveTextContent('Your decision could not be saved');
    await expect(canvas.getByRole('tab', { name: 'New uploads (2)' })).toBeVisible();
    await expect(
      within(card).getByRole('button', { name: 'Approve photo by Maya A.' }),
    ).toBeEnabled();
  },
};

/** Waiting for the service: a placeholder, announced once. */
export const Loading: Story = {
  parameters: { testViewport: 'md' },
  beforeEach(context) {
    context.msw.use(ugcHandlers.getUgcModerationMedia.loading());
    return keyKept();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the review queues')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The Canadian French site on a small screen: words, dates and names in French. */
export const FrenchSmall: Story = {
  globals: storyGlobals({ locale: 'fr-ca', viewport: 'sm' }),
  args: { locale: 'fr-ca' },
  parameters: { router: { initialEntries: ['/fr-ca/moderation'] } },
  beforeEach: keyKept,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Modération des photos' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Nouveaux envois (2)' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Approuver la photo de Maya A.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Oublier la clé' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Signalées (2)' }));
    const tom = canvas.getByRole('listitem', { name: 'Photo de Tom B.' });
    await expect(within(tom).getByText('Masquée')).toBeVisible();
    await expect(within(tom).getByText('3 signalements ouverts')).toBeVisible();
    const day = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2026-03-02T06:00:00Z'),
    );
    await expect(within(tom).getAllByText(`Signalée le ${day}`).length).toBeGreaterThan(0);
  },
};
