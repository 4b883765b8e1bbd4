/**
 * The store's routes (spec §2) on its production build, served as `npm start` serves
 * it (host/app.ts), on a seeded service in memory: locale and brand resolution, the id
 * rules, canonical redirects and the 404 page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { storefrontBuild } from '../scripts/setup.mjs';
import { setupTestStore } from './test/store.ts';

const store = setupTestStore();

function get(pathname: string, headers: Record<string, string> = {}) {
  return store().request(pathname, { headers });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('sites', () => {
  it('sends / to the best locale for Accept-Language, query kept', async () => {
    const french = await get('/?utm_source=mail', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french.status).toBe(302);
    expect(french.headers.get('location')).toBe('/fr-ca?utm_source=mail');
    expect((await get('/', { 'accept-language': 'de' })).headers.get('location')).toBe('/de-de');
    expect((await get('/')).headers.get('location')).toBe('/en-us');
    // A language chosen before wins over the browser's.
    const chosen = await get('/', { 'accept-language': 'de', cookie: 'cairn_locale=fr-fr' });
    expect(chosen.headers.get('location')).toBe('/fr-fr');
  });

  it('renders the home page of the host’s brand in the path’s language', async () => {
    const ridgeline = await get('/en-us');
    expect(ridgeline.status).toBe(200);
    const html = await ridgeline.text();
    expect(html).toContain('<html lang="en-US"');
    expect(titleOf(html)).toMatch(/Ridgeline/);
    const tread = await (await get('/de-de', { host: 'tread.localhost:3000' })).text();
    expect(tread).toContain('<html lang="de-DE"');
    expect(titleOf(tread)).toMatch(/Tread/);
  });

  it('titles the store’s own pages in the site’s language', async () => {
    const titles = await Promise.all(
      ['/fr-ca/cart', '/de-de/sign-in', '/en-gb/associate-login', '/fr-ca/search'].map(
        async (path) => titleOf(await (await get(path)).text()),
      ),
    );
    expect(titles).toEqual(['Panier', 'Anmelden', 'Associate login', 'Recherche | Ridgeline']);
  });

  it('serves the member’s address book, payment methods and the newsletter’s confirm link', async () => {
    const pages = await Promise.all(
      [
        '/fr-fr/account/addresses',
        '/de-de/account/payment-methods',
        '/en-gb/subscription/confirm?token=0123456789abcdef0123',
      ].map(async (path) => {
        const response = await get(path);
        return {
          status: response.status,
          title: titleOf(await response.text()),
          cache: response.headers.get('cache-control'),
        };
      }),
    );
    expect(pages.map((page) => [page.status, page.title])).toEqual([
      [200, 'Adresses'],
      [200, 'Zahlungsarten'],
      [200, 'Confirm your subscription'],
    ]);
    // The mailed link's token is the subscriber's: never a shared page.
    expect(pages[2]?.cache).toBe('private, no-store');
  });

  it('renders a CMS page for any other path below a site', async () => {
    const privacy = await get('/en-us/privacy');
    expect(privacy.status).toBe(200);
    const html = await privacy.text();
    expect(html).toMatch(/<h1[^>]*>Privacy policy</);
    expect(html).toContain('hrefLang="fr-CA" href="http://localhost:3000/fr-ca/privacy"');
    expect((await get('/de-de/policies/shipping-terms')).status).toBe(200);
  });

  it('answers 404 with the error page for an unknown locale or path', async () => {
    for (const pathname of ['/xx-yy', '/en-US', '/favicon.ico.x', '/en-us/no/such/page']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      const html = await response.text();
      expect(html, pathname).toContain('We can’t find that page');
      expect(html, pathname).toContain('data-page-type="Error"');
      expect(titleOf(html), pathname).toBe('We can’t find that page | Ridgeline');
    }
    // Below a site, ways on: the menu's top entries.
    const lost = await (await get('/en-us/no/such/page')).text();
    expect(lost).toContain('Popular categories');
    expect(lost).toMatch(/<nav aria-labelledby="error-popular">.*href="\/en-us\/c\/men-1000"/s);
    const french = await (await get('/fr-ca/nulle-part')).text();
    expect(french).toContain('Page introuvable');
  });
});

describe('product and category URLs', () => {
  it('answers 404 for a malformed or unknown id', async () => {
    for (const pathname of [
      '/en-us/p/jacket-RDGJK10', // 7 characters
      '/en-us/p/jacket-rdgjk10', // lower case, 7 characters
      '/en-us/p/jacket-ZZZZZZZZ9', // well formed, unknown
      '/en-us/c/jackets-110', // 3 digits
      '/en-us/c/jackets-99999', // well formed, unknown
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });

  it('redirects a non-canonical slug permanently to the canonical URL, query kept', async () => {
    const product = await get('/en-us/p/old-name-RDGJK1001?color=forest');
    expect(product.status).toBe(308);
    const location = product.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en-us\/p\/[a-z0-9-]+-RDGJK1001\?color=forest$/);
    expect((await get(location)).status).toBe(200);

    // A lower-cased id is the same product.
    const lower = await get('/en-us/p/old-name-rdgjk1001');
    expect(lower.status).toBe(308);
    expect(lower.headers.get('location')).toMatch(/^\/en-us\/p\/[a-z0-9-]+-RDGJK1001$/);

    const category = await get('/en-us/c/whatever-1100?sort=newest');
    expect(category.status).toBe(308);
    expect(category.headers.get('location')).toBe('/en-us/c/jackets-1100?sort=newest');
  });

  it('lists a category’s products with facets in the HTML, and its state in links', async () => {
    const html = await (await get('/en-us/c/jackets-1100?color=green')).text();
    expect(titleOf(html)).toMatch(/Jackets.*Ridgeline/);
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/en-us/c/jackets-1100"/>',
    );
    // Shown to page 2, the listing is a page of its own.
    expect(await (await get('/en-us/c/jackets-1100?page=2')).text()).toContain(
      '<link rel="canonical" href="http://localhost:3000/en-us/c/jackets-1100?page=2"/>',
    );
    expect(html).toContain('hrefLang="de-DE" href="http://localhost:3000/de-de/c/jacken-1100"');
    expect(html).toMatch(/\d+ products?</);
    expect(html).toContain('href="/en-us/p/');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Men', item: 'http://localhost:3000/en-us/c/men-1000' },
        { position: 2, name: 'Jackets', item: 'http://localhost:3000/en-us/c/jackets-1100' },
      ],
    });
    // The chosen value is ticked, and its chip takes it away again.
    const green = /<input [^>]*value="green"[^>]*>/.exec(html)?.[0] ?? '';
    expect(green).toContain('checked');
    expect(/<a [^>]*aria-label="Remove filter: Green"[^>]*>/.exec(html)?.[0]).toContain(
      'href="/en-us/c/jackets-1100"',
    );
  });

  it('loads the first row of product pictures first (the page’s largest paint), and only them', async () => {
    const html = await (await get('/en-us/c/jackets-1100')).text();
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    const eager = images.filter((tag) => /fetchpriority="high"/i.test(tag));
    // The grid comes first on a category page: its first four cards (a row on a large screen).
    expect(eager).toHaveLength(4);
    for (const tag of eager) {
      expect(tag).toContain('/products/');
      expect(tag).toContain('loading="eager"');
    }
    // The rest of the grid's and the footer's pictures still load as they come into view.
    expect(images.filter((tag) => tag.includes('loading="lazy"')).length).toBeGreaterThan(4);
  });

  it('loads one picture first on home: the hero of the A/B test, not the banner below it', async () => {
    const html = await (await get('/en-us')).text();
    const eager = [...html.matchAll(/<img [^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /fetchpriority="high"/i.test(tag));
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatch(/home-hero/);
  });

  it('shows the product page', async () => {
    const response = await get('/en-us/c/jackets-1100');
    const first = /href="(\/en-us\/p\/[^"]+)"/.exec(await response.text())?.[1];
    expect(first).toBeDefined();
    const page = await get(first as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(titleOf(html)).toMatch(/ \| Ridgeline$/);
    // hreflang: the page itself, every other site of the brand, each with its language's
    // slug, and x-default (the en-us page).
    const alternates = [...html.matchAll(/hrefLang="([a-zA-Z-]+)" href="([^"]+)"/g)];
    expect(alternates.map((match) => match[1])).toEqual([
      'en-US',
      'en-CA',
      'fr-CA',
      'en-GB',
      'de-DE',
      'fr-FR',
      'x-default',
    ]);
    expect(alternates.at(-1)?.[2]).toBe(`http://localhost:3000${first}`);
    const french = alternates.find((match) => match[1] === 'fr-FR')?.[2] ?? '';
    expect((await get(new URL(french).pathname)).status).toBe(200);
  });
});

describe('search', () => {
  it('lists matches for q, says when nothing matches, and is a hub without q', async () => {
    const found = await (await get('/en-us/search?q=jacket')).text();
    expect(found).toContain('Search results for “jacket”');
    expect(found).toContain('href="/en-us/p/');
    const none = await (await get('/en-us/search?q=zzzzqqq')).text();
    expect(none).toContain('No results for “zzzzqqq”');
    const hub = await get('/en-us/search');
    expect(hub.status).toBe(200);
    expect(await hub.text()).toContain('What are you looking for?');
  });

  it('names the brand in the title', async () => {
    const found = await (await get('/en-us/search?q=jacket')).text();
    expect(titleOf(found)).toBe('jacket – Search | Ridgeline');
    const hub = await (await get('/de-de/search', { host: 'tread.localhost:3000' })).text();
    expect(titleOf(hub)).toBe('Suche | Tread');
  });

  it('forgives a typo: "jakcet" lists jackets, says so, and offers the text as typed', async () => {
    const html = await (await get('/en-us/search?q=jakcet')).text();
    expect(titleOf(html)).toBe('jacket – Search | Ridgeline');
    expect(html).toContain('Search results for “jacket”');
    expect(html).toContain('No results for “jakcet”, so here are the results for “jacket”.');
    expect(html).toContain('href="/en-us/search?q=jakcet&amp;exact=true"');
    const cards = [...html.matchAll(/href="\/en-us\/p\/([^"]+)"/g)].map((match) => match[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((slug) => slug?.includes('jacket'))).toBe(true);
    const german = await (await get('/de-de/search?q=Regenjake')).text();
    expect(german).toContain('Suchergebnisse für „Regenjacke“');
  });

  it('helps on from nothing found: did you mean, popular searches and categories', async () => {
    const html = await (await get('/en-us/search?q=jakcet&exact=true')).text();
    expect(html).toContain('No results for “jakcet”');
    expect(html).toMatch(
      /Did you mean <a [^>]*href="\/en-us\/search\?q=jacket"[^>]*>“jacket”<\/a>\?/,
    );
    expect(html).toContain('Popular searches');
    expect(html).toContain('href="/en-us/search?q=rain%20jacket"');
    expect(html).toContain('Popular categories');
    const german = await (await get('/de-de/search?q=zzzzqqq')).text();
    expect(german).toContain('Keine Ergebnisse für „zzzzqqq“');
    expect(german).toContain('Beliebte Suchen');
    expect(german).toContain('Beliebte Kategorien');
  });
});

describe('translations', () => {
  it('shows no raw i18n key on any page of any locale', async () => {
    const rawKey =
      />[^<]*\b(?:storefront|listing|search|searchPage|consent|sites|notFound|error|account|product|megaMenu|loadMore)[.:][a-zA-Z][\w.]*[^<]*</;
    for (const locale of ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr']) {
      for (const pathname of [`/${locale}`, `/${locale}/search?q=jacket`, `/${locale}/nowhere`]) {
        const html = (await (await get(pathname)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
        expect(html, pathname).not.toMatch(rawKey);
      }
    }
  });
});

describe('robots and site maps', () => {
  it('lists every locale’s site map, and each lists home, categories, products, content pages and articles', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots).toContain('Disallow: /*/order-confirmation');
    const index = await (await get('/sitemap.xml')).text();
    expect(index.match(/<sitemap>/g)).toHaveLength(6);
    const french = await (await get('/fr-ca/sitemap.xml')).text();
    expect(french).toContain('<loc>http://localhost:3000/fr-ca</loc>');
    expect(french).toContain('<loc>http://localhost:3000/fr-ca/c/vestes-1100</loc>');
    expect(french).toMatch(
      /<loc>http:\/\/localhost:3000\/fr-ca\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}<\/loc>/,
    );
    // The CMS's live pages and journal articles, not the shopper's own pages nor the 404's.
    expect(french).toContain('<loc>http://localhost:3000/fr-ca/help/faq</loc>');
    expect(french).toContain('<loc>http://localhost:3000/fr-ca/privacy</loc>');
    expect(french).toContain('<loc>http://localhost:3000/fr-ca/journal/layering-101</loc>');
    for (const slug of ['cart', 'checkout', 'account', 'favorites', 'not-found']) {
      expect(french).not.toContain(`<loc>http://localhost:3000/fr-ca/${slug}</loc>`);
    }
    expect((await get('/xx-yy/sitemap.xml')).status).toBe(404);
  });
});

describe('content', () => {
  it('renders the products of a page’s recommendation sections in the server’s HTML', async () => {
    for (const path of ['/en-us', '/en-us/c/jackets-1100']) {
      const html = await (await get(path)).text();
      const section = html.slice(html.indexOf('data-component="Recommendation"'));
      expect(section.length, path).toBeGreaterThan(0);
      const cards = section
        .slice(0, section.indexOf('data-section-id='))
        .match(/href="\/en-us\/p\//g);
      expect(cards?.length ?? 0, path).toBeGreaterThan(1);
      // The data travels with the page: the browser does not ask for it again.
      expect(html, path).toContain('recommendations');
    }
  });
});

describe('one process', () => {
  it('serves the service under /api and the build’s assets with immutable caching', async () => {
    const api = await get('/api/products/v2/catalog?locale=en-us');
    expect(api.status).toBe(200);
    expect(((await api.json()) as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
    const html = await (await get('/en-us')).text();
    // The page's one stylesheet first, and no script hints ahead of the content: the
    // module script at the end imports the entry's graph.
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script'));
    expect(html).not.toContain('modulepreload');
    const asset = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await get(asset as string, { 'accept-encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The home page holds an A/B test (private, p13n.integration.test.ts): a plain page here.
    const page = await get('/en-us/privacy', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    // Pages are cached by audience: the same for every shopper, briefly.
    expect((await get('/en-us/privacy')).headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    expect((await get('/xx-yy')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await get('/')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the build', () => {
  it('is the production build even when a test run made it (React without its development code)', () => {
    // Built by setupTestStore under vitest (NODE_ENV=test): npm start reuses this build.
    const assets = path.join(path.dirname(storefrontBuild as string), '../client/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const development = scripts.filter((file) =>
      readFileSync(path.join(assets, file), 'utf8').includes('not configured to support act'),
    );
    expect(development).toEqual([]);
  });
});

describe('checkout', () => {
  it('renders the checkout of a shopper with a cart, the address form with its country’s states, in the HTML', async () => {
    const session = await store().request('/api/token/v2/auth/token?locale=en-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'guest' }),
    });
    const cookie = session.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const added = await store().request('/api/cart/v1/cartWithItem?locale=en-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ items: [{ productId: 'RDGJK100112', qty: 1 }] }),
    });
    expect(added.status).toBe(201);
    const checkout = await get('/en-us/checkout', { cookie });
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('cache-control')).toBe('private, no-store');
    const html = await checkout.text();
    expect(html).toContain('Men&#x27;s Nunatak Rain Jacket');
    // The countries and the address rules come with the page: the state select is there,
    // the site's country chosen, before any script runs.
    expect(html).toMatch(/>State or province</);
    expect(html).toContain('Select a state or province');
    expect(html).toMatch(/>United States</);
    // Its own header and footer (issue 46): the brand, "Secure checkout", help and the way
    // back to the cart; no menu, search or newsletter to leave by.
    expect(html).toContain('Secure checkout');
    expect(html).toMatch(/<a [^>]*href="\/en-us\/cart"[^>]*>Back to cart</);
    expect(html).toMatch(/<a [^>]*href="\/en-us\/help\/contact-us"[^>]*>Help</);
    expect(html).not.toContain('role="search"');
    expect(html).not.toContain('data-block="MegaMenu"');
    expect(html).not.toContain('data-component="Newsletter"');
    // The cart page keeps the store's header.
    const cart = await (await get('/en-us/cart', { cookie })).text();
    expect(cart).toContain('role="search"');
    expect(cart).toContain('data-block="MegaMenu"');
    expect(cart).toContain('data-component="Newsletter"');
  });
});
