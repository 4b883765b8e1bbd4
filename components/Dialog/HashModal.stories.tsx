import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, ButtonLink } from '../Button/index.ts';
import { findDialog } from '../test/overlay.ts';
import { Dialog } from './Dialog.tsx';
import { useHashModal } from './useHashModal.ts';

/** A page with `#modal…` buttons and the dialogs they name (spec §2). */
function PageWithHashModals() {
  const sizeGuide = useHashModal('size-guide');
  const quickShop = useHashModal('quickshop');
  const location = useLocation();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ButtonLink href="#modal-size-guide">Size guide</ButtonLink>
      <ButtonLink href="?color=red#modal-quickshop" tone="secondary">
        Quick shop
      </ButtonLink>
      <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
      <Dialog title="Size guide" {...sizeGuide}>
        <p>Measure your chest at the fullest point.</p>
      </Dialog>
      <Dialog
        title="Quick shop"
        {...quickShop}
        footer={
          <Button slot="close" tone="primary">
            Done
          </Button>
        }
      >
        <p>Pick a size.</p>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'Components/Dialog/Hash links',
  component: PageWithHashModals,
  parameters: {
    testViewport: 'md',
    router: { initialEntries: ['/en-us/c/jackets-1001?sort=price'] },
  },
} satisfies Meta<typeof PageWithHashModals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `#modal-size-guide` opens the size guide over the same page; Escape closes it and drops the hash. */
export const OpensNamedDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    const location = canvas.getByTestId('location');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Size guide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement, 'Size guide');
    await expect(dialog).toBeVisible();
    await expect(location).toHaveTextContent('/en-us/c/jackets-1001?sort=price#modal-size-guide');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(location).toHaveTextContent(/^\/en-us\/c\/jackets-1001\?sort=price$/),
    );
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Size guide' })).toHaveFocus());
  },
};

/** `?color=red#modal-quickshop` merges its query into the page's and opens the quick shop. */
export const MergesQueryAndOpens: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Quick shop' }));
    const dialog = await findDialog(canvasElement, 'Quick shop');
    await expect(canvas.getByTestId('location')).toHaveTextContent(
      '/en-us/c/jackets-1001?sort=price&color=red#modal-quickshop',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(
        /^\/en-us\/c\/jackets-1001\?sort=price&color=red$/,
      ),
    );
  },
};
