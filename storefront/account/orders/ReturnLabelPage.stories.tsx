import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { demoOrders } from '#demo/orders/index.ts';
import { guestSession, recordRequests, withCache } from '#flows/test/stories.tsx';
import { orderHandlers, orderView } from '#mocks/handlers/orders.ts';
import { ReturnLabelPage } from './ReturnLabelPage.tsx';

/*
 * The printable label of a return on the MSW order service (the demo member's return). The
 * PDF's link goes to `openPdf` (a story's `fn()`): followed, it would leave the story.
 */

const RETURN_ID = 'rtn-2610009-a1';
const PDF_CALL = `/consumers-v3/consumer/return/${RETURN_ID}/label/download`;

let pdfRequests: ReturnType<typeof recordRequests>;

const meta = {
  title: 'Storefront/Account/Return label',
  component: ReturnLabelPage,
  args: { locale: 'en-us', returnId: RETURN_ID, openPdf: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReturnLabelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The RMA code big and as a barcode, from and to, items and reasons, send by; Print. */
export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('RMA7K3Q9X2')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Barcode of RMA7K3Q9X2' })).toBeVisible();
    await expect(canvas.getByText('UPS Ground')).toBeVisible();
    await expect(canvas.getByText('Send by Nov 17, 2026')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Too large' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'To' })).toHaveTextContent(/4800 Race Street/);
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print label' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = original;
    }
  },
};

/** On a phone: from and to stacked, the barcode as wide as the screen. */
export const SmallScreen: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /^Barcode/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print label' })).toBeVisible();
  },
};

/** In French: the reasons and the day in the site's words. */
export const French: Story = {
  globals: { locale: 'fr-fr' },
  args: { locale: 'fr-fr' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('À envoyer avant le 17 nov. 2026')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Trop grand' })).toBeVisible();
  },
};

/** An unknown id (RTN404): not found. */
export const NotFound: Story = {
  args: { returnId: 'rtn-unknown' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Return label not found' }),
    ).toBeVisible();
  },
};

/**
 * "Download the label (PDF)" by keyboard: busy while the link comes, then the link is
 * opened; the call names the return and, the member's own order, sends no email.
 */
export const DownloadPdf: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    pdfRequests = recordRequests(msw);
    return pdfRequests.stop;
  },
  play: async ({ canvas, args }) => {
    const download = await canvas.findByRole('button', { name: 'Download the label (PDF)' });
    download.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.openPdf).toHaveBeenCalledWith(
        `/api/consumers-v3/consumer/return/label/mock-${RETURN_ID}`,
      ),
    );
    await expect(args.openPdf).toHaveBeenCalledOnce();
    const [call, ...more] = pdfRequests.to(PDF_CALL);
    await expect(more).toHaveLength(0);
    await expect(call?.body).toEqual({});
    await expect(download).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While the link is on its way: the button says it is busy and keeps its name. */
export const DownloadPreparing: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.downloadReturnLabel.loading());
  },
  play: async ({ canvas, args }) => {
    const download = await canvas.findByRole('button', { name: 'Download the label (PDF)' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toHaveAttribute('data-pending', 'true'));
    await expect(download).toHaveAccessibleName('Download the label (PDF)');
    await expect(args.openPdf).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The service cannot make the link (503): said below the buttons, nothing opened, and the
 * button stays for another try, which gets the PDF.
 */
export const DownloadFails: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    let failed = false;
    msw.use(
      orderHandlers.downloadReturnLabel.with(() => {
        if (failed)
          return {
            url: '/api/consumers-v3/consumer/return/label/again',
            expiresAt: '2030-01-01T00:00:00.000Z',
          };
        failed = true;
        return new Response(null, { status: 503 });
      }),
    );
  },
  play: async ({ canvas, args }) => {
    const download = await canvas.findByRole('button', { name: 'Download the label (PDF)' });
    await userEvent.click(download);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The PDF could not be prepared. Try again in a moment.',
    );
    await expect(args.openPdf).not.toHaveBeenCalled();
    await expect(download).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Print label' })).toBeEnabled();
    await userEvent.click(download);
    await waitFor(() =>
      expect(args.openPdf).toHaveBeenCalledWith('/api/consumers-v3/consumer/return/label/again'),
    );
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** In French: the button and its failure in the site's words. */
export const FrenchDownloadFails: Story = {
  globals: { locale: 'fr-fr' },
  args: { locale: 'fr-fr' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.downloadReturnLabel.error('RTN404'));
  },
  play: async ({ canvas, args }) => {
    const download = await canvas.findByRole('button', { name: 'Télécharger l’étiquette (PDF)' });
    await userEvent.click(download);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Le PDF n’a pas pu être préparé. Réessayez dans un instant.',
    );
    await expect(args.openPdf).not.toHaveBeenCalled();
  },
};

const lookedUp = demoOrders.find((order) => order.orderNumber === 'CRN2610009');
if (!lookedUp) throw new Error('demo/orders has no CRN2610009');

/**
 * A guest who opened the label from the mail (no session, no lookup in this tab): the PDF
 * is asked for by the return alone, as the printable label is.
 */
export const DownloadAfterGuestLookup: Story = {
  parameters: { testViewport: 'md' },
  decorators: [
    withCache(
      [queryKeys.session, guestSession],
      [queryKeys.profile, null],
      [queryKeys.trackedOrder(lookedUp.orderNumber, lookedUp.email), orderView(lookedUp)],
    ),
  ],
  beforeEach({ msw }) {
    pdfRequests = recordRequests(msw);
    return pdfRequests.stop;
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download the label (PDF)' }));
    await waitFor(() => expect(args.openPdf).toHaveBeenCalledOnce());
    const [call] = pdfRequests.to(PDF_CALL);
    await expect(call?.body).toEqual({});
  },
};
