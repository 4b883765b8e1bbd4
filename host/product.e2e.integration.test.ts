/**
 * End to end, as a shopper on product pages (host/test/shopperBrowser.ts: the production
 * store on a fresh database, Debian's Chromium): reviews, sizes, quantity, the size chart,
 * notify-me, pickup in store, the sticky add-to-cart bar and a whole set added at once.
 * Browsing to a product page is in e2e.integration.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failuresOf, open, setupStore, shopper } from './test/shopperBrowser.ts';

/** What a screen reader says after a control's name: its aria-describedby texts. */
function descriptionOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    return (element?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }, selector);
}

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
    // A men's jacket on the US site: the men's sizes, in inches.
    const table = page
      .getByRole('dialog', { name: 'Size chart' })
      .getByRole('table', { name: 'Jackets size chart – Men' });
    await table.waitFor();
    await table.getByRole('columnheader', { name: 'Chest (in)' }).waitFor();
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
    expect(await table.getByText('Women').count()).toBe(0);
    expect(failuresOf(page)).toEqual([]);
  });

  it('asks for a size before adding, and offers notify-me on a sold-out size', async () => {
    const page = await shopper(390);
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Choose a size.').waitFor();
    // Forest M is sold out in the demo catalogue, and a screen reader hears it with its name
    // (the description React Aria links after hydration names an element of the page).
    expect(await descriptionOf(page, 'input[type="radio"][value="M"]')).toContain('Out of stock');
    expect(await descriptionOf(page, 'input[type="radio"][value="L"]')).not.toContain(
      'Out of stock',
    );
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
    // A store marked not available is not offered for pickup.
    expect(await store('Ridgeline Denver Union Station').getByRole('button').count()).toBe(0);
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

  it('keeps price and add to cart in reach on a phone: the sticky bar, by keyboard too', async () => {
    const page = await shopper(390);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest');
    const boxButton = page.getByRole('button', { name: 'Add to cart', exact: true });
    // The box's own button is below a phone's first screen …
    expect((await boxButton.boundingBox())?.y).toBeGreaterThan(844);
    // … so the bar offers the name, price, colour and the way to a size at once.
    const bar = page.getByRole('complementary', { name: "Buy Men's Nunatak Rain Jacket" });
    await bar.waitFor();
    await bar.getByText('$239.95').waitFor();
    await bar.getByText('Forest').waitFor();
    await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? 0)).toBeLessThan(844);

    // Keyboard: the bar's button leads to the sizes, which ask for one.
    await bar.getByRole('button', { name: 'Choose a size' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Choose a size.').waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type))
      .toBe('radio');
    // The first size in stock has the focus: Space chooses it.
    await page.keyboard.press('Space');
    await page.waitForURL(/size=S/, { waitUntil: 'commit' });

    // Down the page past the box: the bar comes back, moving nothing on the page (its own
    // fixed layer: the page's lazy sections coming into view may shift, the bar does not),
    // and adds the chosen size.
    await page.evaluate(() => {
      const box = [...document.querySelectorAll('button')].find(
        (button) => button.textContent?.trim() === 'Add to cart',
      );
      window.scrollBy(0, (box?.getBoundingClientRect().bottom ?? 0) + 50);
    });
    const add = bar.getByRole('button', { name: 'Add S to cart' });
    await add.waitFor();
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await add.click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await page.keyboard.press('Escape');

    // At the end of the page it keeps away from the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await bar.waitFor({ state: 'hidden' });
    expect(failuresOf(page)).toEqual([]);
  });

  it('shows the add button in the first screen of a desktop, and the bar once past it', async () => {
    const page = await shopper(1280);
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest&size=L');
    const box = await page.getByRole('button', { name: 'Add to cart', exact: true }).boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
    const bar = page.getByRole('complementary', { name: "Buy Men's Nunatak Rain Jacket" });
    expect(await bar.isVisible()).toBe(false);
    await page.mouse.wheel(0, 1200);
    await bar.getByRole('button', { name: 'Add L to cart' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('adds a whole product set at once, a size for each piece', async () => {
    const page = await shopper(390);
    await open(page, '/en-us/p/any-RDGJK1013?color=summit-red&size=M');
    await page
      .getByRole('button', { name: /^Buy the whole set: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Buy the whole set' });
    await expect.poll(() => dialog.getByRole('radiogroup', { name: /^Size/ }).count()).toBe(4);
    await dialog.getByRole('button', { name: 'Add all to cart' }).click();
    await dialog.getByText('3 pieces need your attention before the set can be added.').waitFor();
    const piece = (name: string) => dialog.getByRole('region', { name });
    const size = (name: string, label: string) =>
      piece(name).getByRole('radiogroup', { name: /^Size/ }).getByText(label, { exact: true });
    await size("Men's Talus Fleece Pullover", 'M').click();
    await size("Men's Col Hiking Pants", 'L').click();
    await size("Men's Tarn Hiking Boot", 'US 9').click();
    await dialog.getByRole('button', { name: 'Add all to cart' }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await miniCart.getByText('4 items', { exact: true }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });
});
