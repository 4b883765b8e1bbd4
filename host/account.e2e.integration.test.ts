/**
 * End to end, as a shopper signing up, out and in (host/test/shopperBrowser.ts: the
 * production store on a fresh database, Debian's Chromium): the guest's cart kept across
 * them, the header's sign-in dialog and its confirmation.
 */
import { describe, expect, it } from 'vitest';
import {
  base,
  failuresOf,
  open,
  setupStore,
  shopper,
  signInAsDemoMember,
} from './test/shopperBrowser.ts';

setupStore();

describe('signing in, in a browser', () => {
  it('a guest signs up with a cart, signs out (account goes home), and signs in again to the same cart', async () => {
    const page = await shopper();
    await open(page, '/en-us/p/any-RDGJK1010');
    await page.getByRole('radiogroup', { name: /Size/ }).getByText('M', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    const cartLink = page.getByTestId('cart-link');
    await expect.poll(() => cartLink.getAttribute('aria-label')).toBe('Cart, 1 item');

    const email = `e2e-${Date.now()}@example.com`;
    const password = 'Trail2026ok';
    await open(page, '/en-us/sign-up');
    // The form of the page (the footer has a newsletter email too).
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /^First name/ }).fill('Robin');
    await main.getByRole('textbox', { name: /^Last name/ }).fill('Hale');
    await main.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(password);
    const postal = main.getByRole('textbox', { name: /^Postal code/ });
    if (await postal.count()) await postal.fill('80302');
    for (const box of await page
      .getByRole('checkbox', { name: /terms of use|privacy policy/ })
      .all()) {
      await box.check({ force: true });
    }
    await main.getByRole('button', { name: 'Create account' }).click();
    // The interests the site collects (spec §4), skipped; the welcome, then (closed) the
    // new account.
    const interests = page.getByRole('dialog', { name: 'Your interests' });
    await interests.getByRole('button', { name: 'Skip' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome, Robin' });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL(/\/en-us\/account$/);
    await page.getByRole('heading', { level: 1, name: 'Hello, Robin' }).waitFor();
    await expect.poll(() => cartLink.getAttribute('aria-label')).toBe('Cart, 1 item');
    // The server's HTML already greets the member (no guest header first), and is theirs.
    const own = await page.request.get(`${base}/en-us/c/jackets-1100`);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(await own.text()).toContain('>Robin</span>');
    const anonymous = await fetch(`${base}/en-us/c/jackets-1100`);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(await anonymous.text()).not.toContain('Robin');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/en-us$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => cartLink.getAttribute('aria-label')).toBe('Cart, 0 items');
    // The account page sends a visitor to sign in and back.
    await open(page, '/en-us/account');
    await page.waitForURL(/\/en-us\/sign-in\?returnTo=/);
    // The lookup finds the new account: the sign-in step asks for its password alone.
    await main.getByRole('textbox', { name: /^Email/ }).fill(email);
    await main.getByRole('button', { name: 'Continue' }).click();
    await main.getByText(`Signing in as ${email}`).waitFor();
    expect(await main.getByRole('textbox', { name: /^Email/ }).count()).toBe(0);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Wrong-password-1');
    await main.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await page.locator('[data-error-banner]').waitFor();
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(password);
    await main.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await page.waitForURL(/\/en-us\/account$/);
    await expect.poll(() => cartLink.getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(failuresOf(page)).toEqual([]);
  });

  it('signs in from the header dialog with its confirmation, and shows the cart count', async () => {
    const page = await shopper();
    await open(page, '/en-us');
    await expect(page.getByTestId('cart-link').getAttribute('aria-label')).resolves.toBe(
      'Cart, 0 items',
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Email').isVisible()).resolves.toBe(true);
    // The service's lookup knows no account for a new email: the sign-up step, in the same
    // dialog, with the email filled in.
    const newcomer = `newcomer-${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(newcomer);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create an account' });
    await signUp.getByText(`There is no account for ${newcomer} yet. Create one below.`).waitFor();
    expect(await signUp.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe(newcomer);
    await page.keyboard.press('Escape');
    await signUp.waitFor({ state: 'detached' });
    // Signing in there: the confirmation, then the header greets the member.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor();
    // Opened again, the flow starts over at the lookup.
    expect(await dialog.getByLabel('Email').inputValue()).toBe('');
    await signInAsDemoMember(dialog);
    const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
    await confirmation.getByText("You're signed in as maya.alvarez@example.com.").waitFor();
    await confirmation.getByRole('button', { name: 'Continue' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Maya' }).waitFor();
    // The flow's submit event reached the data layer (no consent needed in the US).
    const submitted = await page.evaluate(() =>
      (window as unknown as { dataLayer?: { event: string; flow?: string }[] }).dataLayer?.some(
        (entry) => entry.event === 'flow.submit' && entry.flow === 'signIn',
      ),
    );
    expect(submitted).toBe(true);
    expect(failuresOf(page)).toEqual([]);
  });

  it('a newcomer joins from the header: the compact sign-up, interests, welcome, and the rest of the profile at the next sign-in', async () => {
    const page = await shopper();
    await open(page, '/en-us/c/jackets-1100');
    // Signed out, the footer offers text alerts (an SMS opt-in locale).
    await page.getByRole('contentinfo').getByRole('button', { name: 'Get text alerts' }).click();
    const texts = page.getByRole('dialog', { name: 'Text alerts' });
    await texts.getByRole('textbox', { name: /Mobile phone/ }).waitFor();
    await page.keyboard.press('Escape');
    await texts.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('heading', { name: 'Why create an account?' }).waitFor();
    // The join-loyalty button is a step of the same dialog: the loyalty sign-up.
    await dialog.getByRole('button', { name: 'Join the loyalty program' }).click();
    const loyalty = page.getByRole('dialog', { name: 'Join the loyalty program' });
    await loyalty.getByRole('checkbox', { name: /loyalty terms/ }).waitFor({ state: 'attached' });
    await loyalty.getByRole('link', { name: 'Sign in' }).click();
    const email = `compact-${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // The dialog's sign-up is the compact form: no phone or birth date asked.
    const signUp = page.getByRole('dialog', { name: 'Create an account' });
    await signUp.getByRole('textbox', { name: /^First name/ }).fill('Kit');
    expect(await signUp.getByRole('textbox', { name: /^Birth date|^Phone/ }).count()).toBe(0);
    await signUp.getByRole('textbox', { name: /^Last name/ }).fill('Larsen');
    await signUp
      .getByLabel(/^Password/)
      .first()
      .fill('Trail2026ok');
    await signUp.getByRole('textbox', { name: /^Postal code/ }).fill('80302');
    for (const box of await signUp.getByRole('checkbox', { name: /privacy policy/ }).all()) {
      await box.check({ force: true });
    }
    await signUp.getByRole('button', { name: 'Create account' }).click();
    // The sequels outlive the signed-out header: interests (spec §4 rule), then the welcome,
    // on the page the shopper was on.
    await page
      .getByRole('dialog', { name: 'Your interests' })
      .getByRole('button', { name: 'Skip' })
      .click();
    const welcome = page.getByRole('dialog', { name: 'Welcome, Kit' });
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    await welcome.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/en-us/c/jackets-1100');
    await page.getByRole('link', { name: 'Kit' }).waitFor();

    await open(page, '/en-us/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/en-us$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(`Signing in as ${email}`).waitFor();
    await dialog
      .getByLabel(/^Password/)
      .first()
      .fill('Trail2026ok');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Partially enrolled (spec §5): the complete-profile steps instead of the confirmation.
    const complete = page.getByRole('dialog', { name: 'Complete your profile' });
    await complete.waitFor();
    expect(await page.getByRole('dialog', { name: 'You are signed in' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await complete.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Kit' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('an associate logs in at /associate-login, serves with the bar on every page, and ends the session back there', async () => {
    const page = await shopper();
    await open(page, '/en-us/associate-login');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Associate login' }).waitFor();
    // A wrong password first: one message, the ids kept.
    await main.getByRole('textbox', { name: /^Store number/ }).fill('1001');
    await main.getByRole('textbox', { name: /^Employee ID/ }).fill('410001');
    await main.getByLabel(/^Password/).fill('Not-the-password1');
    await main.getByRole('button', { name: 'Sign in as associate' }).click();
    await main.getByText('The store number, employee ID or password is incorrect.').waitFor();
    await main.getByLabel(/^Password/).fill('Cairn-Demo-2026');
    await main.getByRole('button', { name: 'Sign in as associate' }).click();
    await page.waitForURL(/\/en-us$/);
    const bar = page.getByRole('region', { name: 'Associate mode' });
    await expect
      .poll(() => bar.textContent())
      .toMatch(/^Associate mode: .+, .+End associate session$/);
    // Associate mode is in the server's HTML (no guest header or hearts first), and such a
    // page is the associate's alone; a guest's same page has hearts and may be shared.
    const served = await page.request.get(`${base}/en-us/c/jackets-1100`);
    expect(served.headers()['cache-control']).toBe('private, no-store');
    const html = await served.text();
    expect(html).toMatch(/>Associate mode: [^<]+, [^<]+</);
    expect(html).not.toContain('aria-label="Favorite ');
    expect(html).not.toContain('>Sign in<');
    const guest = await (await fetch(`${base}/en-us/c/jackets-1100`)).text();
    expect(guest).toContain('aria-label="Favorite ');
    expect(guest).toContain('>Sign in<');
    await open(page, '/en-us/c/jackets-1100');
    await bar.waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    // Serving a customer: a line in the cart, 10 % off it for a price match (spec §7 price
    // adjustments), priced by the service.
    await open(page, '/en-us/p/any-RDGJK1010');
    await page.getByRole('radiogroup', { name: /Size/ }).getByText('M', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await open(page, '/en-us/cart');
    const total = async () =>
      Number(
        (
          await main
            .getByText('Estimated total')
            .locator('xpath=following-sibling::dd')
            .textContent()
        )?.replace(/[^\d.]/g, ''),
      );
    const before = await total();
    await main
      .getByRole('button', { name: /^Adjust price: / })
      .first()
      .click();
    const adjust = page.getByRole('dialog', { name: 'Adjust a line’s price' });
    await adjust.getByRole('textbox', { name: /^Percentage/ }).fill('10');
    await adjust.getByRole('button', { name: /Reason\s*\*?$/ }).click();
    await page.getByRole('option', { name: 'Price match' }).click();
    await adjust.getByRole('button', { name: 'Apply' }).click();
    const applied = main.getByText(/^Store price adjustment: −\$[\d.]+ \(Price match\)$/);
    await applied.waitFor();
    const off = Number((await applied.textContent())?.match(/−\$([\d.]+)/)?.[1]);
    expect(off).toBeGreaterThan(0);
    // The total the service priced is lower by the adjustment (and any order promotion's share).
    await expect.poll(total).toBeLessThan(before);
    // After a reload the session is still the associate's (the refresh grant names them),
    // and favorites are off while it lasts (spec §6).
    await open(page, '/en-us/favorites');
    await bar.waitFor();
    await page.getByText('Favorites are not available while an associate is connected.').waitFor();
    await bar.getByRole('button', { name: 'End associate session' }).click();
    await page.waitForURL(/\/en-us\/associate-login$/);
    await expect(bar.count()).resolves.toBe(0);
    expect(failuresOf(page)).toEqual([]);
  });

  it('a member saves a notification choice on the account page, and finds it there again', async () => {
    const page = await shopper();
    await open(page, '/en-us/sign-in');
    await signInAsDemoMember(page.getByRole('region', { name: 'Sign in' }));
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await open(page, '/en-us/account');
    const section = page.getByRole('region', { name: 'Notifications' });
    // The demo member has a phone: text messages may be switched on.
    const box = section.getByRole('checkbox', { name: 'Price drops by text message' });
    await box.waitFor({ state: 'attached' });
    expect(await box.isChecked()).toBe(false);
    await box.check({ force: true });
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your notification choices are saved.').waitFor();
    // A new page reads the choice back from the service.
    await open(page, '/en-us/account');
    await box.waitFor({ state: 'attached' });
    expect(await box.isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: 'Price drops by email' }).isChecked()).toBe(
      false,
    );
    expect(failuresOf(page)).toEqual([]);
  });
  it('an email typed on the sign-in page before its script has run is still there, and in the form, once it has', async () => {
    const page = await shopper();
    // The page's entry script held back until the shopper has typed (a slow phone).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/en-us/sign-in`, { waitUntil: 'commit' });
    const form = page.getByRole('main');
    const email = form.getByRole('textbox', { name: /^Email/ });
    await email.fill('maya.alvarez@example.com');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => email.inputValue()).toBe('maya.alvarez@example.com');
    // The form has it: Continue looks it up, and the sign-in step is about it; signing in
    // without a password asks for the password alone.
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText('Signing in as maya.alvarez@example.com').waitFor();
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => form.getByLabel(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(failuresOf(page)).toEqual([]);
  });
});
