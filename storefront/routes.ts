import { index, type RouteConfig, route } from '@react-router/dev/routes';

/*
 * Every route of spec §2 in one place. `:locale` is any first segment: the site layout
 * answers 404 for one that is not a site locale.
 */
export default [
  index('routes/locale-redirect.tsx'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route(':locale/sitemap.xml', 'routes/sitemap.ts'),
  route(':locale', 'routes/site.tsx', [
    index('routes/home.tsx'),
    route('c/:slugId', 'routes/category.tsx'),
    route('p/:slugId', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    // Everything else below a site: a CMS page, or the 404 page.
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig;
