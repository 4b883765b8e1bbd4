/**
 * End to end, as a shopper on a product page: the product's shopper photos (its stream,
 * tagged with the masterId), one opened and reported; the report stored by the service.
 * On its own store and browser (host/test/shopperBrowser.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  base,
  failuresOf,
  open,
  setupStore,
  shopper,
  signInAsDemoMember,
  withPictures,
} from './test/shopperBrowser.ts';

// The store's moderators' secret (server/README.md "Moderating shopper photos").
const MODERATION_TOKEN = 'e2e-moderation-token-0123456789abcdef';
process.env.MODERATION_TOKEN = MODERATION_TOKEN;
setupStore();

/** A 1×1 PNG, the photo the shopper picks. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('shopper photos in a browser', () => {
  it('opens a photo of the product page and reports it', async () => {
    // The product of the brand's newest shopper photo, as the service answers it.
    const api = async <T>(path: string) => (await (await fetch(`${base}/api${path}`)).json()) as T;
    type Media = { id: string; streamIds: string[] };
    const [newestPhoto] = (
      await api<{ media: Media[] }>('/ugc/customers/ridgeline/media/recent?count=1')
    ).media;
    const { streams } = await api<{ streams: { id: string; tag: string }[] }>(
      `/ugc/media/${newestPhoto?.id}/streams`,
    );
    const stream = streams[0];
    if (!stream) throw new Error('no seeded photo');
    const { media: expected } = await api<{ media: Media[] }>(
      `/ugc/streams/media/recent?customerId=ridgeline&tag=${stream.tag}`,
    );
    const { url } = await api<{ url: string }>(`/products/v2/products/${stream.tag}/details`);
    // The photos' pictures load (small, drawn on first request); a picture that fails shows
    // its placeholder instead of an <img>.
    const page = await withPictures(await shopper(), '**/api/images/upload/**/ugc/**');
    await open(page, url);

    const gallery = page.locator('section[data-block="Gallery"]');
    await gallery.scrollIntoViewIfNeeded();
    const heading = gallery.getByRole('heading', { level: 2, name: 'Shared by our community' });
    await heading.waitFor();
    const tiles = gallery.getByRole('button', { name: /^Open the photo shared by / });
    expect(await tiles.count()).toBe(expected.length);
    // The tiles' pictures come from the image pipeline.
    const src = await tiles.first().locator('img').getAttribute('src');
    expect(src).toMatch(/\/api\/images\/upload\/.+\/ugc\/ridgeline\/m-ridgeline-\d+\.png$/);
    expect((await page.request.get(`${base}${src}`)).status()).toBe(200);

    await tiles.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Community photo' });
    await dialog.waitFor();
    await dialog.getByText(/^Shared by /).waitFor();
    await dialog.getByRole('button', { name: 'Report this photo' }).click();
    await dialog.getByText('It does not show this product').click();
    await dialog.getByRole('textbox', { name: /Anything to add/ }).fill('A different jacket');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('We will review this photo.').waitFor();

    // Stored by the service: the newest photo of the stream, with the reason and comment.
    const newest = expected[0]?.id ?? '';
    const stored = await fetch(`${base}/api/dev/ugc/reports?mediaId=${newest}`);
    const { reports } = (await stored.json()) as {
      reports: { reason: string; comment: string }[];
    };
    expect(reports).toEqual([
      expect.objectContaining({ reason: 'notProduct', comment: 'A different jacket' }),
    ]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(failuresOf(page)).toEqual([]);
  });

  it('lets a signed-in shopper add a photo on the product page; it shows once approved', async () => {
    const api = async <T>(path: string, init?: RequestInit) =>
      (await (await fetch(`${base}/api${path}`, init)).json()) as T;
    type Media = { id: string; status?: string; tags?: string[] };
    const [newestPhoto] = (
      await api<{ media: Media[] }>('/ugc/customers/ridgeline/media/recent?count=1')
    ).media;
    const { streams } = await api<{ streams: { tag: string }[] }>(
      `/ugc/media/${newestPhoto?.id}/streams`,
    );
    const tag = streams[0]?.tag ?? '';
    const listed = async () =>
      (await api<{ media: Media[] }>(`/ugc/streams/media/recent?customerId=ridgeline&tag=${tag}`))
        .media;
    const before = await listed();
    const { url } = await api<{ url: string }>(`/products/v2/products/${tag}/details`);
    const page = await shopper();
    await open(page, url);

    // A guest is offered sign-in, which opens over the page.
    const gallery = page.locator('section[data-block="Gallery"]');
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('link', { name: 'Sign in to add your photo' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signInAsDemoMember(signIn);
    await signIn.waitFor({ state: 'detached' });

    // Signed in: "Add your photo", a photo, a caption, the terms; sent to the service.
    await gallery.getByRole('button', { name: 'Add your photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add your photo' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'summit.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await dialog.getByRole('img', { name: 'Preview of your photo summit.png' }).waitFor();
    await dialog.getByRole('textbox', { name: /Caption/ }).fill('Fog on the ridge');
    await dialog.getByText(/^I took this photo/).click();
    await dialog.getByRole('button', { name: 'Share photo' }).click();
    await dialog.getByText('Thanks, your photo will appear after review.').waitFor();

    // Waiting for review: not listed; in the moderators' queue, tagged with the product.
    const moderator = { headers: { 'x-cairn-moderation': MODERATION_TOKEN } };
    const refused = await fetch(`${base}/api/ugc/moderation/media?queue=pending`);
    expect(refused.status).toBe(401);
    const { media: pending } = await api<{ media: (Media & { caption: string })[] }>(
      '/ugc/moderation/media?queue=pending',
      moderator,
    );
    const mine = pending.find((media) => media.caption === 'Fog on the ridge');
    expect(mine).toMatchObject({ status: 'pending', tags: [tag] });
    expect((await listed()).map((media) => media.id)).not.toContain(mine?.id);

    // Approved: listed, and on the product page's gallery after a reload.
    const approved = await fetch(`${base}/api/ugc/moderation/media/${mine?.id}/approve`, {
      method: 'POST',
      ...moderator,
    });
    expect(approved.status).toBe(200);
    const after = await listed();
    expect(after.map((media) => media.id)).toEqual([mine?.id, ...before.map((media) => media.id)]);
    await open(page, url);
    await gallery.scrollIntoViewIfNeeded();
    const tiles = gallery.getByRole('button', { name: /^Open the photo shared by / });
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(before.length + 1);
    expect(await tiles.first().getAttribute('aria-label')).toBe('Open the photo shared by Maya A.');
    expect(failuresOf(page)).toEqual([]);
  });
  it('in a department’s gallery, files the photo under the product the shopper picks', async () => {
    // A department (the catalogue's first level) as the service lists it: its landing page.
    const catalog = (await (await fetch(`${base}/api/products/v2/catalog`)).json()) as {
      categories: { id: string; url: string }[];
    };
    const department = catalog.categories[0];
    if (!department) throw new Error('no department');
    const page = await shopper();
    await open(page, department.url);
    const gallery = page.locator('section[data-block="Gallery"]');
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('link', { name: 'Sign in to add your photo' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signInAsDemoMember(signIn);
    await signIn.waitFor({ state: 'detached' });

    await gallery.getByRole('button', { name: 'Add your photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add your photo' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'lake.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await dialog.getByRole('textbox', { name: /Caption/ }).fill('Lake in the department');
    await dialog.getByText(/^I took this photo/).click();
    // The department's products to pick from, by keyboard.
    const product = dialog.getByRole('button', { name: /Product in your photo/ });
    await expect.poll(() => product.isEnabled()).toBe(true);
    await product.focus();
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('listbox').getByRole('option').nth(1);
    const name = (await option.textContent()) ?? '';
    await option.click();
    await dialog.getByRole('button', { name: 'Share photo' }).click();
    await dialog.getByText('Thanks, your photo will appear after review.').waitFor();

    // In the moderators' queue, tagged with the product picked; approved, in the department.
    const moderator = { headers: { 'x-cairn-moderation': MODERATION_TOKEN } };
    const queue = (await (
      await fetch(`${base}/api/ugc/moderation/media?queue=pending`, moderator)
    ).json()) as { media: { id: string; caption: string; tags: string[] }[] };
    const mine = queue.media.find((media) => media.caption === 'Lake in the department');
    expect(mine?.tags).toHaveLength(1);
    const details = (await (
      await fetch(`${base}/api/products/v2/products/${mine?.tags[0]}/details`)
    ).json()) as { name: string };
    expect(details.name).toBe(name);
    await fetch(`${base}/api/ugc/moderation/media/${mine?.id}/approve`, {
      method: 'POST',
      ...moderator,
    });
    const listed = (await (
      await fetch(
        `${base}/api/ugc/categories/media/recent?customerId=ridgeline&categoryId=${department.id}&count=50`,
      )
    ).json()) as { media: { id: string }[] };
    expect(listed.media.map((media) => media.id)).toContain(mine?.id);
    expect(failuresOf(page)).toEqual([]);
  });
});
