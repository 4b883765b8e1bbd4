import { siteLocales } from '#i18n/index.ts';
import type { Route } from './+types/sitemap-index';

/** `/sitemap.xml`: the index of the host's brand's site maps, one per locale. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const entries = siteLocales
    .map((locale) => `  <sitemap><loc>${origin}/${locale}/sitemap.xml</loc></sitemap>`)
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`,
    {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    },
  );
}
