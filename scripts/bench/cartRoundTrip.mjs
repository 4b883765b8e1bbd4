// The cart update round trip of bench:web, as a shopper feels it: the cart page in Chromium
// (no throttling), a press on + (then −, alternately), the time until the page shows the new
// item count.
import { chromium } from 'playwright-core';
import { browserCookies } from './shopper.mjs';

/**
 * Milliseconds from each press to the new count on the page, `presses` presses, for the
 * guest of `jar` (a cart of at least one line) on the store at `base`.
 */
export async function cartRoundTrips(base, jar, { chrome, chromeFlags, locale, presses }) {
  const browser = await chromium.launch({ executablePath: chrome, args: chromeFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(browserCookies(base, jar));
    const page = await context.newPage();
    await page.goto(`${base}/${locale}/cart`);
    await page.waitForSelector('html[data-hydrated]');
    const line = page.getByRole('list', { name: 'Your cart' }).getByRole('listitem').first();
    await line.waitFor();
    const times = [];
    for (let press = 0; press < presses; press += 1) {
      const up = press % 2 === 0;
      times.push(
        await page.evaluate(async (increase) => {
          const status = [...document.querySelectorAll('[role="status"]')].find((node) =>
            /^\d+ items?$/.test(node.textContent ?? ''),
          );
          const before = status?.textContent;
          const button = document.querySelector(
            `[aria-label="${increase ? 'Increase' : 'Decrease'}"]`,
          );
          const started = performance.now();
          button.click();
          await new Promise((resolve) => {
            const check = () =>
              status?.textContent !== before ? resolve() : requestAnimationFrame(check);
            check();
          });
          return performance.now() - started;
        }, up),
      );
    }
    return times;
  } finally {
    await browser.close();
  }
}
