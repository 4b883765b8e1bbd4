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
