import { z } from 'zod';
import { categoryId, localeQuery, opaqueId, productId, siteId, siteLocale } from './common.ts';
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
 * A `Section` is either a block or a wrapper:
 * - block: `{ id, name?, component, props, options }`. `component` is the block's name, the
 *   folder of `cms-blocks/` that renders it (`Banner`, `PromoBar`, `MegaMenu` …; see
 *   `blockNames`). `props` is the block's payload as the CMS sends it; the envelope keeps it
 *   an open object and the block's own zod schema (`cms-blocks/<Name>/<Name>.schema.ts`)
 *   validates it when rendering, so one bad block is skipped (`CMS Error: component, id`,
 *   spec §8) and never breaks the page.
 * - `Experience` (spec §3 experience): `props: { experienceId, type, trackingEvent?,
 *   baselines: Section[], variants: [{ name, variantId, targets: Section[] }] }`. The
 *   baseline shows unless the experimentation decision or `p13n_testcontext` picks a variant,
 *   whose `targets` then replace it (spec §4).
 * - `Segmentation` (spec §3 segmentation): `props: { segments: [{ id, name?, targets:
 *   Section[] }], baselines: Section[] }`. A segment's `id` is the condition it stands for
 *   (`logged-in`, `loyalty-member`, `cart-empty` …); the first segment whose condition holds
 *   (or the one named in the test context) shows its `targets`, else the baselines.
 * - `Fragment`: `props: { fragmentId }`, a reference to a shared fragment (promo bar, benefit
 *   bar, size guide …). `page/…` returns references as stored; every other call returns them
 *   resolved in place: the fragment's sections are spliced in, their ids prefixed with the
 *   reference's id (`promo-bar.promo-bar`), the reference's layout options added to theirs.
 *
 * Every section carries `options` (spec §2: hydration mode, sticky, full width, hidden per
 * breakpoint, bottom margins per breakpoint as a space token of `design-tokens`).
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

export const contentModes = ['live', 'preview'] as const;
export const contentMode = z.enum(contentModes);
export type ContentMode = z.infer<typeof contentMode>;

/** Spec §2: content sections have a hydration mode. */
export const hydrationModes = ['never', 'visible', 'interaction'] as const;
export const hydrationMode = z.enum(hydrationModes);
export type HydrationMode = z.infer<typeof hydrationMode>;

/** The breakpoints of `design-tokens/breakpoints.ts` (restated: api imports nothing of ours). */
export const contentBreakpoints = ['sm', 'md', 'lg'] as const;
export const contentBreakpoint = z.enum(contentBreakpoints);
export type ContentBreakpoint = z.infer<typeof contentBreakpoint>;

/** The space scale of `design-tokens` (`vars.space.*`), used for bottom margins. */
export const contentSpaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'gutter',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;
export const contentSpace = z.enum(contentSpaces);
export type ContentSpace = z.infer<typeof contentSpace>;

/** Section options (spec §2 and the layout fields of spec §3 experience). */
export const sectionOptions = z.object({
  /** @default 'visible' */
  hydration: hydrationMode.default('visible'),
  /** @default false */
  isSticky: z.boolean().default(false),
  /** @default false */
  isFullWidth: z.boolean().default(false),
  /** Breakpoints at which the section is not rendered. @default [] */
  hideOnBreakpoint: z.array(contentBreakpoint).max(3).default([]),
  /** Space below the section per breakpoint; a missing breakpoint inherits the smaller one. */
  bottomMargins: z.partialRecord(contentBreakpoint, contentSpace).default({}),
});
export type SectionOptions = z.infer<typeof sectionOptions>;
export type SectionOptionsInput = z.input<typeof sectionOptions>;

/**
 * The blocks of spec §1/§3 known to the renderer, by `cms-blocks/` folder name. The envelope
 * accepts any PascalCase name (a block the renderer does not know is skipped and logged).
 */
export const blockNames = [
  'Accordion',
  'Anchor',
  'ArticleGrid',
  'ArticleHeader',
  'Banner',
  'BenefitBar',
  'Collection',
  'EventSignUp',
  'FilterBy',
  'Fragment',
  'Gallery',
  'IconAndTextList',
  'LegalLinks',
  'MegaMenu',
  'Newsletter',
  'PopUp',
  'ProductGrid',
  'PromoBar',
  'Recommendation',
  'RichText',
  'SecondaryNav',
  'Spacer',
  'Upsell',
  'VerticalLinkList',
  'Video',
] as const;
export type BlockName = (typeof blockNames)[number];

export const wrapperNames = ['Experience', 'Segmentation'] as const;

/** Spec §4 segmentation conditions (each profile kind with its `non-` counterpart). */
export const segmentConditions = [
  'logged-out',
  'logged-in',
  'loyalty-member',
  'non-loyalty-logged-in',
  'employee',
  'non-employee',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx',
  'non-ipa-wranx',
  'wranx',
  'non-wranx',
  'ipa',
  'non-ipa',
  'athletes',
  'non-athletes',
] as const;
export const segmentCondition = z.enum(segmentConditions);
export type SegmentCondition = z.infer<typeof segmentCondition>;

/** Which service decides an experience: the A/B testing SDK or the personalization vendor. */
export const experienceTypes = ['experiment', 'personalization'] as const;
export const experienceType = z.enum(experienceTypes);

const sectionId = z.string().min(1).max(160);
const componentName = z
  .string()
  .regex(/^[A-Z][A-Za-z0-9]{0,79}$/, 'component is a PascalCase block name');

interface SectionHead<Options> {
  id: string;
  name?: string | undefined;
  options: Options;
}
interface BlockSectionOf<Options> extends SectionHead<Options> {
  component: string;
  props: Record<string, unknown>;
}
interface ExperienceSectionOf<Options, Child> extends SectionHead<Options> {
  component: 'Experience';
  props: {
    experienceId: string;
    type: z.infer<typeof experienceType>;
    trackingEvent?: string | undefined;
    baselines: Child[];
    variants: { name: string; variantId: string; targets: Child[] }[];
  };
}
interface SegmentationSectionOf<Options, Child> extends SectionHead<Options> {
  component: 'Segmentation';
  props: {
    segments: { id: SegmentCondition; name?: string | undefined; targets: Child[] }[];
    baselines: Child[];
  };
}

/** A section as parsed (options filled with their defaults). */
export type BlockSection = BlockSectionOf<SectionOptions>;
export type ExperienceSection = ExperienceSectionOf<SectionOptions, ContentSection>;
export type SegmentationSection = SegmentationSectionOf<SectionOptions, ContentSection>;
export type ContentSection = BlockSection | ExperienceSection | SegmentationSection;

/** A section as written by an author or a mock (options may be partial or missing). */
type OptionsInput = SectionOptionsInput | undefined;
export interface BlockSectionInput extends Omit<BlockSectionOf<OptionsInput>, 'options'> {
  options?: OptionsInput;
}
export interface ExperienceSectionInput
  extends Omit<ExperienceSectionOf<OptionsInput, ContentSectionInput>, 'options'> {
  options?: OptionsInput;
}
export interface SegmentationSectionInput
  extends Omit<SegmentationSectionOf<OptionsInput, ContentSectionInput>, 'options'> {
  options?: OptionsInput;
}
export type ContentSectionInput =
  | BlockSectionInput
  | ExperienceSectionInput
  | SegmentationSectionInput;

const options = sectionOptions.prefault({});

export const blockSection = z.object({
  id: sectionId,
  name: z.string().max(200).optional(),
  component: componentName.refine(
    (name) => !(wrapperNames as readonly string[]).includes(name),
    'Experience and Segmentation carry their own props shape',
  ),
  props: z.record(z.string(), z.unknown()),
  options,
});

export const contentSection: z.ZodType<ContentSection, ContentSectionInput> = z.lazy(() =>
  z.union([experienceSection, segmentationSection, blockSection]),
);

export const experienceSection: z.ZodType<ExperienceSection, ExperienceSectionInput> = z.object({
  id: sectionId,
  name: z.string().max(200).optional(),
  component: z.literal('Experience'),
  props: z.object({
    experienceId: z.string().min(1).max(120),
    type: experienceType,
    trackingEvent: z.string().max(120).optional(),
    baselines: z.array(contentSection).max(50),
    variants: z
      .array(
        z.object({
          name: z.string().min(1).max(120),
          variantId: z.string().min(1).max(120),
          targets: z.array(contentSection).max(50),
        }),
      )
      .max(20),
  }),
  options,
});

export const segmentationSection: z.ZodType<SegmentationSection, SegmentationSectionInput> =
  z.object({
    id: sectionId,
    name: z.string().max(200).optional(),
    component: z.literal('Segmentation'),
    props: z.object({
      segments: z
        .array(
          z.object({
            id: segmentCondition,
            name: z.string().max(120).optional(),
            targets: z.array(contentSection).max(50),
          }),
        )
        .max(20),
      baselines: z.array(contentSection).max(50),
    }),
    options,
  });

export function isExperienceSection(section: ContentSection): section is ExperienceSection {
  return section.component === 'Experience';
}

export function isSegmentationSection(section: ContentSection): section is SegmentationSection {
  return section.component === 'Segmentation';
}

/** The sections a wrapper holds (baselines, every variant's and segment's targets). */
export function childSections(section: ContentSection): ContentSection[] {
  if (isExperienceSection(section)) {
    return [...section.props.baselines, ...section.props.variants.flatMap((v) => v.targets)];
  }
  if (isSegmentationSection(section)) {
    return [...section.props.baselines, ...section.props.segments.flatMap((s) => s.targets)];
  }
  return [];
}

/** Visit every section of a tree, depth first, wrappers before their children. */
export function walkSections(
  sections: readonly ContentSection[],
  visit: (section: ContentSection) => void,
): void {
  for (const section of sections) {
    visit(section);
    walkSections(childSections(section), visit);
  }
}

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
