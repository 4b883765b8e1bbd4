/**
 * End to end, issue 46: a cart belongs to a site. Filled on /en-us and opened on /de-de, it
 * shows that site's euros and German names and says so, the US address is gone, and a
 * German one is accepted at checkout. On its own store and browser (host/test/shopperBrowser.ts).
 */
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '#demo/catalogue/index.ts';
import {
  addToCartFrom,
  failuresOf,
  fillShipping,
  open,
  setupStore,
  shopper,
} from './test/shopperBrowser.ts';

setupStore();

const productId = 'RDGJK1006';
const product = getCatalogue().products.find((candidate) => candidate.id === productId);

describe('a cart taken to another site', () => {
  it('an en-us cart opened on /de-de is repriced in euros, in German, and ships to Germany', async () => {
    if (!product) throw new Error(`the demo catalogue lacks ${productId}`);
    const page = await shopper();
    await addToCartFrom(page, productId, 'S');
    await open(page, '/en-us/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Billing address' }).waitFor();

    await open(page, '/de-de/cart');
    const main = page.getByRole('main');
    await main.getByText('Ihr Warenkorb zeigt jetzt die Preise dieser Website in EUR.').waitFor();
    await main.getByText(/An Ihre Lieferadresse liefert diese Website nicht/).waitFor();
    await main.getByRole('link', { name: product.name.de }).first().waitFor();
    expect(await main.getByText(/\d,\d{2}\s€/).count()).toBeGreaterThan(0);
    expect(await main.getByText(/\$/).count()).toBe(0);

    await open(page, '/de-de/checkout');
    await page.getByRole('heading', { name: 'Kasse' }).waitFor();
    const field = (name: string) =>
      page.getByRole('main').getByRole('textbox', { name, exact: true });
    await field('Vorname').fill('Ada');
    await field('Nachname').fill('Lovelace');
    await field('Adresse').fill('Unter den Linden 1');
    await field('Ort').fill('Berlin');
    await field('Postleitzahl').fill('10117');
    await field('E-Mail').fill('ada@example.com');
    await field('Telefon').fill('030 1234567');
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await page.getByRole('heading', { name: 'Rechnungsadresse' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('says the cart moved on whichever page of the new site the shopper opens first', async () => {
    if (!product) throw new Error(`the demo catalogue lacks ${productId}`);
    const page = await shopper();
    await addToCartFrom(page, productId, 'S');
    // The header's count moves the cart: the product page shows no notices of its own.
    await open(page, `/de-de/p/any-${productId}`);
    await page
      .getByText('Ihr Warenkorb zeigt jetzt die Preise dieser Website in EUR.')
      .first()
      .waitFor();
    expect(failuresOf(page)).toEqual([]);
  });
});
