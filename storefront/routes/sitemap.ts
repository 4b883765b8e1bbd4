import type { ApiClient } from '#api/client/index.ts';
import { type ContentDocumentType, getShowcase, showcaseLimits } from '#api/contract/content.ts';
import type { CategoryNode } from '#api/contract/products.ts';
import { getCatalog } from '#api/contract/products.ts';
import { getProductSearch } from '#api/contract/search.ts';
import { apiOf, load, siteFor } from '../loaders.ts';
import type { Site } from '../site/site.ts';
import type { Route } from './+types/sitemap';
import { shopperOwnPages } from './robots.ts';

/** Products per search call while listing them all (the service answers 100 at most). */
const PAGE = 100;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function categoryPaths(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((node) => [node.url, ...categoryPaths(node.children)]);
}

/**
 * Content pages that are not for a search engine: the CMS content of the shopper's own pages
 * (robots.txt keeps crawlers out of them) and of the 404 page.
 */
const privateSlugs = new Set<string>([...shopperOwnPages, 'not-found']);

/** The live content pages and articles of the site (the CMS's listing, page by page). */
async function contentPaths(api: ApiClient, site: Site): Promise<string[]> {
  const limit = Math.max(...showcaseLimits);
  const list = async (docType: ContentDocumentType): Promise<string[]> => {
    const paths: string[] = [];
    for (let offset = 0; ; offset += limit) {
      const page = await load(
        api.call(getShowcase, {
          params: { mode: 'live', siteId: site.siteId, docType },
          query: { limit, offset },
        }),
      );
      for (const summary of page.result) {
        if (!privateSlugs.has(summary.slug)) paths.push(summary.path);
      }
      if (offset + limit >= page.numFound) return paths;
    }
  };
  const [pages, articles] = await Promise.all([list('page'), list('article')]);
  return [...pages, ...articles];
}

/**
 * `/{locale}/sitemap.xml`: the site's home, every category and product, and its content
 * pages and journal articles.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const api = apiOf(context);
  const origin = new URL(request.url).origin;
  const [catalog, first, content] = await Promise.all([
    load(api.call(getCatalog)),
    load(api.call(getProductSearch, { query: { start: 0, count: PAGE } })),
    contentPaths(api, site),
  ]);
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / PAGE) - 1 }, (_, index) =>
      load(api.call(getProductSearch, { query: { start: (index + 1) * PAGE, count: PAGE } })),
    ),
  );
  const products = [first, ...rest].flatMap((page) => page.products.map((product) => product.url));
  const paths = [`/${site.locale}`, ...categoryPaths(catalog.categories), ...products, ...content];
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    },
  );
}
