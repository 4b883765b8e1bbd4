import { z } from 'zod';
import { categoryId, localeQuery, opaqueId, productId, siteId, siteLocale } from './common.ts';
import { contentSection } from './contentSections.ts';
import { defineRoute } from './route.ts';

/*
 * Content as a service (spec §7 Content): every call is `GET /{mode}/caas/v1/canvas/…`.
 *
 * ## The document envelope
 * Every answer that is a page (home, fixed pages, category landing, search page, product
 * page content, article, footer, menu, pop-ups, fragment) is one `ContentDocument`:
 *
 * ```
 * { id, name, type, locale, siteId, slug, parentSlug, layoutVariant, seo,
 *   publication: { status, start, end },                 // scheduling, see "Preview" below
 *   article?: { eyebrow, title, subtitle, picture, tags, publishDate, hidePageDate },
 *   sections: [ Section ] }
 * ```
 *
 * A `Section` is a block or a wrapper (Experience, Segmentation, Fragment): see
 * `./contentSections.ts`.
 *
 * ## Preview and scheduling
 * Documents are versioned. A version is `published` or `draft` and may be scheduled with a
 * `start`/`end` window. The live mode serves the newest published version whose window holds
 * the current time. The preview (`mode` = `preview`, or `preview=true` in the query) also
 * serves drafts, and evaluates windows at `previewDateTime` (ISO 8601) or
 * `previewDateRFC1123` (`Sun, 06 Nov 1994 08:49:37 GMT`) when given, so an editor can see the
 * page as it will look on a future date (spec §2/§4).
 *
 * ## Where documents sit
 * `slug` is the storefront path below the locale: `''` (home, type `home`), `help/contact-us`
 * (type `page`; fixed pages use their name: `cart`, `not-found` …), `journal/layering-101`
 * (type `article`, parent `journal`), `c/{slug}-{categoryId}` (type `category`),
 * `search/{searchType}` (type `search`), a product id or `default` (type `product`), and the
 * type's own name for the one footer, menu and pop-ups document of a site. Fragment ids are
 * unique across sites.
 *
 * ## Errors
 * Unknown site, page, category, fragment, or an empty window answer 404 with the error body
 * of spec §8 and errorId `API404`. Bad parameters answer 400 (`API400`-style body from the
 * service's validation).
 */

/** `live` serves what is published now; `preview` also drafts, at a chosen date. */
export const contentModes = ['live', 'preview'] as const;
export const contentMode = z.enum(contentModes);
export type ContentMode = z.infer<typeof contentMode>;

/** Document types of the content system; `showcase/{siteId}/{docType}` lists one of them. */
export const contentDocumentTypes = [
  'home',
  'page',
  'category',
  'search',
  'product',
  'article',
  'footer',
  'menu',
  'popups',
  'fragment',
] as const;
export const contentDocumentType = z.enum(contentDocumentTypes);
export type ContentDocumentType = z.infer<typeof contentDocumentType>;

/**
 * Pages every site has under `augmentedpage/{siteId}/{page}`: the storefront asks for them by
 * these names, not by an editor's slug.
 */
export const fixedPages = [
  'home',
  'cart',
  'checkout',
  'account',
  'favorites',
  'order-confirmation',
  'not-found',
] as const;
export type FixedPage = (typeof fixedPages)[number];

/** A page slug: lower-case words joined by `-`, nested with `/` (`help/returns/how-to-return`). */
export const pageSlug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'slug is lower-case words joined by - or /');

/** A tag id of the article facets: `trail-running`. */
export const articleTagId = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'tagId is lower-case words joined by -');

/** A picture as content media: a `/api/images/upload/{publicId}` URL (CONTRIBUTING "Images"). */
export const contentPicture = z.object({
  url: z.string().min(1).max(500),
  alt: z.string().max(300),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ContentPicture = z.infer<typeof contentPicture>;

export const contentSeo = z.object({
  title: z.string().max(200),
  description: z.string().max(500),
  /** Path of the canonical page, `/en-us/help/contact-us`. */
  canonicalPath: z.string().max(300).nullable(),
  robots: z.enum(['index,follow', 'noindex,follow', 'noindex,nofollow']),
  /** The same page on the brand's other regional sites. */
  alternates: z.array(z.object({ locale: siteLocale, path: z.string().max(300) })),
});
export type ContentSeo = z.infer<typeof contentSeo>;

export const articleTag = z.object({ id: articleTagId, label: z.string().max(120) });

/** What an article page adds to the envelope (spec §2 article page, §3 Article). */
export const articleMeta = z.object({
  eyebrow: z.string().max(120),
  title: z.string().max(300),
  subtitle: z.string().max(500),
  picture: contentPicture,
  tags: z.array(articleTag).max(20),
  /** ISO date `YYYY-MM-DD`. */
  publishDate: z.iso.date(),
  hidePageDate: z.boolean(),
});
export type ArticleMeta = z.infer<typeof articleMeta>;

export const publicationStatuses = ['published', 'draft'] as const;
export const contentPublication = z.object({
  status: z.enum(publicationStatuses),
  /** Visible from (inclusive); null = always. */
  start: z.iso.datetime({ offset: true }).nullable(),
  /** Visible until (exclusive); null = no end. */
  end: z.iso.datetime({ offset: true }).nullable(),
});
export type ContentPublication = z.infer<typeof contentPublication>;

export const contentDocument = z.object({
  id: z.string().min(1).max(160),
  name: z.string().max(200),
  type: contentDocumentType,
  locale: siteLocale,
  siteId,
  /** The path below `/{locale}` (`''` for home, `help/contact-us`, `c/jackets-1001`). */
  slug: z.string().max(200),
  /** For `children/{siteId}/{parentPageSlug}`: the slug of the parent page, if any. */
  parentSlug: pageSlug.nullable(),
  /** A free layout label the preview viewer filters by (`showcase?layoutVariant=`). */
  layoutVariant: z.string().max(80).nullable(),
  seo: contentSeo,
  publication: contentPublication,
  article: articleMeta.optional(),
  sections: z.array(contentSection).max(200),
});
export type ContentDocument = z.infer<typeof contentDocument>;
export type ContentDocumentInput = z.input<typeof contentDocument>;

export const contentBreadcrumb = z.object({ name: z.string(), path: z.string() });

/** A page in a list (children, showcase). */
export const contentPageSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: contentDocumentType,
  slug: z.string(),
  /** Storefront path `/{locale}/{slug}`. */
  path: z.string(),
  layoutVariant: z.string().nullable(),
  article: articleMeta.optional(),
});
export type ContentPageSummary = z.infer<typeof contentPageSummary>;

/** `augmentedpage`: the page with fragments resolved, its breadcrumbs and its child pages. */
export const augmentedPage = contentDocument.extend({
  breadcrumbs: z.array(contentBreadcrumb),
  children: z.array(contentPageSummary),
});
export type AugmentedPage = z.infer<typeof augmentedPage>;

/** Spec §3 Article as listed by the article search. */
export const articleSummary = z.object({
  id: z.string(),
  /** Storefront path of the article page. */
  url: z.string(),
  eyebrow: z.string(),
  title: z.string(),
  subtitle: z.string(),
  picture: contentPicture,
  tags: z.array(articleTag),
  publishDate: z.iso.date(),
  hidePageDate: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleFacet = z.object({
  id: articleTagId,
  label: z.string(),
  /** Articles matching the query (ignoring the tag filter) that carry this tag. */
  count: z.number().int().min(0),
});

export const articleSearchResponse = z.object({
  result: z.array(articleSummary),
  facets: z.array(articleFacet),
  numFound: z.number().int().min(0),
});
export type ArticleSearchResponse = z.infer<typeof articleSearchResponse>;

export const childrenResponse = z.object({
  parentSlug: pageSlug,
  children: z.array(contentPageSummary),
  numFound: z.number().int().min(0),
});

export const showcaseResponse = z.object({
  result: z.array(contentPageSummary),
  numFound: z.number().int().min(0),
});

/** RFC 1123 date as HTTP sends it: `Sun, 06 Nov 1994 08:49:37 GMT`. */
const rfc1123 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Spec §2 preview parameters, passed through from the page URL to every content call. */
export const previewQuery = localeQuery.extend({
  preview: z.stringbool().optional(),
  previewDateTime: z.iso.datetime({ offset: true }).optional(),
  previewDateRFC1123: z
    .string()
    .regex(rfc1123, 'previewDateRFC1123 looks like "Sun, 06 Nov 1994 08:49:37 GMT"')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'not a real date')
    .optional(),
});
export type PreviewQuery = z.infer<typeof previewQuery>;

/** A query value that may repeat (`tagId=a&tagId=b`) or be comma separated (`tagId=a,b`). */
export function multiValueQuery<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry) => entry.split(','))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item).max(20));
}

/** Article search paging: related articles ask for `limit=4` (spec §7). */
export const RELATED_ARTICLES_LIMIT = 4;

export const articleSearchQuery = previewQuery.extend({
  /** Free text matched against title, subtitle and eyebrow. */
  q: z.string().trim().max(200).optional(),
  /** Articles carrying any of these tags. */
  tagId: multiValueQuery(articleTagId).optional(),
  /** Leave out one article (the page showing its related articles). */
  excludeId: z.string().max(160).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});

const modeParams = { mode: contentMode, siteId };

export const getAugmentedPage = defineRoute({
  name: 'getAugmentedPage',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/augmentedpage/:siteId/:page',
  params: z.object({ ...modeParams, page: pageSlug }),
  query: previewQuery,
  response: augmentedPage,
  auth: 'none',
  errors: ['API404'],
  description:
    'A page by slug, or a fixed page by name (`fixedPages`), with fragments resolved in place, breadcrumbs and child pages. Nested slugs travel URI-encoded in one segment (`help%2Fcontact-us`).',
});

export const getCategoryContent = defineRoute({
  name: 'getCategoryContent',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/category/:siteId/:categoryId',
  params: z.object({ ...modeParams, categoryId }),
  query: previewQuery,
  response: contentDocument,
  auth: 'none',
  errors: ['API404'],
  description: 'The landing content of a category page (fragments resolved).',
});

/** Search article grid: `search/{siteId}/article` (registered before the search pages). */
export const searchArticles = defineRoute({
  name: 'searchArticles',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/search/:siteId/article',
  params: z.object(modeParams),
  query: articleSearchQuery,
  response: articleSearchResponse,
  auth: 'none',
  errors: ['API404'],
  description:
    'Articles newest first. Tags filter with OR; facets count the articles matching everything but the tag filter.',
});

export const searchTypes = ['results', 'no-results', 'hub'] as const;
export const getSearchContent = defineRoute({
  name: 'getSearchContent',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/search/:siteId/:searchType',
  params: z.object({ ...modeParams, searchType: z.enum(searchTypes) }),
  query: previewQuery,
  response: contentDocument,
  auth: 'none',
  errors: ['API404'],
  description: 'Content of the search pages: results, no results, and the search hub.',
});

export const getFooter = defineRoute({
  name: 'getFooter',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/footer/:siteId',
  params: z.object(modeParams),
  query: previewQuery,
  response: contentDocument,
  auth: 'none',
  errors: ['API404'],
});

export const getFragment = defineRoute({
  name: 'getFragment',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/fragment/:fragmentId',
  params: z.object({ mode: contentMode, fragmentId: opaqueId }),
  query: previewQuery,
  response: contentDocument,
  auth: 'none',
  errors: ['API404'],
  description: 'Fragment ids are unique across sites (`ridgeline-en-us-promo-bar`).',
});

export const getMenu = defineRoute({
  name: 'getMenu',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/menu/:siteId',
  params: z.object(modeParams),
  query: previewQuery,
  response: contentDocument,
  auth: 'none',
  errors: ['API404'],
  description: 'The mega menu: one `MegaMenu` section per top-level item.',
});

export const getPage = defineRoute({
  name: 'getPage',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/page/:siteId/:page',
  params: z.object({ ...modeParams, page: pageSlug }),
  query: previewQuery,
  response: contentDocument,
  auth: 'none',
  errors: ['API404'],
  description: 'A page as stored: `Fragment` sections stay references.',
});

export const getChildren = defineRoute({
  name: 'getChildren',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/children/:siteId/:parentPageSlug',
  params: z.object({ ...modeParams, parentPageSlug: pageSlug }),
  query: previewQuery.extend({
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: childrenResponse,
  auth: 'none',
  errors: ['API404'],
  description: 'Pages whose parent is the given slug, by name. Unknown parent: 404.',
});

export const getPopups = defineRoute({
  name: 'getPopups',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/popups/:siteId',
  params: z.object(modeParams),
  query: previewQuery,
  response: contentDocument,
  auth: 'none',
  errors: ['API404'],
  description:
    'The site pop-ups as `PopUp` sections (possibly inside a `Segmentation`); the pop-up manager shows the first one not dismissed.',
});

export const getProductContent = defineRoute({
  name: 'getProductContent',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/product/:siteId/:productId',
  params: z.object({ ...modeParams, productId }),
  query: previewQuery,
  response: contentDocument,
  auth: 'none',
  errors: ['API404'],
  description:
    "Content for a product page: the product's own document if an editor made one, else the site's product-page default.",
});

export const showcaseLimits = [10, 20, 50] as const;
export const getShowcase = defineRoute({
  name: 'getShowcase',
  method: 'GET',
  path: '/:mode/caas/v1/canvas/showcase/:siteId/:docType',
  params: z.object({ ...modeParams, docType: contentDocumentType }),
  query: previewQuery.extend({
    layoutVariant: z.string().trim().max(80).optional(),
    limit: z.coerce
      .number()
      .pipe(z.union(showcaseLimits.map((limit) => z.literal(limit))))
      .default(20),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  }),
  response: showcaseResponse,
  auth: 'none',
  description:
    'The CMS preview viewer (spec §2): documents of a type, optionally of one layout variant, by name; limit 10, 20 or 50 (default 20).',
});

/** Every content call, the literal `search/…/article` before `search/…/:searchType`. */
export const contentRoutes = {
  getAugmentedPage,
  getCategoryContent,
  searchArticles,
  getSearchContent,
  getFooter,
  getFragment,
  getMenu,
  getPage,
  getChildren,
  getPopups,
  getProductContent,
  getShowcase,
};
