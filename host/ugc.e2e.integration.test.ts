/**
 * End to end, as a shopper on a product page: the product's shopper photos (its stream,
 * tagged with the masterId), one opened and reported; the report stored by the service.
 * On its own store and browser (host/test/shopperBrowser.ts).
 */
import { describe, expect, it } from 'vitest';
import { base, failuresOf, open, setupStore, shopper } from './test/shopperBrowser.ts';

setupStore();

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
    const page = await shopper();
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
});
