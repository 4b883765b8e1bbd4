import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '#components/test/overlay.ts';
import { createI18n, defaultLocale, isSiteLocale } from '#i18n/index.ts';
import { ThreeDSecureDialog } from './ThreeDSecureDialog.tsx';

/*
 * The 3-D Secure dialog alone. The issuer's page is the sandbox's (`url`); here a blank
 * page, as MSW cannot serve a frame's document. Its answer is a message from our own
 * origin naming the transaction: the plays post it as that page would.
 */

const TRANSACTION = 'story-transaction.0001';

const meta = {
  title: 'Flows/Checkout/3-D Secure dialog',
  component: ThreeDSecureDialog,
  args: {
    challenge: { url: 'about:blank', transactionId: TRANSACTION },
    onResult: fn(),
  },
} satisfies Meta<typeof ThreeDSecureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowsOf = (globals: StoryContext['globals']) =>
  createI18n(isSiteLocale(globals.locale) ? globals.locale : defaultLocale).getFixedT(
    null,
    'flows',
  );

const post = (transactionId: string, result: 'authenticated' | 'failed') =>
  window.postMessage({ type: 'cairn-3ds', transactionId, result }, window.location.origin);

/** Open on a challenge: the bank's page in a named frame, nothing answered yet. */
export const Open: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = flowsOf(globals);
    const dialog = await findDialog(canvasElement, t('checkout.challenge.title'));
    await expect(within(dialog).getByText(t('checkout.challenge.body'))).toBeVisible();
    await expect(within(dialog).getByTitle(t('checkout.challenge.frame'))).toHaveAttribute(
      'src',
      'about:blank',
    );
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** The bank's answer for this transaction completes it; another transaction's is ignored. */
export const Answered: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = flowsOf(globals);
    await findDialog(canvasElement, t('checkout.challenge.title'));
    post('another-transaction', 'authenticated');
    post(TRANSACTION, 'failed');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledOnce());
    await expect(args.onResult).toHaveBeenCalledWith('failed');
  },
};

/** Closing the dialog (Escape) cancels the challenge. */
export const Cancelled: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = flowsOf(globals);
    await findDialog(canvasElement, t('checkout.challenge.title'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('cancelled'));
  },
};

/** No challenge: nothing shown. */
export const Closed: Story = {
  args: { challenge: null },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('dialog'),
    ).not.toBeInTheDocument();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};
