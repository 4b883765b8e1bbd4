import type { Route } from './+types/robots';

/**
 * The shopper's own pages (`/{locale}/{page}`): crawlers stay out, and the sitemap leaves out
 * their CMS content (sitemap.ts).
 */
export const shopperOwnPages = [
  'cart',
  'checkout',
  'account',
  'favorites',
  'order-confirmation',
] as const;

/** robots.txt: everything but the shopper's own pages may be crawled. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    ...shopperOwnPages.map((page) => `Disallow: /*/${page}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
