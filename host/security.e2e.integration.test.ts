/**
 * Issue 44 in Chromium: pages run under their Content-Security-Policy with no violation
 * (every end-to-end test fails on one: test/shopperBrowser.ts), a script the page's nonce did
 * not name does not run, and no other site can frame the store's pages.
 */
import { describe, expect, it } from 'vitest';
import {
  base,
  failuresOf,
  open,
  setupStore,
  shopper,
  takeViolations,
} from './test/shopperBrowser.ts';

setupStore();

describe('the Content-Security-Policy in the browser', () => {
  it('runs a cached page’s scripts with a new nonce each time, and nothing they did not name', async () => {
    const page = await shopper();
    const nonces = new Set<string>();
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await open(page, '/en-us/c/jackets-1100');
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '');
      // open() waited for hydration: the page's own scripts ran.
    }
    expect(nonces.size).toBe(2);
    expect(failuresOf(page)).toEqual([]);

    // Markup slipped into the page runs no script (its handlers are not the nonce's).
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="window.injected = true">',
      );
    });
    await expect
      .poll(() => failuresOf(page).some((failure) => /script-src-attr/.test(failure)))
      .toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect(takeViolations().some((violation) => /script-src-attr/.test(violation))).toBe(true);
    failuresOf(page).length = 0;
  });

  it('lets no other site frame the checkout', async () => {
    const page = await shopper();
    // A page of no origin of the store's, framing its checkout.
    await page.setContent(`<iframe src="${base}/en-us/checkout" title="checkout"></iframe>`);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    await expect
      .poll(() => failuresOf(page).some((failure) => /frame-ancestors/.test(failure)))
      .toBe(true);
    expect(framed?.url() ?? '').not.toContain('/en-us/checkout');
    takeViolations();
    failuresOf(page).length = 0;
  });
});
