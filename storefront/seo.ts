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
  for (const alternate of seo.alternates) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: localeInfo[alternate.locale].tag,
      href: `${origin}${alternate.path}`,
    });
  }
  return tags;
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
