/**
 * End to end, as a shopper on product pages (host/test/shopperBrowser.ts: the production
 * store on a fresh database, Debian's Chromium): reviews, sizes, quantity, the size chart,
 * notify-me and pickup in store. Browsing to a product page is in e2e.integration.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { failuresOf, open, setupStore, shopper } from './test/shopperBrowser.ts';

setupStore();

describe('a product page in a browser', () => {
  it('reads the reviews down the product page, votes one helpful and writes one that stays', async () => {
    const page = await shopper();
    await open(page, '/en-us/p/any-slug-RDGJK1008');
    const heading = page.locator('#reviews h2');
    const countIn = async () => Number(((await heading.textContent()) ?? '').replace(/\D/g, ''));
    // The rating under the name leads there; the list's code and data come on the way.
    await page.locator('a[href="#reviews"]').click();
    const list = page.getByRole('list', { name: /^Reviews \(\d+\)$/ });
    // The count the service's reviews gave (a busy machine: later), not the placeholder's.
    await list.waitFor();
    const before = await countIn();
    const first = list.getByRole('listitem').first();
    const yes = first.getByRole('button', { name: /^Yes \(\d+\)$/ });
    const votes = Number(((await yes.textContent()) ?? '').replace(/\D/g, ''));
    await yes.click();
    const counted = first.getByRole('button', { name: `Yes (${votes + 1})` });
    await expect.poll(() => counted.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    // The fifth star (its input's name "5 stars"), clicked where a shopper clicks: the star.
    await dialog.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
    await dialog.getByText('5 stars', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('Light and warm');
    await dialog
      .getByRole('textbox', { name: /^Your review/ })
      .fill('Wore it on a windy ridge at dawn and never once felt the cold.');
    await dialog.getByText('Yes', { exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Nickname/ }).fill('Ridge walker');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('walker@example.com');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await page.getByText('Thank you: your review is published.').waitFor();
    await expect.poll(countIn).toBe(before + 1);
    // Kept by the service: on the next visit the reviews count it (the page itself may come
    // from the minute's page cache) and the newest first shows it.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('a[href="#reviews"]').click();
    await expect.poll(countIn).toBe(before + 1);
    await page
      .getByRole('region', { name: /^Reviews/ })
      .getByRole('button', { name: /Sort by/ })
      .click();
    await page.getByRole('option', { name: 'Newest' }).click();
    await list.getByRole('heading', { level: 3, name: 'Light and warm' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('adds the size chosen the moment the page is ready, while it is still settling', async () => {
    const page = await shopper();
    await open(page, '/en-us/p/men-s-glissade-rain-jacket-RDGJK1005');
    await page.getByRole('radiogroup', { name: /Size/ }).getByText('S', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await miniCart.getByText('Size: S').waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('hydrates the quantity and the size chart on first use: a + pressed then counts, the chart opens', async () => {
    const page = await shopper(390);
    await open(page, '/en-us/p/men-s-glissade-rain-jacket-RDGJK1005?size=S');
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    const stepper = page.locator('[data-hydration]').filter({ has: quantity });
    // The page is interactive; the stepper still has its server HTML, waiting for the shopper.
    expect(await stepper.getAttribute('data-hydration')).toBe('pending');
    expect(await quantity.inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Increase' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    // The mark follows the hydration as a transition (not in its commit).
    await expect.poll(() => stepper.getAttribute('data-hydration')).toBe('hydrated');
    // Typed, then two added: the mini cart counts them.
    await quantity.fill('3');
    await page.getByRole('button', { name: 'Decrease' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByText('2 items', { exact: true })
      .waitFor();
    await page.keyboard.press('Escape');

    const chart = page.locator('[data-hydration]').filter({
      has: page.getByRole('button', { name: 'Size chart' }),
    });
    expect(await chart.getAttribute('data-hydration')).toBe('pending');
    await page.getByRole('button', { name: 'Size chart' }).click();
    await page.getByRole('dialog', { name: 'Size chart' }).getByRole('table').first().waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('asks for a size before adding, and offers notify-me on a sold-out size', async () => {
    const page = await shopper(390);
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Choose a size.').waitFor();
    // Forest M is sold out in the demo catalogue.
    await page.getByRole('radiogroup', { name: /Size/ }).getByText('M', { exact: true }).click();
    await page.waitForURL(/size=M/, { waitUntil: 'commit' });
    const notify = page.getByRole('form', { name: 'Size M is sold out' });
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await notify.getByText(/email/i).first().waitFor();
    await notify.getByLabel('Email').fill('hiker@example.com');
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText('Done: we will email hiker@example.com when it is back.').waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  it('pickup in store: store search', async () => {
    const page = await shopper();
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest');
    const pickup = page.getByRole('region', { name: 'Pick up in store' });
    // No size yet: the box asks for one first.
    await pickup.getByRole('button', { name: 'Find a store' }).click();
    await pickup.getByText('Choose a size first, then find a store that has it.').waitFor();
    // Forest XL in the demo stock: none at Denver Union Station, ten at Boulder Pearl Street.
    await page.getByRole('radiogroup', { name: /Size/ }).getByText('XL', { exact: true }).click();
    await page.waitForURL(/size=XL/, { waitUntil: 'commit' });
    // The box takes the size in: its request for one goes.
    await pickup
      .getByText('Choose a size first, then find a store that has it.')
      .waitFor({ state: 'detached' });
    await pickup.getByRole('button', { name: 'Find a store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
    await dialog.getByRole('textbox', { name: /Postal code/ }).fill('80202');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByRole('heading', { name: '2 stores near 80202' }).waitFor();
    const store = (name: string) => dialog.getByRole('listitem').filter({ hasText: name });
    await store('Ridgeline Boulder Pearl Street').getByText('In stock').waitFor();
    await store('Ridgeline Denver Union Station').getByText('Not available').waitFor();
    await store('Ridgeline Boulder Pearl Street')
      .getByRole('button', { name: 'Pick up here: Ridgeline Boulder Pearl Street' })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await pickup.getByText('Ridgeline Boulder Pearl Street, Boulder').waitFor();
    await pickup.getByText('Size XL: in stock in this store').waitFor();
    // Remembered (a cookie): the next view of the page shows the store again.
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest&size=XL');
    await pickup.getByText('Size XL: in stock in this store').waitFor();
    expect(failuresOf(page)).toEqual([]);
  });
});
