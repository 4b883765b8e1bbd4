/**
 * The storefront's internal calls (spec §7 Internal, `/fapi/*`) on its production build,
 * served as `npm start` serves them (host/app.ts), on a seeded service in memory: every
 * answer parses with its contract route's response schema, the brand comes from the query
 * or the host, bad input is a 4xx with the spec's error body, never HTML.
 */
import { describe, expect, it } from 'vitest';
import { errorBody } from '#api/contract/common.ts';
import {
  getCollectionsComponent,
  getFooterComponent,
  getFootSizesComponent,
  getInternalPage,
  getLocationSelectorPage,
  getPopUpsComponent,
  getSearchComponent,
  getServerTime,
  getSizeChartComponent,
  getUtilityComponent,
  validateResponse,
} from '#api/contract/internal.ts';
import { sizedProductTypes } from '#api/contract/products.ts';
import { setupTestStore } from './test/store.ts';

const store = setupTestStore();

function request(pathname: string, init: RequestInit = {}) {
  return store().request(pathname, init);
}

const get = (pathname: string, headers: Record<string, string> = {}) =>
  request(pathname, { headers });

const post = (pathname: string, body: string, headers: Record<string, string> = {}) =>
  request(pathname, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

const tread = { host: 'tread.localhost:3000' };

/** A 200 JSON answer, cacheable like a page. */
async function okJson(response: Response, label: string): Promise<unknown> {
  expect(response.status, label).toBe(200);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  return response.json();
}

/** A failure with the spec's error body (never the HTML error page). */
async function failure(response: Response, status: number, errorId: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = errorBody.parse(await response.json());
  expect(body.errorDetails[0]?.errorId).toBe(errorId);
  expect(body.correlationId).not.toBe('');
  return body;
}

describe('components', () => {
  it('answers every component with its contract shape, cacheable', async () => {
    const routes = [
      getCollectionsComponent,
      getFooterComponent,
      getFootSizesComponent,
      getPopUpsComponent,
      getSearchComponent,
      getUtilityComponent,
    ];
    for (const route of routes) {
      const response = await get(route.path);
      const body = await okJson(response, route.name);
      route.response.parse(body);
      expect(response.headers.get('cache-control'), route.name).toMatch(/^public, max-age=\d+/);
    }
  });

  it('hands the site’s pop-ups over checked: each valid one’s content by id; preview is not cached', async () => {
    const checked = getPopUpsComponent.response.parse(
      await okJson(await get('/fapi/components/popups?brand=tread&locale=fr-ca'), 'pop-ups'),
    );
    const ids = Object.keys(checked.popUps);
    expect(ids).toContain('tread-fr-ca-newsletter-popup');
    expect(checked.popUps['tread-fr-ca-newsletter-popup']).toMatchObject({
      title: expect.any(String),
      delay: expect.any(Number),
    });
    expect(JSON.stringify(checked.sections)).toContain('tread-fr-ca-newsletter-popup');
    const preview = await get(
      '/fapi/components/popups?locale=en-us&preview=true&previewDateTime=2027-11-27T10:00:00.000Z',
    );
    await okJson(preview, 'preview pop-ups');
    expect(preview.headers.get('cache-control')).toMatch(/(^|\s)no-store/);
  });

  it('reads footer, collections, search and utility links from the content', async () => {
    const footer = getFooterComponent.response.parse(
      await okJson(await get('/fapi/components/footer?locale=fr-ca'), 'footer'),
    );
    expect(footer.columns.map((column) => column.title)).toContain('Aide');
    const help = footer.columns.find((column) => column.title === 'Aide');
    expect(help?.links).toContainEqual({ label: 'Nous contacter', url: '/fr-ca/help/contact-us' });
    expect(footer.social.map((link) => link.network)).toEqual(['instagram', 'youtube', 'facebook']);
    expect(footer.social[0]?.url).toBe('https://www.instagram.com/ridgeline');
    expect(footer.legal).toContainEqual({
      label: 'Politique de confidentialité',
      url: '/fr-ca/privacy',
    });

    const collections = getCollectionsComponent.response.parse(
      await okJson(await get('/fapi/components/collections'), 'collections'),
    );
    const home = collections.collections.find((entry) => entry.id === 'home/categories');
    expect(home?.items.length).toBeGreaterThan(0);
    for (const item of home?.items ?? []) {
      expect(item.url).toMatch(new RegExp(`^/en-us/c/[a-z0-9-]+-${item.id}$`));
      expect(item.image).toMatch(/^\/api\/images\/upload\//);
    }
    // Department landing pages add theirs (`c/{slug}-{id}/subcategories`).
    expect(collections.collections.some((entry) => /^c\/.+\/subcategories$/.test(entry.id))).toBe(
      true,
    );

    const search = getSearchComponent.response.parse(
      await okJson(await get('/fapi/components/search?locale=de-de'), 'search'),
    );
    expect(search.placeholder).not.toBe('');
    // The German site's own words (each finds products there).
    expect(search.popularSearches).toEqual(['Regenjacke', 'Daunenjacke', 'Fleece', 'Rucksack']);
    expect(search.links.every((link) => link.url.startsWith('/de-de/c/'))).toBe(true);

    const utility = getUtilityComponent.response.parse(
      await okJson(await get('/fapi/components/utility?locale=de-de'), 'utility'),
    );
    expect(utility.links.map((link) => link.url)).toEqual([
      '/de-de/help',
      '/de-de/xplr-pass',
      '/de-de/favorites',
      '/de-de/account',
      '/de-de/cart',
    ]);
    expect(utility.links.find((link) => link.url === '/de-de/cart')?.label).toBe('Warenkorb');
  });

  it('takes the brand from the query, else from the host', async () => {
    const searchOf = async (pathname: string, headers?: Record<string, string>) =>
      getSearchComponent.response.parse(await okJson(await get(pathname, headers), pathname))
        .popularSearches;
    const treadTerms = ['boots', 'trail', 'sandals', 'hiking shoes'];
    const ridgelineTerms = ['rain jacket', 'down', 'fleece', 'backpack'];
    expect(await searchOf('/fapi/components/search')).toEqual(ridgelineTerms);
    expect(await searchOf('/fapi/components/search?brand=tread')).toEqual(treadTerms);
    expect(await searchOf('/fapi/components/search', tread)).toEqual(treadTerms);
    expect(await searchOf('/fapi/components/search?brand=ridgeline', tread)).toEqual(
      ridgelineTerms,
    );

    const footerOf = async (pathname: string, headers?: Record<string, string>) =>
      getFooterComponent.response.parse(await okJson(await get(pathname, headers), pathname));
    expect((await footerOf('/fapi/components/footer', tread)).social[0]?.url).toBe(
      'https://www.instagram.com/tread',
    );
    expect((await footerOf('/fapi/components/footer?brand=tread')).social[0]?.url).toBe(
      'https://www.instagram.com/tread',
    );
  });

  it('converts foot sizes of the catalogue’s footwear', async () => {
    const { sizes } = getFootSizesComponent.response.parse(
      await okJson(await get('/fapi/components/foot-sizes?brand=tread'), 'foot sizes'),
    );
    expect(sizes).toContainEqual({ us: 'M 9', uk: '8', eu: '42', cm: 26.2 });
    expect(sizes).toContainEqual({ us: 'W 7', uk: '5', eu: '38', cm: 23.7 });
  });

  it('has a size chart per catalogue product type, in the site’s language', async () => {
    for (const type of sizedProductTypes) {
      const slug = type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const response = await get(`/fapi/components/size-chart/${slug}`);
      const chart = getSizeChartComponent.response.parse(await okJson(response, type));
      expect(chart.productType).toBe(type);
      expect(chart.rows.length, type).toBeGreaterThan(0);
      for (const row of chart.rows) expect(row, type).toHaveLength(chart.columns.length);
    }
    const boots = getSizeChartComponent.response.parse(
      await okJson(await get('/fapi/components/size-chart/boots?locale=fr-fr'), 'boots fr'),
    );
    expect(boots.title).toMatch(/Guide des tailles/);
    expect(boots.rows).toContainEqual(['Homme', 'M 9', '8', '42', '26,2']);
  });

  it('answers 404 for an unknown product type and 400 for a malformed one', async () => {
    const unknown = await failure(await get('/fapi/components/size-chart/skis'), 404, 'API404');
    expect(unknown.errorDetails[0]?.message).toMatch(/skis/);
    await failure(await get('/fapi/components/size-chart/baseLayer'), 400, 'API400');
  });

  it('answers 400 for an unknown brand or locale', async () => {
    await failure(await get('/fapi/components/footer?brand=acme'), 400, 'API400');
    await failure(await get('/fapi/components/collections?locale=xx-yy'), 400, 'API400');
    await failure(await get('/fapi/components/foot-sizes?brand=acme'), 400, 'API400');
  });
});

describe('pages', () => {
  it('lists the regional sites by region for the location selector', async () => {
    const response = await get(getLocationSelectorPage.path);
    const selector = getLocationSelectorPage.response.parse(await okJson(response, 'location'));
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(selector.regions.map((region) => region.region)).toEqual(['NA', 'EMEA']);
    expect(selector.regions.flatMap((region) => region.sites.map((site) => site.url))).toEqual([
      '/en-us',
      '/en-ca',
      '/fr-ca',
      '/en-gb',
      '/de-de',
      '/fr-fr',
    ]);
    expect(selector.regions[1]?.sites).toContainEqual({
      locale: 'de-de',
      label: 'Deutschland (Deutsch)',
      url: '/de-de',
    });
  });

  it('answers a content page by name with its sections', async () => {
    const response = await get('/fapi/pages/privacy');
    const page = getInternalPage.response.parse(await okJson(response, 'privacy'));
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(page).toMatchObject({ page: 'privacy', title: 'Privacy policy' });
    expect(page.sections.map((section) => section.component)).toEqual([
      'Banner',
      'RichText',
      'Accordion',
    ]);

    const treadCart = getInternalPage.response.parse(
      await okJson(await get('/fapi/pages/cart?locale=fr-fr&brand=tread'), 'cart'),
    );
    expect(treadCart.title).toBe('Panier');
    // Fragments are resolved in place.
    expect(treadCart.sections.some((section) => section.component === 'Fragment')).toBe(false);
    const byHost = getInternalPage.response.parse(
      await okJson(await get('/fapi/pages/brand-terms', tread), 'brand terms'),
    );
    expect(JSON.stringify(byHost.sections)).toContain('Tread');
  });

  it('titles the home page with its SEO title', async () => {
    const home = getInternalPage.response.parse(
      await okJson(await get('/fapi/pages/home', tread), 'home'),
    );
    expect(home.title).toMatch(/^Tread: /);
    expect(home.sections.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown page and 400 for a malformed name, as JSON', async () => {
    const missing = await get('/fapi/pages/no-such-page', { 'x-correlation-id': 'fapi-test-1' });
    const body = await failure(missing, 404, 'API404');
    // The caller's correlation id reaches the service and comes back.
    expect(body.correlationId).toBe('fapi-test-1');
    expect(missing.headers.get('x-correlation-id')).toBe('fapi-test-1');
    await failure(await get('/fapi/pages/Privacy'), 400, 'API400');
    await failure(await get('/fapi/no/such/call'), 404, 'API404');
    await failure(await get('/fapi/components/size-chart'), 404, 'API404');
  });
});

describe('calls the service answers', () => {
  it('passes the server time on, uncached', async () => {
    const response = await get(getServerTime.path);
    const { timestamp } = getServerTime.response.parse(await okJson(response, 'time'));
    expect(timestamp).toBe(store().server.clock.now().getTime());
    expect(Math.abs(timestamp - Date.now())).toBeLessThan(5 * 60_000);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('takes a web-vitals beacon (204), as JSON or as a sendBeacon string', async () => {
    const beacon = JSON.stringify({
      page: '/en-us',
      metrics: [{ name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1' }],
    });
    const json = await post('/fapi/performance/ingest', beacon);
    expect(json.status).toBe(204);
    expect(await json.text()).toBe('');
    const text = await post('/fapi/performance/ingest', beacon, {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(text.status).toBe(204);
  });

  it('refuses a bad beacon with the service’s 400, and the wrong method with 405', async () => {
    await failure(
      await post('/fapi/performance/ingest', JSON.stringify({ page: '/', metrics: [] })),
      400,
      'API400',
    );
    await failure(await post('/fapi/performance/ingest', '{not json'), 400, 'API400');
    await failure(
      await post('/fapi/performance/ingest', 'x=1', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      415,
      'API415',
    );
    const get405 = await failure(await get('/fapi/performance/ingest'), 405, 'API405');
    expect(get405.errorDetails[0]?.message).toMatch(/POST/);
    await failure(await post('/fapi/components/footer', '{}'), 405, 'API405');
  });

  it('checks a response body against a contract route through the service', async () => {
    const valid = validateResponse.response.parse(
      await okJson(
        await post('/fapi/api/validate-response/getServerTime', JSON.stringify({ timestamp: 1 })),
        'valid',
      ),
    );
    expect(valid).toEqual({ valid: true, issues: [] });
    const invalid = validateResponse.response.parse(
      await okJson(
        await post('/fapi/api/validate-response/getServerTime', JSON.stringify({ timestamp: -1 })),
        'invalid',
      ),
    );
    expect(invalid.valid).toBe(false);
    expect(invalid.issues[0]?.path).toBe('timestamp');
    await failure(await post('/fapi/api/validate-response/noSuchRoute', '{}'), 404, 'API404');
    await failure(await post('/fapi/api/validate-response/not-a-name', '{}'), 400, 'API400');
  });
});
