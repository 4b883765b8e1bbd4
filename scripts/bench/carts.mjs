// Shoppers of the benchmarks (scripts/bench-api.mjs), made through the service's API before
// anything is timed: guest sessions with a cart, and carts ready to be ordered.

function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Guest sessions (their cookies) with an empty cart each. */
export async function guestCarts(base, sessions) {
  const carts = [];
  for (let i = 0; i < sessions; i += 1) {
    const token = await fetch(`${base}/token/v2/auth/token?locale=en-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'guest' }),
    });
    const cookie = cookiesOf(token);
    const created = await fetch(`${base}/cart/v1/cart?locale=en-us`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    const cart = await created.json();
    carts.push({ cookie, basketId: cart.id });
  }
  return carts;
}

async function send(base, cookie, method, pathname, body) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Where the benchmarks' orders ship: a valid US address the service accepts. */
export const benchAddress = {
  firstName: 'Bench',
  lastName: 'Shopper',
  addressLine1: '12 Pine Street',
  city: 'Denver',
  country: 'US',
  postalCode: '80202',
  province: 'CO',
  email: 'bench@example.com',
  phone: '+13035550100',
};

/** The sandbox's card that authorizes without a 3-D Secure challenge. */
export const benchCard = {
  type: 'CREDIT_CARD',
  card: {
    number: '4111111111111111',
    expiryMonth: 12,
    expiryYear: 2031,
    cvv: '737',
    holder: 'Bench Shopper',
  },
};

/**
 * Skus of the first search page's products with at least `minQuantity` in stock, read
 * through `getJson(path)` (over HTTP or in process); stops once `enough` are found.
 * @param {(path: string) => Promise<any>} getJson
 * @param {{ minQuantity: number, enough?: number, products?: number }} options
 * @returns {Promise<string[]>}
 */
export async function stockedSkus(getJson, { minQuantity, enough = Infinity, products = 48 }) {
  const search = await getJson(`/products/v2/search/productSearch?locale=en-us&count=${products}`);
  const skus = [];
  for (const product of search.products) {
    const inventory = await getJson(`/products/v2/products/${product.id}/inventory?locale=en-us`);
    for (const [sku, variant] of Object.entries(inventory.variants ?? {})) {
      if ((variant.quantity ?? 0) >= minQuantity) skus.push(sku);
    }
    if (skus.length >= enough) break;
  }
  return skus;
}

/** Over HTTP: `getJson` for `stockedSkus` against the service at `base`. */
export function httpJson(base) {
  return async (path) => (await fetch(`${base}${path}`)).json();
}

/**
 * Guest carts of three lines each, ready to pay (shipping and billing address, the
 * sandbox's authorizing card), in batches of the sizes `counts`: consecutive carts hold
 * distinct skus, at least `minSkus` of them in all.
 */
export async function readyCarts(base, counts, minSkus) {
  const count = counts.reduce((sum, n) => sum + n, 0);
  const skus = await stockedSkus(httpJson(base), { minQuantity: 20 });
  if (skus.length < minSkus) throw new Error(`Only ${skus.length} skus with stock`);
  const carts = [];
  for (let i = 0; i < count; i += 1) {
    const [{ cookie }] = await guestCarts(base, 1);
    const items = [0, 1, 2].map((k) => ({ productId: skus[(3 * i + k) % skus.length], qty: 1 }));
    const cart = await send(base, cookie, 'POST', '/cart/v1/cartWithItem?locale=en-us', { items });
    await send(base, cookie, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress?locale=en-us`, {
      address: benchAddress,
    });
    await send(base, cookie, 'POST', `/cart/v1/cart/${cart.id}/billingAddress?locale=en-us`, {
      sameAsShipping: true,
    });
    await send(
      base,
      cookie,
      'POST',
      `/cart/v1/cart/${cart.id}/paymentInstruments?locale=en-us`,
      benchCard,
    );
    carts.push({ cookie, basketId: cart.id });
  }
  let start = 0;
  return counts.map((n) => {
    start += n;
    return carts.slice(start - n, start);
  });
}
