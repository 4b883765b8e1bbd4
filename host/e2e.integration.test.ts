/**
 * End to end, as a shopper browsing (host/test/shopperBrowser.ts: the production store on a
 * fresh database, Debian's Chromium): home, menus, categories, search, the way to a product,
 * 404, no JavaScript. Each area has its own file and store: what a product page does
 * (product.e2e…), the cart and favorites (lists.e2e…), signing in (account.e2e…), checkout
 * (checkout.e2e…).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, failuresOf, open, setupStore, shopper } from './test/shopperBrowser.ts';

setupStore();

/** flows:languagePreference.title */
const LANGUAGE_TITLE = 'Language';

/** The product count the listing announces ("16 products"). */
async function countOf(page: Page): Promise<number> {
  const text = (await page.locator('#listing-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

describe('the store in a browser', () => {
  it('home → mega menu → category → facet and sort in the URL → back → product', async () => {
    const page = await shopper();
    await open(page, '/');
    expect(page.url()).toBe(`${base}/en-us`);
    await page.getByRole('button', { name: 'Men', exact: true }).click();
    await page.getByRole('link', { name: 'Jackets', exact: true }).first().click();
    await page.waitForURL(/\/en-us\/c\/jackets-1100$/, { waitUntil: 'commit' });
    await expect.poll(() => page.title()).toMatch(/Jackets/);
    const all = await countOf(page);
    expect(all).toBeGreaterThan(1);

    // The shopper presses the swatch (its label): the box itself is hidden in it.
    await page.locator('label', { has: page.getByRole('checkbox', { name: /^Green/ }) }).click();
    await page.waitForURL(/color=green/, { waitUntil: 'commit' });
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    const green = await countOf(page);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL(/sort=price-asc/, { waitUntil: 'commit' });
    expect(page.url()).toContain('color=green');
    await expect.poll(() => page.locator('[role="list"] li').count()).toBe(green);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='), { waitUntil: 'commit' });
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('relevance');
    await page.goBack();
    await page.waitForURL(/jackets-1100$/, { waitUntil: 'commit' });
    await expect.poll(() => countOf(page)).toBe(all);

    const first = page.locator('[role="list"] li a[href*="/en-us/p/"]').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`${base}${href}`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();

    // A size in stock, add to cart: the header counts it, the page says so.
    const sizes = page.getByRole('radiogroup', { name: /Size/ });
    await sizes
      .locator('label')
      .filter({ hasNot: page.locator('input:disabled') })
      .first()
      .click();
    await page.waitForURL(/size=/, { waitUntil: 'commit' });
    const name = (await page.locator('h1').first().textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart.').waitFor();
    await expect
      .poll(() => page.getByTestId('cart-link').getAttribute('aria-label'))
      .toBe('Cart, 1 item');
    // The mini cart opens on the line: its name, the count, the subtotal, the ways on.
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await miniCart.waitFor();
    await miniCart.getByText('1 item', { exact: true }).waitFor();
    const line = miniCart.getByRole('listitem').filter({ hasText: name });
    await line.getByText('Just added').waitFor();
    expect(await miniCart.getByText('Subtotal').isVisible()).toBe(true);
    expect(await miniCart.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/en-us/cart',
    );
    await page.keyboard.press('Escape');
    await miniCart.waitFor({ state: 'detached' });
    // The cart is the session's: a new page load counts it again.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await expect
      .poll(() => page.getByTestId('cart-link').getAttribute('aria-label'))
      .toBe('Cart, 1 item');
    expect(failuresOf(page)).toEqual([]);
  });

  it('works at 390 px: the menu opens as a panel, leads to a category, a product and the mini cart', async () => {
    const page = await shopper(390);
    await open(page, '/en-us');
    // The menu waits for the shopper to hydrate (its server HTML shows); the press that
    // begins on that HTML still opens it.
    const menu = page.locator('header [data-hydration]').first();
    expect(await menu.getAttribute('data-hydration')).toBe('pending');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Men', exact: true }).click();
    await page.getByRole('button', { name: 'Jackets', exact: true }).click();
    await page
      .getByRole('link', { name: /Rain jackets/ })
      .first()
      .click();
    await page.waitForURL(/\/en-us\/c\/rain-jackets-110010/, { waitUntil: 'commit' });
    expect(await countOf(page)).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);

    // On to a product, a size, add: the mini cart is a panel over the page.
    const first = page.locator('[role="list"] li a[href*="/en-us/p/"]').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`${base}${href}`, { waitUntil: 'commit' });
    await page
      .getByRole('radiogroup', { name: /Size/ })
      .locator('label')
      .filter({ hasNot: page.locator('input:disabled') })
      .first()
      .click();
    await page.waitForURL(/size=/, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await miniCart.getByText('1 item', { exact: true }).waitFor();
    const box = await miniCart.boundingBox();
    // Within the viewport (sub-pixel rounding of the panel's slide aside) and full height.
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(box?.height).toBeGreaterThan(600);
    await miniCart.getByRole('button', { name: 'Close' }).click();
    await miniCart.waitFor({ state: 'detached' });
    // From the header too, by keyboard (focus brings the hidden sticky header back).
    await page.getByTestId('cart-link').focus();
    await page.keyboard.press('Enter');
    await miniCart.getByText('1 item', { exact: true }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('searches with autosuggest by keyboard alone', async () => {
    const page = await shopper();
    await open(page, '/en-us');
    // Skip link, brand home link, then the search field.
    for (let tab = 0; tab < 3; tab++) await page.keyboard.press('Tab');
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect
      .poll(() => box.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.type('jack');
    await page.getByRole('option', { name: 'rain jackets' }).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en-us\/search\?q=/, { waitUntil: 'commit' });
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toMatch(/Search results for “.*jackets”/);
    expect(await countOf(page)).toBeGreaterThan(0);
  });

  it('offers the site of the visitor’s country once, and changes the language from the footer', async () => {
    const page = await shopper(1280, true, 'de-DE');
    await open(page, '/en-us/c/jackets-1100');
    const dialog = page.getByRole('dialog', { name: 'Shopping from another country?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Go to the Germany site' }).click();
    // The German site's own slug for the same category.
    await page.waitForURL(/\/de-de\/c\/[a-z-]+-1100$/, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Jacken');

    const canadian = await shopper();
    await open(canadian, '/en-ca/c/jackets-1100');
    // An en-US browser on the Canada site is offered the US one: it stays.
    const location = canadian.getByRole('dialog', { name: 'Shopping from another country?' });
    await location.getByRole('button', { name: 'Stay on the Canada site (English)' }).click();
    await location.waitFor({ state: 'detached' });
    await canadian.getByRole('button', { name: /^Language: / }).click();
    const choice = canadian.getByRole('dialog', { name: LANGUAGE_TITLE });
    await choice.getByText(/français/i).click();
    await choice.getByRole('button', { name: /save|enregistrer/i }).click();
    await canadian.waitForURL(/\/fr-ca\/c\/vestes-1100$/, { waitUntil: 'commit' });
    // `/` now goes to the chosen site.
    await canadian.goto(`${base}/`);
    expect(canadian.url()).toBe(`${base}/fr-ca`);

    // On an EMEA site, on a phone, the consent banner comes first: the question waits for
    // its answer (a modal dialog would leave the banner inert, and the banner hid it).
    const british = await shopper(390, true, 'en-US');
    await open(british, '/en-gb');
    const banner = british.getByRole('region', { name: 'Your privacy choices' });
    await banner.waitFor();
    await british.waitForLoadState('networkidle');
    const question = british.getByRole('dialog', { name: 'Shopping from another country?' });
    expect(await question.count()).toBe(0);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await question.getByRole('button', { name: 'Stay on the United Kingdom site' }).click();
    await question.waitFor({ state: 'detached' });
    expect(failuresOf(british)).toEqual([]);
    // A one-language site has no language choice, but every footer has the country's: the
    // same page on the chosen site, which `/` then leads to. The move is a client navigation:
    // nothing of the first site's server HTML is hydrated with the second's words (#418).
    await open(british, '/en-gb/c/jackets-1100');
    await british.getByRole('button', { name: 'Country: United Kingdom' }).click();
    const countries = british.getByRole('dialog', { name: 'Choose your country' });
    // Its code comes on the first press.
    await countries.getByRole('link').first().waitFor();
    expect(await countries.getByRole('link').count()).toBe(6);
    await countries.getByRole('link', { name: 'Deutschland (Deutsch)' }).click();
    await british.waitForURL(/\/de-de\/c\/[a-z-]+-1100$/, { waitUntil: 'commit' });
    await expect.poll(() => british.locator('h1').first().textContent()).toBe('Jacken');
    // The German filters and cards (in view, so hydrated at once), with no error on the way.
    await british.waitForLoadState('networkidle');
    expect(failuresOf(british)).toEqual([]);
    await british.goto(`${base}/`);
    expect(british.url()).toBe(`${base}/de-de`);
  });

  it('gives a first visit its guest session in one call, with no failed request', async () => {
    const page = await shopper();
    const tokenCalls: string[] = [];
    const refused: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/')) return;
      if (url.pathname.endsWith('/auth/token')) tokenCalls.push(String(response.status()));
      if (response.status() >= 400) refused.push(`${response.status()} ${url.pathname}`);
    });
    await open(page, '/en-us');
    await expect.poll(() => tokenCalls).toEqual(['200']);
    // A second page refreshes that guest session: still one call, still no refusal.
    await open(page, '/en-us/c/jackets-1100');
    await expect.poll(() => tokenCalls).toEqual(['200', '200']);
    expect(refused).toEqual([]);
  });

  it('answers an unknown product with the 404 page, a way home and search', async () => {
    const page = await shopper();
    const response = await open(page, '/en-us/p/no-such-thing-ZZZZZZZZ9');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('We can’t find that page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${base}/en-us`, { waitUntil: 'commit' });
  });

  it('keeps every section of the server’s page in place through hydration: nothing moves', async () => {
    const page = await shopper(412);
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { cairnShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/en-us', '/en-us/c/jackets-1100']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      // A section waiting for its trigger (a visit, a tap) still shows its server HTML.
      const blank = await page.$$eval('[data-hydration="pending"]:not([data-empty])', (frames) =>
        frames
          .filter((frame) => getComputedStyle(frame).display !== 'none')
          .filter((frame) => frame.getBoundingClientRect().height === 0)
          .map((frame) => frame.getAttribute('data-section-id')),
      );
      expect(blank, path).toEqual([]);
      const shifted = await page.evaluate(
        () => (window as unknown as { cairnShifts: { total: number } }).cairnShifts.total,
      );
      expect(shifted, path).toBeLessThan(0.05);
    }
  });

  it('hydrates without restyling the whole page: the document root and the head stay as served', async () => {
    // Each of these, done by a script after the first paint, makes the browser restyle and
    // lay out every element again (some 60 ms of a phone's main thread each): a write to
    // <html>'s lang or style (the sticky header's height), a stylesheet added to the head.
    for (const width of [412, 1280]) {
      const page = await shopper(width);
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cairnRootWrites: seen });
        // What the parser inserts is the served page: only what scripts change counts, from
        // the end of parsing (before any deferred or module script runs).
        let parsing = true;
        const observer = new MutationObserver((records) => {
          if (parsing) return;
          for (const record of records) {
            if (record.type === 'attributes' && record.target === document.documentElement) {
              seen.push(`html[${record.attributeName}]`);
            }
            if (record.target !== document.head) continue;
            for (const node of record.addedNodes) {
              // Stylesheets only: scripts fetched on demand add module preloads.
              const sheet =
                node instanceof HTMLStyleElement ||
                (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
              if (sheet) {
                seen.push(
                  `head <${node.nodeName.toLowerCase()} ${node.id || node.getAttribute('href')}>`,
                );
              }
            }
          }
        });
        observer.observe(document, {
          attributes: true,
          childList: true,
          subtree: true,
          attributeFilter: ['lang', 'style', 'class', 'dir'],
        });
        document.addEventListener('readystatechange', () => {
          if (!parsing) return;
          observer.takeRecords();
          parsing = false;
        });
      });
      for (const path of [
        '/en-us/p/men-s-glissade-rain-jacket-RDGJK1005',
        '/en-us/c/jackets-1100',
      ]) {
        await open(page, path);
        await page.waitForLoadState('networkidle');
        const writes = await page.evaluate(
          () => (window as unknown as { cairnRootWrites: string[] }).cairnRootWrites,
        );
        expect(writes, `${path} at ${width} px`).toEqual([]);
        // react-aria's press rule came with the page, so it added no second one.
        expect(await page.locator('style#react-aria-pressable-style').count()).toBe(1);
        // The sticky header's height is the stylesheet's value at rest: nothing was written.
        expect(
          await page.evaluate(() => document.documentElement.getAttribute('style')),
        ).toBeNull();
      }
      await page.context().close();
    }
  });

  it('lists products and applies facets with JavaScript disabled', async () => {
    const page = await shopper(1280, false);
    await page.goto(`${base}/en-us/c/jackets-1100`);
    const cards = page.locator('[role="list"] li a[href*="/en-us/p/"]');
    expect(await cards.count()).toBeGreaterThan(1);
    const all = await countOf(page);
    // Without script the facets are a form: ticked, then applied.
    await page.locator('label', { has: page.getByRole('checkbox', { name: /^Green/ }) }).click();
    await page.locator('#listing-filters').getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/color=green/, { waitUntil: 'commit' });
    expect(await countOf(page)).toBeLessThan(all);
    // A chip takes it away again.
    await page.getByRole('link', { name: 'Remove filter: Green' }).click();
    await page.waitForURL(/jackets-1100$/, { waitUntil: 'commit' });
    expect(await countOf(page)).toBe(all);
    await page.goto(`${base}/en-us/search?q=jacket`);
    expect(await cards.count()).toBeGreaterThan(0);
  });
});
