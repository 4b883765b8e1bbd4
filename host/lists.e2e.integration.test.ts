/**
 * End to end, as a shopper keeping things (host/test/shopperBrowser.ts: the production store
 * on a fresh database, Debian's Chromium): the cart page, saved for later, favorites and
 * their shared link, at 390 px too, and a session that expires on the cart page.
 */
import { describe, expect, it } from 'vitest';
import { base, failuresOf, open, setupStore, shopper } from './test/shopperBrowser.ts';

setupStore();

describe('what a shopper keeps, in a browser', () => {
  it('keeps a favorite from the product page: still there after a reload and on its card', async () => {
    const page = await shopper();
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001');
    const heart = page.getByRole('button', { name: /^Favorite Men.s Nunatak Rain Jacket$/ });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    // The card of the same product on its category page has its heart on too.
    await open(page, '/en-us/c/rain-jackets-110010');
    const card = page.getByRole('button', { name: /^Favorite Men.s Nunatak Rain Jacket$/ }).first();
    await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
    await card.click();
    await expect.poll(() => card.getAttribute('aria-pressed')).toBe('false');
    expect(failuresOf(page)).toEqual([]);
  });

  it('cart page: a guest changes a quantity, saves a line for later and back, removes one with undo; a reload keeps it', async () => {
    const page = await shopper();
    for (const [path, size] of [
      ['/en-us/p/any-RDGJK1006', 'M'],
      ['/en-us/p/any-TRDJK1001', 'L'],
    ] as const) {
      await open(page, path);
      await page.getByRole('radiogroup', { name: /Size/ }).getByText(size, { exact: true }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    }
    await open(page, '/en-us/cart');
    const lines = page.getByRole('list', { name: 'Your cart' });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);
    const status = page.getByText(/^\d+ items?$/);
    expect(await status.textContent()).toBe('2 items');
    await lines.getByRole('listitem').first().getByRole('button', { name: 'Increase' }).click();
    await expect.poll(() => status.textContent()).toBe('3 items');

    await lines
      .getByRole('button', { name: /^Save for later: / })
      .first()
      .click();
    const saved = page.getByRole('list', { name: 'Saved for later (1)' });
    await saved.waitFor();
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1);
    await saved.getByRole('button', { name: /^Move to cart: / }).click();
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);

    await lines
      .getByRole('button', { name: /^Remove: / })
      .last()
      .click();
    const undo = page.getByRole('button', { name: /^Undo: / });
    await undo.waitFor();
    await undo.click();
    await expect.poll(() => lines.getByRole('button', { name: /^Remove: / }).count()).toBe(2);
    await lines
      .getByRole('button', { name: /^Remove: / })
      .last()
      .click();
    await undo.waitFor();
    const kept = await status.textContent();

    // The server renders the shopper's cart (no skeleton), privately.
    const own = await page.request.get(`${base}/en-us/cart`);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(await own.text()).toContain(`>${kept}</p>`);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1);
    expect(await status.textContent()).toBe(kept);
    expect(failuresOf(page)).toEqual([]);
  });

  it('favorites page: a guest keeps a product and shares a read-only link a fresh browser opens', async () => {
    const page = await shopper();
    await open(page, '/en-us/p/any-RDGJK1009');
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const heart = page.getByRole('button', { name: `Favorite ${name}` });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await open(page, '/en-us/favorites');
    const grid = page.getByRole('list', { name: 'Favorites' });
    await grid.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const field = page.getByRole('textbox', { name: 'Link to your favorites' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(/\/en-us\/favorites\/shared\/[^?]+\?token=/);

    const stranger = await shopper();
    const response = await stranger.goto(link);
    expect(response?.status()).toBe(200);
    await stranger.waitForSelector('html[data-hydrated]');
    await stranger.getByRole('heading', { level: 1, name: 'Shared favorites' }).waitFor();
    await stranger.getByRole('heading', { name }).waitFor();
    expect(await stranger.getByRole('button', { name: `Favorite ${name}` }).count()).toBe(0);
    // A changed token opens nothing.
    const wrong = await stranger.goto(link.replace(/token=.{4}/, 'token=zzzz'));
    expect(wrong?.status()).toBe(404);
    expect(failuresOf(page)).toEqual([]);
    expect(failuresOf(stranger)).toEqual([]);
  });

  it('cart page at 390 px: the promo code form below the lines hydrates on the way down, then applies a code', async () => {
    const page = await shopper(390);
    await open(page, '/en-us/p/any-RDGJK1006');
    await page.getByRole('radiogroup', { name: /Size/ }).getByText('S', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    // A fresh load on a short phone screen: the cart comes in the server's HTML, the form
    // with it, below the line and the totals.
    await page.setViewportSize({ width: 390, height: 640 });
    await open(page, '/en-us/cart');
    await page.waitForLoadState('networkidle');
    const field = page.getByRole('textbox', { name: 'Promo code' });
    const part = page.locator('[data-hydration]').filter({ has: field });
    // Far below the screen on a phone: still the server's HTML, its code not fetched.
    expect((await field.boundingBox())?.y).toBeGreaterThan(640 + 200);
    expect(await part.getAttribute('data-hydration')).toBe('pending');
    await field.scrollIntoViewIfNeeded();
    await expect.poll(() => part.getAttribute('data-hydration')).toBe('hydrated');
    await field.fill('welcome10');
    await part.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('WELCOME10', { exact: true }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('cart page at 390 px, and an expired session on it recovers without losing the cart', async () => {
    const page = await shopper(390);
    await open(page, '/en-us/p/any-RDGJK1011');
    await page.getByRole('radiogroup', { name: /Size/ }).getByText('M', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await panel.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(/\/en-us\/cart$/);
    const lines = page.getByRole('list', { name: 'Your cart' });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1);
    const status = page.getByText(/^\d+ items?$/);
    await lines.getByRole('button', { name: 'Increase' }).click();
    await expect.poll(() => status.textContent()).toBe('2 items');
    // Nothing of the line is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);

    // The access token expires (its cookie gone): the page refreshes the session and the
    // cart is still there.
    const context = page.context();
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((cookie) => !cookie.name.endsWith('cairn_at')));
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => status.textContent()).toBe('2 items');
    await lines.getByRole('button', { name: 'Decrease' }).click();
    await expect.poll(() => status.textContent()).toBe('1 item');
    expect(failuresOf(page)).toEqual([]);
  });
});
