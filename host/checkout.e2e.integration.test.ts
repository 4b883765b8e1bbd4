/**
 * End to end, as a shopper buying (spec §4 checkout): guest and member, card, 3-D Secure,
 * promo code, gift card, pickup and home delivery, by keyboard alone at 390 px; on its
 * own store and browser (host/test/shopperBrowser.ts), beside host/e2e.integration.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  addToCartFrom,
  failuresOf,
  open,
  payByCard,
  setupStore,
  shopper,
  signInAsDemoMember,
  tabTo,
  toReviewAsGuest,
} from './test/shopperBrowser.ts';

setupStore();

describe('checkout in a browser', () => {
  it('checkout: a guest pays by card to the confirmation, with a promo code; a declined card keeps the cart and the address', async () => {
    const page = await shopper();
    await addToCartFrom(page, 'RDGJK1006', 'S');
    await toReviewAsGuest(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Place order/ }).click();
    // Declined: back to payment, the reason said, the cart and the address kept.
    await page.getByText(/payment could not be processed/).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('billing');
    await page.getByRole('checkbox', { name: 'Same as the shipping address' }).waitFor();

    await page.getByRole('button', { name: 'Use another card' }).click();
    await payByCard(page, '4111 1111 1111 1111');
    // A gift card pays part of it: a wrong PIN first, answered at the number as an unknown
    // card is (a guesser learns nothing of which was wrong), then the right PIN.
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Gift card number' }).fill('6006491000000001');
    await main.getByRole('textbox', { name: 'PIN' }).fill('9999');
    await main.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect
      .poll(() =>
        main.getByRole('textbox', { name: 'Gift card number' }).getAttribute('aria-invalid'),
      )
      .toBe('true');
    await main.getByText('This gift card is not valid.').waitFor();
    await main.getByRole('textbox', { name: 'PIN' }).fill('1234');
    await main.getByRole('button', { name: 'Apply', exact: true }).click();
    await main.getByText(/^Gift card ending in 0001: \$50\.00/).waitFor();
    await page.getByRole('button', { name: 'Review your order' }).click();
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('WELCOME10', { exact: true }).waitFor();
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    expect(await page.getByText(/^Order number CRN\d{8}$/).count()).toBe(1);
    expect(await page.getByText('ada@example.com').count()).toBeGreaterThan(0);
    expect(await page.getByText('Discounts').count()).toBe(1);
    // The totals as on every surface (issue 46): the rows above the total add up to it; the
    // gift card is among the payments listed beside them.
    const cents = (text: string) =>
      /free/i.test(text) ? 0 : Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    const shown = await main.locator('dl').first().locator('dd').allTextContents();
    const total = shown.at(-1) ?? '';
    expect(
      shown.slice(0, -1).reduce((sum, amount, index) => {
        const sign = index > 0 && /[−-]/.test(amount) ? -1 : 1;
        return sum + sign * cents(amount);
      }, 0),
    ).toBe(cents(total));
    expect(await main.getByText(/Gift card.*0001/).count()).toBe(1);
    // The cart is reset: the header count is gone and the cart page is empty.
    await open(page, '/en-us/cart');
    await page.getByText(/cart is empty/i).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('checkout: a 3-D Secure card goes through the bank’s challenge; a failed one returns to payment', async () => {
    const page = await shopper();
    await addToCartFrom(page, 'TRDJK1001', 'M');
    await toReviewAsGuest(page, '4000 0000 0000 3220');
    await page.getByRole('button', { name: /^Place order/ }).click();
    const bank = page.frameLocator('iframe[title="Payment verification by your bank"]');
    await bank.getByRole('button', { name: 'Fail verification' }).click();
    await page.getByText('Your bank could not verify the payment.', { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('billing');
    await page.getByRole('button', { name: 'Review your order' }).click();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await bank.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('express checkout: a member with a saved card and address lands on the summary and orders', async () => {
    const page = await shopper();
    await open(page, '/en-us/sign-in');
    const main = page.getByRole('main');
    await signInAsDemoMember(page.getByRole('region', { name: 'Sign in' }));
    await page.getByRole('link', { name: 'Maya' }).waitFor();
    await addToCartFrom(page, 'RDGJK1006', 'L');
    await open(page, '/en-us/checkout');
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('summary');
    await main.getByText('Visa ending in 1111').waitFor();
    expect(await main.getByText('2150 Larimer St', { exact: false }).count()).toBeGreaterThan(0);
    // A loyalty voucher: the highest whose points fit the balance of 2,450 (2,000 points).
    await main.getByRole('button', { name: 'Edit payment' }).click();
    await main.getByText('You have 2,450 points.').waitFor();
    await main.getByRole('button', { name: 'Use a $25.00 reward (2,000 points)' }).click();
    await main.getByText('Reward: $25.00').waitFor();
    await page.getByRole('button', { name: 'Review your order' }).click();
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    await main.getByText('Gift cards and rewards').first().waitFor();
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    await page.getByText(/^Order number CRN\d{8}$/).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('checkout: a line to a collection point keeps the point’s name and address after a reload, on the cart page too', async () => {
    const page = await shopper();
    await addToCartFrom(page, 'RDGJK1006', 'S');
    await open(page, '/en-us/checkout');
    await page.getByRole('heading', { name: 'How each item gets to you' }).waitFor();
    // The radios are react-aria's (a hidden input under the label): chosen by the keyboard.
    await page.getByRole('radio', { name: /^Collection point/ }).focus();
    await page.keyboard.press('Space');
    const picker = page.getByRole('region', { name: 'Choose a collection point' });
    await picker.getByRole('textbox', { name: /^Postal code or city/ }).fill('80202');
    await picker.getByRole('button', { name: 'Search' }).click();
    const first = picker
      .getByRole('radiogroup', { name: 'Collection points near 80202' })
      .getByRole('radio')
      .first();
    const pointId = (await first.getAttribute('value')) as string;
    await first.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => first.isChecked()).toBe(true);
    await picker.getByRole('button', { name: 'Use this collection point' }).click();
    const chosen = page.getByText(/^Your collection point: /);
    await chosen.waitFor();
    const named = (await chosen.textContent())?.trim() ?? '';
    expect(named).not.toContain(pointId);

    // The name (and the address beside it) come from the service's cart after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'How each item gets to you' }).waitFor();
    await page.getByText(named, { exact: true }).waitFor();
    const pointName = named.replace(/^Your collection point: /, '');
    await page.getByRole('radio', { name: `Collection point: ${pointName}` }).waitFor();

    await open(page, '/en-us/cart');
    await page.getByText(`Collection point: ${pointName}`, { exact: true }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('checkout at 390 px by keyboard alone, one line picked up in a store and one shipped', async () => {
    const page = await shopper(390);
    // The shopper's store, from a product page (the store box), then two products.
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest&size=XL');
    const pickup = page.getByRole('region', { name: 'Pick up in store' });
    await pickup.getByRole('button', { name: 'Find a store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
    await dialog.getByRole('textbox', { name: /Postal code/ }).fill('80202');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog
      .getByRole('button', { name: 'Pick up here: Ridgeline Boulder Pearl Street' })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await addToCartFrom(page, 'TRDJK1001', 'S');

    await open(page, '/en-us/checkout');
    await page.getByRole('heading', { name: 'How each item gets to you' }).waitFor();
    // The jacket: picked up (arrow keys move within the radio group). The store option
    // appears once the shopper's store has loaded; before that, ArrowDown would reach the
    // collection point.
    const pickupOption = page
      .getByRole('radio', { name: 'Pick up at Ridgeline Boulder Pearl Street' })
      .first();
    await pickupOption.waitFor({ state: 'attached' });
    await tabTo(page, /^Ship to me$/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => pickupOption.isChecked()).toBe(true);
    const type = async (label: RegExp, text: string) => {
      await tabTo(page, label);
      await page.keyboard.type(text);
    };
    await type(/^First name/, 'Ada');
    await type(/^Last name/, 'Lovelace');
    await type(/^Address/, '12 Pine Street');
    await type(/^City/, 'Denver');
    await tabTo(page, /State or province/);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Colorado');
    await page.keyboard.press('Enter');
    await type(/^Postal code/, '80202');
    await type(/^Email/, 'ada@example.com');
    await type(/^Phone/, '303 555 0100');
    await tabTo(page, /^Continue to payment$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Billing address' }).waitFor();
    await type(/^Card number/, '4111 1111 1111 1111');
    await type(/^Expiry date/, '12/31');
    await type(/^Security code/, '737');
    await type(/^Name on card/, 'Ada Lovelace');
    await tabTo(page, /^Review your order$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    await page.getByText('Pick up in store · Ready within 2 hours').waitFor();
    await page.getByText('Standard delivery · 3–5 business days').waitFor();
    // With its dates, counted from today on the US calendar.
    await page
      .getByText(/^Arrives (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}/)
      .first()
      .waitFor();
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await tabTo(page, /^Place order/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    // No page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(failuresOf(page)).toEqual([]);
  });
});
