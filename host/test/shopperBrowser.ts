/**
 * End to end, as a shopper: the production server started as `npm start` starts it
 * (host/main.ts on the build, on a copy of the run's freshly seeded database), driven in Debian's
 * Chromium by playwright-core. Each test file that calls `setupStore` has its own store,
 * database and browser, so the files run side by side.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { freePort } from '../../scripts/ports.mjs';
// @ts-expect-error: plain ESM script without types
import { chromiumPath, ensureStorefrontBuild } from '../../scripts/setup.mjs';
import { storeEnv } from './globalSetup.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The store's origin, set when `setupStore` has started it. */
export let base = '';
let server: ChildProcess;
let browser: Browser;
let dataDir: string;
let output = '';

/** Start the store and a browser before the file's tests; stop them after. */
export function setupStore() {
  beforeAll(async () => {
    ensureStorefrontBuild();
    const port = await freePort();
    base = `http://localhost:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-'));
    // The run's seeded database (globalSetup.ts), copied: the store starts as on a second
    // `npm start`, without seeding its own.
    const seeded = inject('cairnStoreData');
    if (seeded) cpSync(seeded, dataDir, { recursive: true });
    server = spawn(process.execPath, ['host/main.ts'], {
      cwd: root,
      env: storeEnv({ PORT: String(port), PGLITE_DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the store exited:\n${output}`);
      try {
        if ((await fetch(`${base}/en-us`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 90_000) throw new Error(`the store did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    browser = await chromium.launch({
      executablePath: chromiumPath as string,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  }, 180_000);

  // A Content-Security-Policy violation on any page fails the test that met it, whether or
  // not the test reads `failuresOf` (issue 44).
  afterEach(() => {
    const met = takeViolations();
    if (met.length) throw new Error(`Content-Security-Policy violations:\n${met.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
    await stopStore();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
}

/** CSP violations the pages met since the last test ended. */
const violations: string[] = [];

/** The CSP violations met since the last test (or call) and forgets them: a test that means to meet one. */
export function takeViolations(): string[] {
  return violations.splice(0);
}

const REPORT_BINDING = '__cairnCspViolation';

/**
 * In every document and frame, before its first script: each `securitypolicyviolation` the
 * browser fires is reported back (the directive, what was blocked, where).
 */
function reportViolations(binding: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[binding];
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where} on ${event.documentURI}` +
        (event.sample ? ` (${event.sample})` : ''),
    );
  });
}

/**
 * Stop the store now (SIGTERM: it flushes what it holds, e.g. experiment events), so a
 * test can open its database (`storeDataDir()`) afterwards; the file's last test only.
 */
export async function stopStore() {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

/** The PGlite data directory of the store (open it only after `stopStore()`). */
export const storeDataDir = () => dataDir;

export async function shopper(
  width = 1280,
  javaScriptEnabled = true,
  locale = 'en-US',
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled,
    locale,
  });
  // A pop-up expands over the page after two seconds: other tests drive pages without it
  // (the fetch fails, so none shows); the pop-up test lets it through (`withPopUps`).
  await context.route(popUpsRoute, (route) => route.abort());
  // Pictures are drawn and encoded on first request (seconds of CPU each for a hero on a
  // fresh store): these tests check what a shopper does, not pictures (the image route has
  // its own tests), so the browser asks for none and the two cores stay with the pages.
  await context.route(imagesRoute, (route) => route.abort());
  const failures: string[] = [];
  const violation = (text: string) => {
    failures.push(`CSP: ${text}`);
    violations.push(text);
  };
  // Every Content-Security-Policy violation is a failure: the event, and the console's
  // "Refused to …" for what fires none (a frame refused by its frame-ancestors).
  await context.exposeBinding(REPORT_BINDING, (_source, text: string) => violation(text));
  await context.addInitScript(reportViolations, REPORT_BINDING);
  const page = await context.newPage();
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violation(message.text());
  });
  (page as Page & { failures: string[] }).failures = failures;
  return page;
}

/** Let this page load the pictures under `glob` (shopper() asks for none). */
export async function withPictures(page: Page, glob: string): Promise<Page> {
  // The newest route wins: this one lets through what the image route's abort would stop.
  await page.context().route(glob, (route) => route.continue());
  return page;
}

/** The image route (`/api/images/upload/…`). */
const imagesRoute = '**/api/images/**';

/** The site's pop-ups, as the store hands them over (`GET /fapi/components/popups`). */
const popUpsRoute = (url: URL) => url.pathname === '/fapi/components/popups';

/** Let the store's pop-ups show on this page (shopper() keeps them away). */
export async function withPopUps(page: Page): Promise<Page> {
  await page.context().unroute(popUpsRoute);
  return page;
}

/** Open a page and wait until React has hydrated it (its controls answer from then on). */
export async function open(page: Page, pathname: string) {
  const response = await page.goto(`${base}${pathname}`);
  await page.waitForSelector('html[data-hydrated]');
  return response;
}

export const failuresOf = (page: Page) => (page as Page & { failures: string[] }).failures;

/** From a product's page, one unit of `size` into the cart, until the mini cart says so. */
export async function addToCartFrom(page: Page, productId: string, size: string) {
  await open(page, `/en-us/p/any-${productId}`);
  await page.getByRole('radiogroup', { name: /Size/ }).getByText(size, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
}

/**
 * In the sign-in flow (the header's dialog, the sign-in page), the seeded demo member signs
 * in: the email at the lookup step, Continue, then the password at the sign-in step the
 * lookup leads to. `{ lookup: false }`: a sign-in form asking both at once (the event
 * sign-up's toggle).
 */
export async function signInAsDemoMember(form: Locator, { lookup = true } = {}) {
  const email = 'maya.alvarez@example.com';
  await form.getByLabel('Email').fill(email);
  if (lookup) {
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText(`Signing in as ${email}`).waitFor();
  }
  await form
    .getByLabel(/^Password/)
    .first()
    .fill('Cairn-Demo-2026');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The checkout's shipping step, for a Colorado address. */
export async function fillShipping(page: Page) {
  const field = (name: string) =>
    page.getByRole('main').getByRole('textbox', { name, exact: true });
  await field('First name').fill('Ada');
  await field('Last name').fill('Lovelace');
  await field('Address').fill('12 Pine Street');
  await field('City').fill('Denver');
  await page.getByRole('button', { name: /State or province/ }).click();
  await page.getByRole('option', { name: 'Colorado' }).click();
  await field('Postal code').fill('80202');
  await field('Email').fill('ada@example.com');
  await field('Phone').fill('303 555 0100');
}

/** The card fields of the payment step. */
export async function payByCard(page: Page, number: string) {
  const field = (name: string) =>
    page.getByRole('main').getByRole('textbox', { name, exact: true });
  await field('Card number').fill(number);
  await field('Expiry date').fill('12/31');
  await field('Security code').fill('737');
  await field('Name on card').fill('Ada Lovelace');
}

/**
 * A guest's checkout from the cart to the review step: the shipping address of
 * `fillShipping`, then the card `number` (its outcome is the sandbox's: 4111 … authorizes,
 * 4000 … 0002 is declined, 4000 … 3220 asks for 3-D Secure).
 */
export async function toReviewAsGuest(page: Page, number: string) {
  await open(page, '/en-us/checkout');
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Billing address' }).waitFor();
  await payByCard(page, number);
  await page.getByRole('button', { name: 'Review your order' }).click();
  await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
}

/** The accessible name of the focused element (its label, aria-label or text). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const input = element as HTMLInputElement;
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return (
      element.getAttribute('aria-label') ||
      input.labels?.[0]?.textContent ||
      labelledBy ||
      element.textContent ||
      ''
    ).trim();
  });
}

/** Press Tab until the focused control's name matches (keyboard alone, as a shopper would). */
export async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}; last: ${await focusedName(page)}`);
}
