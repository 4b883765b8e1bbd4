import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getCatalog,
  getProductDetails,
  getProductInventory,
  getProductSet,
  getProductSets,
  LOW_STOCK_THRESHOLD,
  postProductAvailability,
  putBackInStockNotification,
} from '#api/contract/products.ts';
import {
  getAutoSuggest,
  getProductSearch,
  getWidgetRecommendations,
  type ProductSearchResult,
} from '#api/contract/search.ts';
import { stockNotifications } from '../db/schema/catalogue.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { catalogueSeed, demo, fixtures, guest, listed } from './test/fixtures.ts';

const server = setupTestServer({ seed: catalogueSeed });
const agent = () => server().agent();

describe('GET /products/v2/products/:productId/details', () => {
  it('answers a master in the site language and currency', async () => {
    const { jacket } = fixtures;
    const result = await agent().send(getProductDetails, {
      params: { productId: jacket.id },
      query: { locale: 'en-us' },
    });
    expect(result.status).toBe(200);
    const body = result.body;
    expect(body).toMatchObject({
      id: jacket.id,
      masterId: jacket.id,
      selectedSku: null,
      brand: 'ridgeline',
      name: jacket.name.en,
      url: `/en-us/p/${jacket.slug.en}-${jacket.id}`,
      categoryId: jacket.categoryId,
    });
    expect(body.price.currency).toBe('USD');
    expect(body.variants).toHaveLength(jacket.variants.length);
    expect(body.breadcrumbs.map((crumb) => crumb.id)).toEqual(['1000', '1100', jacket.categoryId]);
    expect(body.images[0]?.src).toBe(`/api/images/upload/${jacket.colors[0]?.images[0]}`);
    const variant = jacket.variants[0];
    expect(body.variants[0]?.price.lowCurrent).toBe(
      (variant?.prices.USD.sale ?? variant?.prices.USD.list ?? 0) / 100,
    );
  });

  it('answers a variant with its master, in French and Canadian dollars', async () => {
    const sku = fixtures.jacket.variants[3]?.sku ?? '';
    const result = await agent().send(getProductDetails, {
      params: { productId: sku },
      query: { locale: 'fr-ca' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: sku,
      masterId: fixtures.jacket.id,
      selectedSku: sku,
      name: fixtures.jacket.name.fr,
    });
    expect(result.body.price.currency).toBe('CAD');
  });

  it('labels shoe sizes by the site region', async () => {
    const sizes = async (locale: 'en-us' | 'en-gb' | 'de-de') =>
      (
        await agent().send(getProductDetails, {
          params: { productId: fixtures.boot.id },
          query: { locale },
        })
      ).body.sizes[0]?.label;
    expect(await sizes('en-us')).toMatch(/^US /);
    expect(await sizes('en-gb')).toMatch(/^UK /);
    expect(await sizes('de-de')).toMatch(/^EU /);
  });

  it('shows a markdown with the original price, the 30-day low and the discount', async () => {
    const { onSale } = fixtures;
    const { body } = await agent().send(getProductDetails, {
      params: { productId: onSale.id },
      query: { locale: 'de-de' },
    });
    const prices = onSale.variants.map((variant) => variant.prices.EUR);
    expect(body.badge).toBe('sale');
    expect(body.price.currency).toBe('EUR');
    expect(body.price.lowOriginal).toBe(Math.min(...prices.map((price) => price.list)) / 100);
    expect(body.price.lowCurrent).toBe(
      Math.min(...prices.map((price) => price.sale ?? price.list)) / 100,
    );
    expect(body.price.historicBestPrice).toBe(
      Math.min(...prices.map((price) => price.historicBest)) / 100,
    );
    expect(body.price.percentagePriceDiscount).toBeGreaterThan(0);
  });

  it('answers PLP400 for an unknown product and API400 for a malformed id or locale', async () => {
    const unknown = await agent().send(getProductDetails, { params: { productId: 'ZZZZ99999' } });
    expect([unknown.status, errorIdOf(unknown)]).toEqual([404, 'PLP400']);
    const malformed = await agent().send(getProductDetails, { params: { productId: 'rdgjk1001' } });
    expect([malformed.status, errorIdOf(malformed)]).toEqual([400, 'API400']);
    const locale = await agent().send(getProductDetails, {
      params: { productId: fixtures.jacket.id },
      query: { locale: 'xx-yy' },
    });
    expect([locale.status, errorIdOf(locale)]).toEqual([400, 'API400']);
  });
});

describe('GET /products/v2/products/:productId/inventory', () => {
  it('keys every variant of a master by sku with its online stock', async () => {
    const { jacket } = fixtures;
    const { status, body } = await agent().send(getProductInventory, {
      params: { productId: jacket.id },
    });
    expect(status).toBe(200);
    expect(Object.keys(body.variants).sort()).toEqual(
      jacket.variants.map((variant) => variant.sku).sort(),
    );
    for (const variant of jacket.variants) {
      expect(body.variants[variant.sku]).toEqual({
        quantity: variant.stock,
        inventoryState: variant.stock > 0 ? 'InStock' : 'OutOfStock',
        lowStock: variant.stock > 0 && variant.stock <= LOW_STOCK_THRESHOLD,
      });
    }
  });

  it('answers one variant for a sku, flags low stock and sold-out products', async () => {
    const low = await agent().send(getProductInventory, {
      params: { productId: fixtures.lowStock.sku },
    });
    expect(Object.values(low.body.variants)).toEqual([
      { quantity: fixtures.lowStock.stock, inventoryState: 'InStock', lowStock: true },
    ]);
    const soldOut = await agent().send(getProductInventory, {
      params: { productId: fixtures.soldOut.id },
    });
    expect(
      Object.values(soldOut.body.variants).every((entry) => entry.inventoryState === 'OutOfStock'),
    ).toBe(true);
    const unknown = await agent().send(getProductInventory, { params: { productId: 'ZZZZ99999' } });
    expect(errorIdOf(unknown)).toBe('PLP400');
  });
});

describe('POST /products/v1/products/:productId/availability', () => {
  it('answers the stock of each asked store, summed over a master', async () => {
    const { stocked } = fixtures;
    const product = demo.products.find((item) =>
      item.variants.some((variant) => variant.sku === stocked.sku),
    );
    const skus = new Set(product?.variants.map((variant) => variant.sku));
    const expected = demo.storeStock
      .filter((entry) => entry.storeId === stocked.storeId && skus.has(entry.sku))
      .reduce((sum, entry) => sum + entry.quantity, 0);
    const other = demo.stores.find((store) => store.id !== stocked.storeId)?.id ?? '';
    const result = await agent().send(postProductAvailability, {
      params: { productId: product?.id ?? '' },
      body: [stocked.storeId, other],
    });
    expect(result.status).toBe(200);
    expect(result.body.storeInventory[0]).toEqual({
      storeId: stocked.storeId,
      quantity: expected,
      inventoryState: 'InStock',
    });
    expect(result.body.storeInventory[1]?.storeId).toBe(other);
    const variant = await agent().send(postProductAvailability, {
      params: { productId: stocked.sku },
      body: [stocked.storeId],
    });
    expect(variant.body.storeInventory[0]?.quantity).toBe(stocked.quantity);
  });

  it('answers STR404 for an unknown store, PLP400 for an unknown product, API400 for no stores', async () => {
    const store = await agent().send(postProductAvailability, {
      params: { productId: fixtures.jacket.id },
      body: ['9999'],
    });
    expect([store.status, errorIdOf(store)]).toEqual([404, 'STR404']);
    const product = await agent().send(postProductAvailability, {
      params: { productId: 'ZZZZ99999' },
      body: ['1001'],
    });
    expect(errorIdOf(product)).toBe('PLP400');
    const empty = await agent().send(postProductAvailability, {
      params: { productId: fixtures.jacket.id },
      body: [],
    });
    expect([empty.status, errorIdOf(empty)]).toEqual([400, 'API400']);
  });
});

describe('product sets', () => {
  it('lists the sets of a product and answers a set with its products in order', async () => {
    const set = fixtures.productSet;
    const first = set.productIds[0] ?? '';
    const sets = await agent().send(getProductSets, {
      params: { productId: first },
      query: { locale: 'fr-fr' },
    });
    expect(sets.status).toBe(200);
    expect(sets.body.productSets.map((item) => item.id)).toContain(set.id);
    expect(sets.body.productSets.find((item) => item.id === set.id)?.name).toBe(set.name.fr);
    const none = await agent().send(getProductSets, {
      params: { productId: fixtures.withoutSet.id },
    });
    expect(none.body.productSets).toEqual([]);
    const answer = await agent().send(getProductSet, { params: { productSetId: set.id } });
    expect(answer.body.products.map((product) => product.id)).toEqual(set.productIds);
  });

  it('answers PLP400 for unknown products and sets', async () => {
    expect(
      errorIdOf(await agent().send(getProductSets, { params: { productId: 'ZZZZ99999' } })),
    ).toBe('PLP400');
    expect(
      errorIdOf(await agent().send(getProductSet, { params: { productSetId: 'SET99999' } })),
    ).toBe('PLP400');
  });
});

describe('GET /products/v2/catalog', () => {
  it('answers the three-level tree with product counts in the shopper language', async () => {
    const { status, body } = await agent().send(getCatalog, { query: { locale: 'de-de' } });
    expect(status).toBe(200);
    expect(body.categories.map((node) => node.name)).toEqual(['Herren', 'Damen', 'Ausrüstung']);
    const total = body.categories.reduce((sum, node) => sum + node.productCount, 0);
    expect(total).toBe(listed.length);
    const leaf = body.categories[0]?.children[0]?.children[0];
    expect(leaf?.children).toEqual([]);
    expect(leaf?.url).toMatch(/^\/de-de\/c\/[a-z0-9-]+-\d{6}$/);
  });
});

describe('PUT /products/v1/notifications', () => {
  it('subscribes a variant once, however often it is asked', async () => {
    const shopper = await guest(agent());
    const sku = fixtures.soldOut.variants[0]?.sku ?? '';
    const body = { email: 'hiker@example.com', productId: sku };
    for (let i = 0; i < 2; i++) {
      const result = await shopper.send(putBackInStockNotification, {
        body,
        query: { locale: 'fr-ca' },
      });
      expect([result.status, result.body]).toEqual([
        200,
        { productId: sku, email: 'hiker@example.com', subscribed: true },
      ]);
    }
    const [row] = await server()
      .db.select({ n: count() })
      .from(stockNotifications)
      .where(
        and(eq(stockNotifications.sku, sku), eq(stockNotifications.email, 'hiker@example.com')),
      );
    expect(row?.n).toBe(1);
  });

  it('needs a session, a variant and a valid e-mail', async () => {
    const body = { email: 'hiker@example.com', productId: fixtures.soldOut.variants[0]?.sku ?? '' };
    const anonymous = await agent().send(putBackInStockNotification, { body });
    expect([anonymous.status, errorIdOf(anonymous)]).toEqual([401, 'AUT432']);
    const shopper = await guest(agent());
    const master = await shopper.send(putBackInStockNotification, {
      body: { ...body, productId: fixtures.soldOut.id },
    });
    expect([master.status, errorIdOf(master)]).toEqual([404, 'PLP400']);
    const email = await shopper.send(putBackInStockNotification, {
      body: { ...body, email: 'not-an-email' },
    });
    expect([email.status, errorIdOf(email)]).toEqual([400, 'API400']);
  });
});

describe('GET /products/v2/search/productSearch', () => {
  const search = async (query: Record<string, string | number>) => {
    const result = await agent().send(getProductSearch, { query });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body as ProductSearchResult;
  };

  it('browses everything by popularity, 24 at a time, with facets', async () => {
    const body = await search({});
    expect(body.total).toBe(listed.length);
    expect(body.products).toHaveLength(24);
    const sold = body.products.map(
      (tile) => demo.products.find((product) => product.id === tile.id)?.unitsSold ?? 0,
    );
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(body.facets.map((facet) => facet.id)).toEqual([
      'categoryId',
      'badge',
      'activity',
      'brand',
      'color',
      'size',
      'price',
      'rating',
    ]);
    const brand = body.facets.find((facet) => facet.id === 'brand');
    expect(brand?.values.reduce((sum, value) => sum + value.count, 0)).toBe(listed.length);
  });

  it('matches text in the site language, names first', async () => {
    const body = await search({ query: 'rain jackets', locale: 'en-gb', count: 100 });
    expect(body.total).toBeGreaterThan(0);
    for (const tile of body.products) expect(tile.name.toLowerCase()).toMatch(/rain|jacket/);
    expect(body.products[0]?.name).toMatch(/Rain Jacket/);
    const french = await search({ query: 'veste pluie', locale: 'fr-fr' });
    expect(french.total).toBe(body.total);
    // "layers" names base layers and only categorises fleece ("Fleece & mid layers").
    const layers = await search({ query: 'layers', count: 100 });
    const types = layers.products.map((tile) => tile.productType);
    expect(new Set(types)).toEqual(new Set(['baseLayer', 'fleece']));
    expect(types.lastIndexOf('baseLayer')).toBeLessThan(types.indexOf('fleece'));
  });

  it('corrects a word that matches nothing, says so, and searches as typed when asked', async () => {
    const exact = await search({ query: 'jacket', count: 100 });
    const typo = await search({ query: 'jakcet', count: 100 });
    expect([typo.query, typo.correctedQuery, typo.suggestedQuery]).toEqual([
      'jakcet',
      'jacket',
      null,
    ]);
    expect(typo.products.map((tile) => tile.id)).toEqual(exact.products.map((tile) => tile.id));
    expect(exact.correctedQuery).toBeNull();
    const german = await search({ query: 'Regenjake', locale: 'de-de', count: 100 });
    expect(german.correctedQuery).toBe('Regenjacke');
    expect(german.total).toBeGreaterThan(0);
    const asTyped = await search({ query: 'jakcet', exact: 'true' });
    expect([asTyped.total, asTyped.correctedQuery, asTyped.suggestedQuery]).toEqual([
      0,
      null,
      'jacket',
    ]);
  });

  it('scopes to a category and offers its children as the category facet', async () => {
    const body = await search({ categoryId: '1100', count: 100 });
    expect(body.category?.breadcrumbs.map((crumb) => crumb.id)).toEqual(['1000', '1100']);
    expect(body.products.every((tile) => tile.categoryId.startsWith('1100'))).toBe(true);
    const facet = body.facets.find((item) => item.id === 'categoryId');
    expect(facet?.values.map((value) => value.value)).toEqual(['110010', '110020', '110030']);
    expect(facet?.values.reduce((sum, value) => sum + value.count, 0)).toBe(body.total);
  });

  it('filters by facets: OR inside one, AND across; counts leave their own facet out', async () => {
    const all = await search({ count: 100 });
    const body = await search({
      brand: 'tread',
      color: 'blue,green',
      price: '100-200,200-300',
      count: 100,
    });
    expect(body.total).toBeGreaterThan(0);
    for (const tile of body.products) {
      expect(tile.brand).toBe('tread');
      expect(tile.colors.some((color) => color.family === 'blue' || color.family === 'green')).toBe(
        true,
      );
      expect(tile.price.lowCurrent).toBeGreaterThanOrEqual(100);
      expect(tile.price.lowCurrent).toBeLessThan(300);
    }
    const brand = body.facets.find((facet) => facet.id === 'brand');
    expect(brand?.values.find((value) => value.value === 'tread')).toMatchObject({
      selected: true,
      count: body.total,
    });
    expect(brand?.values.find((value) => value.value === 'ridgeline')?.count).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(all.total);

    const rated = await search({ rating: 4, count: 100 });
    expect(rated.products.every((tile) => tile.rating.score >= 4)).toBe(true);
    const sized = await search({ size: 'M9', count: 100 });
    expect(sized.total).toBeGreaterThan(0);
    expect(
      sized.products.every((tile) => ['boots', 'trailShoes', 'sandals'].includes(tile.productType)),
    ).toBe(true);
  });

  it('sorts by price, newest and rating, and pages', async () => {
    const asc = await search({ sort: 'price-asc', count: 100 });
    const prices = asc.products.map((tile) => tile.price.lowCurrent);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ sort: 'price-desc', count: 5 });
    expect(desc.products[0]?.price.lowCurrent).toBe(
      Math.max(...prices, ...desc.products.map((t) => t.price.lowCurrent)),
    );
    const newest = await search({ sort: 'newest', count: 10 });
    const dates = newest.products.map(
      (tile) => demo.products.find((product) => product.id === tile.id)?.releaseDate ?? '',
    );
    expect(dates).toEqual([...dates].sort().reverse());
    const rating = await search({ sort: 'rating', count: 10 });
    const scores = rating.products.map((tile) => tile.rating.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const page2 = await search({ start: 24, count: 24 });
    const page1 = await search({ start: 0, count: 24 });
    expect(page2.products[0]?.id).not.toBe(page1.products[0]?.id);
    const beyond = await search({ start: 1000 });
    expect([beyond.total, beyond.products.length]).toEqual([listed.length, 0]);
  });

  it('lists new arrivals and the sale of a department, counted in the badge facet', async () => {
    const women = listed.filter((product) => product.categoryId.startsWith('2'));
    const all = await search({ categoryId: '2000', count: 100 });
    expect(all.total).toBe(women.length);

    const fresh = await search({ categoryId: '2000', badge: 'new', count: 100 });
    const arrivals = women.filter((product) => product.isNew).map((product) => product.id);
    expect(arrivals.length).toBeGreaterThan(0);
    expect(fresh.products.map((tile) => tile.id).sort()).toEqual([...arrivals].sort());
    expect(fresh.products.every((tile) => tile.isNew)).toBe(true);

    // Sale: marked down in the site's currency, and nothing at full price.
    for (const [locale, currency] of [
      ['en-us', 'USD'],
      ['de-de', 'EUR'],
    ] as const) {
      const sale = await search({ categoryId: '2000', badge: 'sale', locale, count: 100 });
      const marked = women.filter((product) =>
        product.variants.some((variant) => variant.prices[currency].sale !== null),
      );
      expect(marked.length).toBeGreaterThan(0);
      expect(sale.total).toBe(marked.length);
      expect(sale.total).toBeLessThan(all.total);
      for (const tile of sale.products) {
        expect(tile.price.currency).toBe(currency);
        expect(tile.price.lowOriginal, tile.id).not.toBeNull();
        expect(tile.price.percentagePriceDiscount, tile.id).toBeGreaterThan(0);
      }
      const badge = sale.facets.find((facet) => facet.id === 'badge');
      expect(
        badge?.values.map(({ value, count, selected }) => ({ value, count, selected })),
      ).toEqual([
        { value: 'new', count: arrivals.length, selected: false },
        { value: 'sale', count: marked.length, selected: true },
      ]);
    }
    // OR inside the facet.
    const either = await search({ categoryId: '2000', badge: 'new,sale', count: 100 });
    expect(either.total).toBeGreaterThanOrEqual(arrivals.length);
  });

  it('shops by activity: winter boots are winter, trail running shoes are not', async () => {
    const winter = await search({ categoryId: '1000', activity: 'winter', count: 100 });
    const ids = new Set(winter.products.map((tile) => tile.id));
    const inLeaf = (leaf: string) =>
      listed.filter((product) => product.categoryId === leaf).map((product) => product.id);
    expect(inLeaf('150020').every((id) => ids.has(id))).toBe(true); // winter boots
    expect(inLeaf('110020').every((id) => ids.has(id))).toBe(true); // insulated jackets
    expect(inLeaf('150030').some((id) => ids.has(id))).toBe(false); // trail running shoes
    expect(inLeaf('150050').some((id) => ids.has(id))).toBe(false); // sandals

    const running = await search({ activity: 'trail-running', count: 100 });
    expect(inLeaf('150030').every((id) => running.products.some((tile) => tile.id === id))).toBe(
      true,
    );
    const facet = running.facets.find((item) => item.id === 'activity');
    expect(facet?.values.map((value) => value.value)).toEqual([
      'hiking',
      'trail-running',
      'camping',
      'winter',
      'climbing',
    ]);
    expect(facet?.values.find((value) => value.value === 'trail-running')).toMatchObject({
      label: 'Trail running',
      count: running.total,
      selected: true,
    });
    const german = await search({ activity: 'winter', locale: 'de-de' });
    expect(
      german.facets
        .find((item) => item.id === 'activity')
        ?.values.find((value) => value.value === 'winter')?.label,
    ).toBe('Winter');
    // No gift card is made for an activity.
    expect(running.products.some((tile) => tile.productType === 'giftCard')).toBe(false);
  });

  it('sorts best sellers by units sold, also with text', async () => {
    const units = (id: string) => demo.products.find((product) => product.id === id)?.unitsSold;
    const body = await search({ query: 'layers', sort: 'bestSellers', count: 100 });
    expect(body.sort).toBe('bestSellers');
    const sold = body.products.map((tile) => units(tile.id) ?? 0);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    // Relevance puts the base layers (named) before the fleece (categorised as mid layers):
    // best sellers ignore the score.
    const relevant = await search({ query: 'layers', count: 100 });
    expect(relevant.products.map((tile) => tile.id)).not.toEqual(
      body.products.map((tile) => tile.id),
    );
  });

  it('answers 200 with nothing for no match, PLP400 for an unknown category, API400 for bad input', async () => {
    const none = await search({ query: 'xyzzy' });
    expect([none.total, none.products, none.facets]).toEqual([0, [], []]);
    const category = await agent().send(getProductSearch, { query: { categoryId: '999999' } });
    expect([category.status, errorIdOf(category)]).toEqual([404, 'PLP400']);
    for (const query of [
      { sort: 'cheapest' },
      { price: '100-50' },
      { color: 'tartan' },
      { badge: 'cheap' },
      { activity: 'surfing' },
      { query: 'x'.repeat(101) },
      { count: 0 },
    ]) {
      const result = await agent().send(getProductSearch, { query });
      expect([result.status, errorIdOf(result)], JSON.stringify(query)).toEqual([400, 'API400']);
    }
  });
});

describe('GET /products/v2/search/autoSuggest', () => {
  it('completes terms and offers categories and products', async () => {
    const model = fixtures.jacket.model.toLowerCase();
    const prefix = model.slice(0, 3);
    const { status, body } = await agent().send(getAutoSuggest, {
      query: { query: prefix, count: 5 },
    });
    expect(status).toBe(200);
    expect(body.suggestions.map((item) => item.term)).toContain(model);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    const categories = await agent().send(getAutoSuggest, {
      query: { query: 'rain', locale: 'en-us' },
    });
    expect(categories.body.categories[0]?.name).toMatch(/^Men › Rain jackets$/);
  });

  it('needs two characters', async () => {
    const result = await agent().send(getAutoSuggest, { query: { query: 'r' } });
    expect([result.status, errorIdOf(result)]).toEqual([400, 'API400']);
  });
});

describe('GET /products/v1/widgetRecommendations', () => {
  const decode = (token: string) => Buffer.from(token, 'base64url').toString();

  it('recommends similar products of the same category, never the product itself', async () => {
    const { jacket } = fixtures;
    const { status, body } = await agent().send(getWidgetRecommendations, {
      query: { productId: jacket.id, count: 4, widgetId: 'pdp-similar' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ strategy: 'similar', widgetId: 'pdp-similar' });
    expect(body.products).toHaveLength(4);
    expect(body.products.map((product) => product.id)).not.toContain(jacket.id);
    const first = demo.products.find((product) => product.id === body.products[0]?.id);
    expect(first?.categoryId).toBe(jacket.categoryId);
    expect(decode(body.products[0]?.recToken ?? '')).toBe(`similar.${jacket.id}.${first?.id}.1`);
  });

  it('completes the look with other product types and skips sold-out products', async () => {
    const { body } = await agent().send(getWidgetRecommendations, {
      query: { productId: fixtures.jacket.id, strategy: 'complementary', count: 24 },
    });
    const types = new Set(
      body.products.map(
        (item) => demo.products.find((product) => product.id === item.id)?.productType,
      ),
    );
    expect(
      [...types].every((type) =>
        ['fleece', 'pants', 'boots', 'pack', 'accessory'].includes(type ?? ''),
      ),
    ).toBe(true);
    expect(types.size).toBeGreaterThan(2);
    const trending = await agent().send(getWidgetRecommendations, { query: { count: 24 } });
    expect(trending.body.strategy).toBe('trending');
    expect(trending.body.products.map((product) => product.id)).not.toContain(fixtures.soldOut.id);
    for (const product of trending.body.products) {
      expect(product.rating.showScore).toBe(product.rating.score > 0);
    }
  });

  it('answers PLP400 for an unknown product or category, API400 for a bad count', async () => {
    expect(
      errorIdOf(
        await agent().send(getWidgetRecommendations, { query: { productId: 'ZZZZ99999' } }),
      ),
    ).toBe('PLP400');
    expect(
      errorIdOf(await agent().send(getWidgetRecommendations, { query: { categoryId: '9999' } })),
    ).toBe('PLP400');
    const count = await agent().send(getWidgetRecommendations, { query: { count: 25 } });
    expect([count.status, errorIdOf(count)]).toEqual([400, 'API400']);
  });
});
