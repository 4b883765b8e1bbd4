import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { UGC_MAX_UPLOAD_BYTES } from '#api/contract/ugc.ts';
import { ugcMediaView, ugcPublicId } from '#commerce/ugc/media.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog } from '#components/test/overlay.ts';
import { demoUgc } from '#demo/ugc/index.ts';
import { productHandlers } from '#mocks/handlers/products.ts';
import { ugcHandlers } from '#mocks/handlers/ugc.ts';
import { RecommendationContextProvider } from '../Recommendation/RecommendationContext.tsx';
import { RendererContext } from '../renderer/context.tsx';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { gallerySchema } from './Gallery.schema.ts';
import { Gallery, type GalleryBlockProps } from './Gallery.tsx';

/*
 * "Add your photo" in the gallery block, each state of the upload dialog on MSW (the
 * service's handlers: uploader, upload, stash). The session the store loads is seeded into
 * the story's cache: a signed-in member, or a guest.
 */

const stream = demoUgc().streams.find((each) => each.customerId === 'ridgeline');
const product = stream?.tag ?? '';

const member = { consumerType: 'REGISTERED', consumerNo: 'C000000101' };
const guest = { consumerType: 'GUEST', consumerNo: null };
const profile = { consumerDetails: { firstName: 'Maya', lastName: 'Alvarez' } };

type OnPageProps = GalleryBlockProps & {
  siteId: string;
  productId?: string;
  categoryId?: string;
  shopper: 'member' | 'guest';
  /** Called with every upload the service receives. */
  onUpload?: (body: unknown) => void;
};

function OnPage({
  siteId,
  productId,
  categoryId,
  shopper,
  onUpload: _onUpload,
  ...props
}: OnPageProps) {
  const outer = useContext(RendererContext);
  const queryClient = useQueryClient();
  // Seeded once, before the first render, as the store has it after hydration.
  useState(() => {
    queryClient.setQueryData(queryKeys.session, shopper === 'member' ? member : guest);
    queryClient.setQueryData(queryKeys.profile, shopper === 'member' ? profile : null);
    return true;
  });
  return (
    <RendererContext value={{ ...outer, siteId }}>
      <RecommendationContextProvider value={{ productId, categoryId }}>
        <Gallery {...props} />
      </RecommendationContextProvider>
    </RendererContext>
  );
}

const meta = {
  title: 'CMS blocks/Gallery/Add your photo',
  component: OnPage,
  args: {
    siteId: 'ridgeline-en-us',
    productId: product,
    shopper: 'member',
    showDelayMs: 0,
    onUpload: fn(),
    ...blockArgs(gallerySchema, {
      containerId: 'story-upload-gallery',
      filter: { productId: 'PRODUCT_ID' },
      title: 'Seen on the trail',
      count: 4,
    }),
  },
  parameters: { testViewport: 'lg' },
  tags: ['autodocs'],
  beforeEach({ msw, args }) {
    msw.use(
      imageHandler,
      ugcHandlers.uploadUgcMedia.with(({ body, params }) => {
        args.onUpload?.(body);
        return ugcMediaView({
          id: 'm-story-upload',
          customerId: 'ridgeline',
          caption: body.caption,
          user: { id: params.userId, name: 'Maya A.' },
          publicId: ugcPublicId('ridgeline', 'm-story-upload', 'png'),
          width: 1,
          height: 1,
          status: 'pending',
          createdAt: new Date(),
          streamIds: [],
        });
      }),
    );
  },
} satisfies Meta<typeof OnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1×1 PNG: what a shopper's photo looks like to the checks and the preview. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const photoFile = (name = 'summit.png') =>
  new File([Uint8Array.from(atob(PNG_1PX), (char) => char.charCodeAt(0))], name, {
    type: 'image/png',
  });

/** The shopper picks `file` in the system's file dialog (it cannot be driven from a test). */
function pick(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  fireEvent.change(input);
}

/** "Add your photo" reached with Tab and opened with Enter. */
async function openUpload(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const add = await canvas.findByRole('button', { name: 'Add your photo' }, { timeout: 3000 });
  await userEvent.tab();
  await expect(add).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await findDialog(canvasElement, 'Add your photo');
  return { dialog, photo: within(dialog) };
}

/** A photo picked, a caption and the terms ticked; then sent with the keyboard. */
async function fillAndSend(dialog: HTMLElement, caption = 'Above the clouds') {
  const photo = within(dialog);
  pick(dialog, photoFile());
  await photo.findByRole('img', { name: 'Preview of your photo summit.png' });
  await userEvent.type(photo.getByRole('textbox', { name: /Caption/ }), caption);
  await userEvent.click(photo.getByRole('checkbox', { name: /I took this photo/ }));
  await userEvent.click(photo.getByRole('button', { name: 'Share photo' }));
}

/** Signed in: the dialog as it opens; sent empty, it says what is missing and sends nothing. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    await expect(photo.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    await expect(photo.getByText('JPEG, PNG or WebP, up to 64 KB.')).toBeVisible();
    await expect(photo.getByText('Your photo will be shown with this product.')).toBeVisible();
    await expect(photo.queryByRole('img')).toBeNull();
    const input = dialog.querySelector('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await userEvent.click(photo.getByRole('button', { name: 'Share photo' }));
    await expect(await photo.findByText('Choose a photo to share.')).toBeVisible();
    await expect(photo.getByRole('checkbox', { name: /I took this photo/ })).toBeInvalid();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Add your photo' })).toHaveFocus(),
    );
  },
};

/** A photo picked: its preview and name; the picker offers another. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    pick(dialog, photoFile());
    const preview = await photo.findByRole('img', { name: 'Preview of your photo summit.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(photo.getByText('Chosen: summit.png')).toBeVisible();
    await expect(photo.getByRole('button', { name: 'Choose another photo' })).toBeVisible();
  },
};

/** Over the service's 64 KiB: refused before sending, with the limit; no preview. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    pick(
      dialog,
      new File([new Uint8Array(UGC_MAX_UPLOAD_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    );
    const message = await photo.findByRole('alert');
    await expect(message).toHaveTextContent('This photo is too large. Choose one of up to 64 KB.');
    await expect(photo.getByRole('button', { name: 'Choose a photo' })).toHaveAccessibleDescription(
      /up to 64 KB\. This photo is too large/,
    );
    await expect(photo.queryByRole('img')).toBeNull();
    await userEvent.click(photo.getByRole('checkbox', { name: /I took this photo/ }));
    await userEvent.click(photo.getByRole('button', { name: 'Share photo' }));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Not a JPEG, PNG or WebP: refused before sending. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    pick(dialog, new File(['GIF89a'], 'dance.gif', { type: 'image/gif' }));
    await expect(await photo.findByRole('alert')).toHaveTextContent(
      'This file type is not supported. Choose a JPEG, PNG or WebP photo.',
    );
    await expect(photo.queryByRole('img')).toBeNull();
    // A good photo then: the message goes, the preview comes.
    pick(dialog, photoFile());
    await photo.findByRole('img', { name: 'Preview of your photo summit.png' });
    await expect(photo.queryByRole('alert')).toBeNull();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Sending: the button shows it is busy and a second press sends nothing more. */
export const Uploading: Story = {
  beforeEach({ msw }) {
    msw.use(ugcHandlers.uploadUgcMedia.loading());
  },
  play: async ({ canvasElement }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    await fillAndSend(dialog);
    const send = photo.getByRole('button', { name: 'Share photo' });
    await waitFor(() => expect(send).toHaveAttribute('data-pending', 'true'));
    await expect(photo.getByRole('img', { name: /Preview/ })).toBeVisible();
  },
};

/** Sent: the uploader, the photo (as base64, tagged with the product) and the thanks. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    await fillAndSend(dialog);
    await expect(
      await photo.findByText('Thanks, your photo will appear after review.'),
    ).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith({
      mediaType: 'image/png',
      data: PNG_1PX,
      caption: 'Above the clouds',
      tag: product,
    });
    const done = photo.getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};

/**
 * In a category's gallery (no product on the page): the shopper picks the product in the
 * photo among the category's, which files the photo under the product and the category.
 */
export const InACategory: Story = {
  args: {
    productId: undefined,
    categoryId: stream?.categoryId,
    filter: { category: 'CATEGORY' },
  },
  play: async ({ canvasElement, args }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    const select = await photo.findByRole('button', { name: /Product in your photo/ });
    await waitFor(() => expect(select).toBeEnabled());
    await expect(
      photo.getByText('Your photo will be shown with this product and in this category.'),
    ).toBeVisible();
    await fillAndSend(dialog);
    // Without a product, nothing is sent.
    await expect(await photo.findByText('Choose the product in your photo.')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    // Chosen with the keyboard.
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(1);
    const chosen = options.find((option) => option.textContent === stream?.name) ?? options[0];
    await userEvent.click(chosen as HTMLElement);
    await userEvent.click(photo.getByRole('button', { name: 'Share photo' }));
    await expect(
      await photo.findByText('Thanks, your photo will appear after review.'),
    ).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.objectContaining({ tag: expect.stringMatching(/^[A-Z0-9]{8,11}$/) }),
    );
  },
};

/** The service refuses the bytes (API415): said in the dialog, the photo and caption kept. */
export const ServiceRefusesType: Story = {
  beforeEach({ msw }) {
    msw.use(ugcHandlers.uploadUgcMedia.error('API415'));
  },
  play: async ({ canvasElement }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    await fillAndSend(dialog);
    await expect(await photo.findByRole('alert')).toHaveTextContent(
      'This file type is not supported. Choose a JPEG, PNG or WebP photo.',
    );
    await expect(
      photo.getByRole('img', { name: 'Preview of your photo summit.png' }),
    ).toBeVisible();
    await expect(photo.getByRole('textbox', { name: /Caption/ })).toHaveValue('Above the clouds');
    await expect(photo.getByRole('checkbox', { name: /I took this photo/ })).toBeChecked();
  },
};

/** The service says the photo is too large (API413, e.g. too many pixels). */
export const ServiceRefusesSize: Story = {
  beforeEach({ msw }) {
    msw.use(ugcHandlers.uploadUgcMedia.error('API413'));
  },
  play: async ({ canvasElement }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    await fillAndSend(dialog);
    await expect(await photo.findByRole('alert')).toHaveTextContent(
      'This photo is too large. Choose one of up to 64 KB.',
    );
    await expect(photo.getByRole('button', { name: 'Share photo' })).toBeEnabled();
  },
};

/** Any other failure: the general message, in German, on a phone; everything kept. */
export const ServiceFailsGerman: Story = {
  args: { siteId: 'ridgeline-de-de' },
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(ugcHandlers.createUgcStash.error('GEN500'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole(
      'button',
      { name: 'Eigenes Foto hinzufügen' },
      { timeout: 3000 },
    );
    await userEvent.click(add);
    const dialog = await findDialog(canvasElement, 'Eigenes Foto hinzufügen');
    const photo = within(dialog);
    pick(dialog, photoFile());
    await photo.findByRole('img', { name: 'Vorschau Ihres Fotos summit.png' });
    await userEvent.type(photo.getByRole('textbox', { name: /Bildunterschrift/ }), 'Gipfel');
    await userEvent.click(photo.getByRole('checkbox', { name: /selbst aufgenommen/ }));
    await userEvent.click(photo.getByRole('button', { name: 'Foto teilen' }));
    await expect(await photo.findByRole('alert')).toBeVisible();
    await expect(photo.getByRole('textbox', { name: /Bildunterschrift/ })).toHaveValue('Gipfel');
  },
};

/** A guest: no upload, a way to sign in (the store opens the sign-in dialog on the hash). */
export const Guest: Story = {
  args: { shopper: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIn = await canvas.findByRole(
      'link',
      { name: 'Sign in to add your photo' },
      { timeout: 3000 },
    );
    await expect(signIn.getAttribute('href')).toMatch(/#modal-sign-in$/);
    await expect(canvas.queryByRole('button', { name: 'Add your photo' })).toBeNull();
    await userEvent.tab();
    await expect(signIn).toHaveFocus();
  },
};

/** No photos of the product yet: the gallery invites the first one. */
export const NoPhotosYet: Story = {
  beforeEach({ msw }) {
    msw.use(ugcHandlers.getUgcTaggedStreamMedia.reply({ media: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No photos yet. Be the first to share yours.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Seen on the trail' })).toBeVisible();
    const { photo } = await openUpload(canvasElement);
    await expect(photo.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
  },
};

/** In a category's gallery while its products load: the choice waits, disabled, and says so. */
export const InACategoryLoadingProducts: Story = {
  ...InACategory,
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductSearch.loading());
  },
  play: async ({ canvasElement }) => {
    const { photo } = await openUpload(canvasElement);
    const select = await photo.findByRole('button', { name: /Product in your photo/ });
    await expect(select).toBeDisabled();
    await expect(select).toHaveTextContent('Loading products…');
  },
};

/**
 * In a category's gallery when its products fail to load: no choice to make, the photo
 * goes to the community gallery (said so), and it can still be sent, untagged.
 */
export const InACategoryProductsFail: Story = {
  ...InACategory,
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductSearch.error('GEN500'));
  },
  play: async ({ canvasElement, args }) => {
    const { dialog, photo } = await openUpload(canvasElement);
    await expect(
      await photo.findByText('Your photo will be shown in our community gallery.'),
    ).toBeVisible();
    await expect(photo.queryByRole('button', { name: /Product in your photo/ })).toBeNull();
    await fillAndSend(dialog);
    await expect(
      await photo.findByText('Thanks, your photo will appear after review.'),
    ).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.not.objectContaining({ tag: expect.anything() }),
    );
  },
};
