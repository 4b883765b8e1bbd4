/**
 * End to end, Account › Payment methods (host/test/shopperBrowser.ts: the production store
 * on a fresh copy of the seeded database, Debian's Chromium): a visitor is sent to sign in
 * and back; the demo member adds a card (its number and security code stay in the
 * browser, the service gets the sandbox card fields' token), makes it the main card and
 * removes it again; she saves a demo gift card, sees its balance (again after a reload,
 * and refused as "already saved" a second time) and removes it.
 */
import type { Locator } from 'playwright-core';
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

const paymentInstruments = '/api/consumers-v3/consumer/payment_instruments';

describe('payment methods in a browser', () => {
  it('a member adds a card with a billing address, makes it the main card and removes it', async () => {
    const page = await shopper();
    // Signed out, the page sends the visitor to sign in and back.
    await open(page, '/en-us/account/payment-methods');
    await page.waitForURL(/\/en-us\/sign-in\?returnTo=/);
    await signInAsDemoMember(page.getByRole('region', { name: 'Sign in' }));
    await page.waitForURL(/\/en-us\/account\/payment-methods$/);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Payment methods' }).waitFor();
    const list = main.getByRole('list', { name: 'Saved cards' });
    const cards = list.getByRole('listitem');
    // The demo member's Visa of the seed.
    await cards.first().getByText('Expires 09/31').waitFor();
    expect(await cards.count()).toBe(1);
    await cards.first().getByText('Main', { exact: true }).waitFor();

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === paymentInstruments) {
        saves.push(request.postData() ?? '');
      }
    });
    await main.getByRole('button', { name: 'Add a card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByRole('textbox', { name: /^Name on card/ }).fill('Maya Alvarez');
    await dialog.getByRole('textbox', { name: /^Card number/ }).fill('4111 1111 1111 1111');
    await choose(dialog, /Expiry month/, '12');
    await choose(dialog, /Expiry year/, '2033');
    await dialog.getByRole('textbox', { name: /^Security code/ }).fill('737');
    const billing = dialog.getByRole('radio', {
      name: 'Maya Alvarez, 2150 Larimer St, Denver, CO 80205, United States',
    });
    expect(await billing.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Card saved').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const added = cards.filter({ hasText: 'Expires 12/33' });
    await added.waitFor();
    expect(await cards.count()).toBe(2);
    await added
      .getByText('Maya Alvarez, 2150 Larimer St, Denver, CO 80205, United States')
      .waitFor();
    expect(await added.getByText('Main', { exact: true }).count()).toBe(0);
    // What reached the service: the card fields' token, never the number or the code.
    expect(saves).toHaveLength(1);
    const sent = JSON.parse(saves[0] ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({
      type: 'CREDIT_CARD',
      cardType: 'VISA',
      lastFour: '1111',
      expirationMonth: 12,
      expirationYear: 2033,
      main: false,
    });
    expect(sent.paymentToken).toMatch(/^sbx_ok_[0-9a-f]{32}$/);
    expect(saves[0]).not.toContain('4111111111111111');
    expect(saves[0]).not.toContain('737');

    // The main card: the new one, listed first; the service says so too.
    await added.getByRole('button', { name: 'Set as main: Visa ending in 1111' }).click();
    await page.getByText('Visa ending in 1111 is now your main card').waitFor();
    await expect.poll(() => cards.first().textContent()).toMatch(/Main.*Expires 12\/33/s);
    const stored = await page.request.get(`${base}${paymentInstruments}?locale=en-us`);
    const { paymentInstruments: held } = (await stored.json()) as {
      paymentInstruments: { main: boolean; card: { expirationYear: number } }[];
    };
    expect(held.map((card) => [card.main, card.card.expirationYear])).toEqual([
      [true, 2033],
      [false, 2031],
    ]);

    // Removed after confirming: the seed's Visa is the main card again.
    await added.getByRole('button', { name: 'Remove Visa ending in 1111' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await page.getByText('Card removed').waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await cards.first().getByText('Expires 09/31').waitFor();
    await cards.first().getByText('Main', { exact: true }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('a member saves a demo gift card, sees its balance after a reload, and removes it', async () => {
    const page = await shopper();
    await open(page, '/en-us/account/payment-methods');
    await page.waitForURL(/\/en-us\/sign-in\?returnTo=/);
    await signInAsDemoMember(page.getByRole('region', { name: 'Sign in' }));
    await page.waitForURL(/\/en-us\/account\/payment-methods$/);
    const section = page.getByRole('main').getByRole('region', { name: 'Gift cards' });
    await section.getByRole('heading', { level: 3, name: 'No saved gift cards' }).waitFor();

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === paymentInstruments) {
        saves.push(request.postData() ?? '');
      }
    });
    /** Types the seeded demo card (demo/checkout: $50.00, PIN 1234) into the add dialog. */
    const addDemoGiftCard = async () => {
      await section.getByRole('button', { name: 'Add a gift card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a gift card' });
      await dialog.getByRole('textbox', { name: /^Gift card number/ }).fill('6006 4910 0000 0001');
      await dialog.getByRole('textbox', { name: /^PIN/ }).fill('1234');
      await dialog.getByRole('button', { name: 'Save gift card' }).click();
      return dialog;
    };
    const dialog = await addDemoGiftCard();
    await page.getByText('Gift card saved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const giftCards = section.getByRole('list', { name: 'Saved gift cards' }).getByRole('listitem');
    const saved = giftCards.filter({ hasText: 'Gift card •••• 0001' });
    await saved.getByText('$50.00', { exact: true }).waitFor();
    expect(await giftCards.count()).toBe(1);
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0] ?? '{}')).toMatchObject({
      type: 'GIFT_CARD',
      giftCard: { number: '6006491000000001', pin: '1234' },
    });
    // The service lists it after the cards, with its balance and never its number.
    const stored = await page.request.get(`${base}${paymentInstruments}?locale=en-us`);
    const listed = await stored.text();
    expect(listed).not.toContain('6006491000000001');
    const { paymentInstruments: held } = JSON.parse(listed) as {
      paymentInstruments: { type: string; giftCard?: { lastFour: string; balance: number } }[];
    };
    expect(held.map((instrument) => instrument.type)).toEqual(['CREDIT_CARD', 'GIFT_CARD']);
    expect(held[1]?.giftCard).toMatchObject({ lastFour: '0001', balance: 50, state: 'usable' });

    // Kept by the service: there after a reload, and refused when saved again.
    await page.reload();
    await saved.getByText('$50.00', { exact: true }).waitFor();
    expect(await giftCards.count()).toBe(1);
    const again = await addDemoGiftCard();
    await again.getByText('This gift card is already saved to your account.').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // Removed after confirming: the section is empty again.
    await saved.getByRole('button', { name: 'Remove gift card ending in 0001' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this gift card?' });
    await confirm.getByRole('button', { name: 'Remove gift card' }).click();
    await page.getByText('Gift card removed').waitFor();
    await section.getByRole('heading', { level: 3, name: 'No saved gift cards' }).waitFor();
    expect(await giftCards.count()).toBe(0);
    expect(failuresOf(page)).toEqual([]);
  });
});

/** Picks `option` of the select whose name matches `name`. */
async function choose(scope: Locator, name: RegExp, option: string) {
  await scope.getByRole('button', { name }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}
