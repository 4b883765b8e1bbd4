import type { ArticleMeta } from '#api/contract/content.ts';
import type { BrandId } from '#design-tokens/index.ts';
import { brandNames } from '#design-tokens/index.ts';
import { breadcrumbList } from '../seo.ts';

/**
 * schema.org Article of an article page (spec §2) for search engines: headline, summary,
 * picture, publication date, language, and the brand as author and publisher.
 */
export function articleJsonLd(
  article: ArticleMeta,
  page: { path: string; brand: BrandId; languageTag: string },
  origin: string,
) {
  const url = `${origin}${page.path}`;
  const brand = { '@type': 'Organization', name: brandNames[page.brand], url: origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    headline: article.title,
    description: article.subtitle,
    image: article.picture.url ? [new URL(article.picture.url, origin).href] : [],
    datePublished: article.publishDate,
    inLanguage: page.languageTag,
    keywords: article.tags.map((tag) => tag.label).join(', '),
    author: brand,
    publisher: brand,
  };
}

/** What an article page gives search engines: the Article and its breadcrumb trail. */
export function articlePageJsonLd(
  article: ArticleMeta,
  page: { path: string; brand: BrandId; languageTag: string },
  trail: readonly { name: string; path: string }[],
  origin: string,
) {
  return [articleJsonLd(article, page, origin), breadcrumbList(trail, origin)];
}
