/**
 * End to end, as a shopper on the store's home page (spec §2, §4 pop-up manager): the
 * newsletter pop-up shows minimized, expands after its delay, is closed, and stays away
 * after a reload (the next pop-up, the guests' registration, shows instead); on its own
 * store and browser (host/test/shopperBrowser.ts).
 */
import { describe, expect, it } from 'vitest';
import { failuresOf, open, setupStore, shopper, withPopUps } from './test/shopperBrowser.ts';

setupStore();

const events = (page: Awaited<ReturnType<typeof shopper>>) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((event) => event.event.startsWith('popUp.'))
      .map((event) => `${event.event} ${String(event.label)}`),
  );

describe('pop-ups in a browser', () => {
  it('newsletter: minimized, expanded after its delay, closed, not shown again after a reload', async () => {
    const page = await withPopUps(await shopper());
    await open(page, '/en-us');

    // Minimized first: a tab named Newsletter, not a dialog.
    const tab = page.getByRole('region', { name: 'Newsletter' });
    await tab.getByRole('button', { name: '10% off' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Expands after its delay (2 s) into a panel with the newsletter form, holding focus;
    // nothing dims the page or locks its scrolling.
    const dialog = page.getByRole('dialog', { name: 'Sign up for our newsletter' });
    await dialog.waitFor({ timeout: 6000 });
    await dialog.getByRole('textbox', { name: /Email/ }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null))
      .toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
    expect(await tab.count()).toBe(0);
    expect(await events(page)).toEqual([
      'popUp.onImpression Newsletter',
      'popUp.onExpand Newsletter',
    ]);

    // Closed: its id is persisted in dismissedPopups.
    await dialog.getByRole('button', { name: 'Close the Newsletter pop-up' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('region', { name: 'Newsletter' }).count()).toBe(0);
    expect(await events(page)).toContain('popUp.onClose Newsletter');
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('dismissedPopups') ?? '[]')),
    ).toEqual(['ridgeline-en-us-newsletter-popup']);

    // After a reload the next pop-up not dismissed shows (guests: registration), not it.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page
      .getByRole('region', { name: 'Account' })
      .getByRole('button', { name: 'Join XPLR Pass' })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Newsletter' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '10% off' }).count()).toBe(0);
    expect(failuresOf(page)).toEqual([]);
  });

  it('the promo bar rotates by itself, and once closed stays closed on the next pages', async () => {
    const page = await shopper();
    await open(page, '/en-us/c/jackets-1100');
    // The pointer away from the bar: a hover would pause it.
    await page.mouse.move(10, 700);
    const bar = page.getByRole('region', { name: 'Promotions' });
    await bar.getByRole('group', { name: '1 of 3' }).waitFor();
    // Every 5 s the next message, with no hover, focus or press on the page.
    await bar.getByRole('group', { name: '2 of 3' }).waitFor({ timeout: 9000 });
    await bar.getByRole('button', { name: 'Close promotions' }).click();
    await bar.waitFor({ state: 'detached' });
    await open(page, '/en-us/c/fleece-mid-layers-1200');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => bar.count(), { timeout: 5000 }).toBe(0);
    // A new browser session shows it again.
    const fresh = await shopper();
    await open(fresh, '/en-us');
    await fresh.getByRole('region', { name: 'Promotions' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('not on the cart or the checkout: none is fetched there, and the manager starts once the shopper leaves them', async () => {
    const page = await withPopUps(await shopper());
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/fapi/components/popups') asked.push(request.url());
    });
    for (const [path, heading] of [
      ['/en-us/cart', 'Your cart'],
      ['/en-us/checkout', 'Checkout'],
    ] as const) {
      await open(page, path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // Past the page's load, the idle moment the manager waits for and a pop-up's delay.
      await page.waitForLoadState('load');
      await page.waitForTimeout(3000);
      expect(asked).toEqual([]);
      expect(await page.getByRole('region', { name: 'Newsletter' }).count()).toBe(0);
    }

    // Home by the header's link (a client-side navigation): the site's pop-up shows.
    await page.getByRole('link', { name: 'Ridgeline home' }).click();
    await page
      .getByRole('region', { name: 'Newsletter' })
      .getByRole('button', { name: '10% off' })
      .waitFor({ timeout: 8000 });
    expect(asked).toHaveLength(1);
    expect(failuresOf(page)).toEqual([]);
  });
});
