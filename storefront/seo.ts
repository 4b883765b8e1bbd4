import type { MetaDescriptor } from 'react-router';
import type { ContentSeo } from '#api/contract/content.ts';
import { localeInfo, type SiteLocale } from '#i18n/index.ts';

/**
 * Title, description, robots, canonical and hreflang links of a page, from its SEO
 * fields; `origin` makes the links absolute.
 */
export function seoMeta(
  seo: Pick<ContentSeo, 'title' | 'description' | 'robots'> & {
    canonicalPath: string | null;
    alternates: readonly { locale: SiteLocale; path: string }[];
  },
  origin: string,
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: seo.robots },
  ];
  if (seo.canonicalPath) {
    tags.push({ tagName: 'link', rel: 'canonical', href: `${origin}${seo.canonicalPath}` });
  }
  for (const alternate of hreflangSet(seo.canonicalPath, seo.alternates)) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.locale === 'x-default' ? 'x-default' : localeInfo[alternate.locale].tag,
      href: `${origin}${alternate.path}`,
    });
  }
  return tags;
}

/** The site whose version answers a visitor whose language no site has (hreflang x-default). */
export const X_DEFAULT_LOCALE: SiteLocale = 'en-us';

/**
 * The hreflang set of a page: the page itself (its canonical path, whose first segment is
 * its site), the same page on the brand's other sites, and `x-default`, the en-us version
 * (or the page itself when there is none). Nothing without a canonical path.
 */
export function hreflangSet(
  canonicalPath: string | null,
  alternates: readonly { locale: SiteLocale; path: string }[],
): { locale: SiteLocale | 'x-default'; path: string }[] {
  if (!canonicalPath) return [];
  const own = canonicalPath.split('/')[1];
  const self = alternates.find((alternate) => alternate.locale === own);
  const set = [
    ...(self ? [] : [{ locale: own as SiteLocale, path: canonicalPath }]),
    ...alternates,
  ].filter((alternate) => alternate.locale in localeInfo);
  const fallback = set.find((alternate) => alternate.locale === X_DEFAULT_LOCALE) ?? set[0];
  return fallback ? [...set, { locale: 'x-default', path: fallback.path }] : set;
}

/** A JSON-LD script's inner HTML: `<` escaped, so no text can close the script. */
export function jsonLdHtml(data: unknown): { __html: string } {
  return { __html: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** schema.org BreadcrumbList of a trail (home first, the page itself last). */
export function breadcrumbList(items: readonly { name: string; path: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}
