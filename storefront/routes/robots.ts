import type { Route } from './+types/robots';

/** robots.txt: everything but the shopper's own pages may be crawled. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Disallow: /*/cart',
    'Disallow: /*/checkout',
    'Disallow: /*/account',
    'Disallow: /*/favorites',
    'Disallow: /*/order-confirmation',
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
