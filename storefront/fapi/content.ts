import { z } from 'zod';
import type { AugmentedPage, ContentDocument } from '#api/contract/content.ts';
import {
  type BlockSection,
  type ContentSection,
  isExperienceSection,
  isSegmentationSection,
} from '#api/contract/contentSections.ts';
import type {
  internalCollections,
  internalFooter,
  internalPage,
  internalSearchComponent,
  internalUtilityNav,
} from '#api/contract/internal.ts';
import { isSafeUrl } from '#cms-blocks/richText/urls.ts';

/*
 * The `/fapi` components and pages read from the content documents the service holds
 * (api/contract/content.ts): what a shopper sees by default (the baselines of experiences
 * and segmentations), block by block. A block whose props do not have the expected shape
 * is left out, as the renderer skips it (spec §8).
 */

type Collections = z.output<typeof internalCollections>['collections'];
type Footer = z.output<typeof internalFooter>;
type SearchComponent = z.output<typeof internalSearchComponent>;
type UtilityNav = z.output<typeof internalUtilityNav>;
type InternalPage = z.output<typeof internalPage>;

const target = z.object({
  text: z.string().trim().min(1),
  url: z.string().trim().min(1).refine(isSafeUrl),
});
type Target = z.output<typeof target>;

/** An optional target: a bad one reads as none, so the rest of the block still counts. */
const optionalTarget = target.nullable().optional().catch(null);
const media = z.object({ url: z.string().trim().min(1) });

const linkList = z.object({
  title: z.string().default(''),
  links: z.array(target.nullable().catch(null)),
});
const iconAndTextList = z.object({
  items: z.array(
    z.object({ icon: z.string().nullish(), text: z.string().default(''), target: optionalTarget }),
  ),
});
const legalLinks = z.object({ links: z.array(target.nullable().catch(null)) });
const collection = z.object({
  title: z.string().optional(),
  items: z.array(
    z.object({
      title: z.string().optional(),
      media: media.nullable().optional().catch(null),
      target: optionalTarget,
    }),
  ),
});
const megaMenu = z.object({ title: z.string(), target });

/** The sections shown when no experiment, personalization or segment applies. */
export function shownByDefault(sections: readonly ContentSection[]): BlockSection[] {
  return sections.flatMap((section): BlockSection[] => {
    if (isExperienceSection(section) || isSegmentationSection(section)) {
      return shownByDefault(section.props.baselines);
    }
    return [section as BlockSection];
  });
}

/** The props of every default block of one component that parse with `schema`. */
function blocksOf<S extends z.ZodType>(
  sections: readonly ContentSection[],
  component: string,
  schema: S,
): { id: string; props: z.output<S> }[] {
  return shownByDefault(sections).flatMap((section) => {
    if (section.component !== component) return [];
    const parsed = schema.safeParse(section.props);
    return parsed.success ? [{ id: section.id, props: parsed.data }] : [];
  });
}

const present = <T>(value: T | null | undefined): value is T => value != null;
const toLink = (link: Target) => ({ label: link.text, url: link.url });

/** The category id a storefront URL ends with (`/en-us/c/rain-jackets-110010`). */
export function categoryIdOfUrl(url: string): string | undefined {
  return /\/c\/[a-z0-9-]*?-(\d{4,10})(?:[?#]|$)/.exec(url)?.[1];
}

function slugOfUrl(url: string): string {
  return (
    url
      .replace(/^[a-z]+:\/\/[^/]+/i, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

/** Unique ids in one list: a repeated one gets `-2`, `-3` … */
function uniqueIds<T extends { id: string }>(items: T[]): T[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.id) ?? 0) + 1;
    seen.set(item.id, count);
    return count === 1 ? item : { ...item, id: `${item.id}-${count}` };
  });
}

/** The URLs of the departments of a site's mega menu (its top-level items). */
export function menuDepartmentIds(menu: ContentDocument): string[] {
  return blocksOf(menu.sections, 'MegaMenu', megaMenu).flatMap(
    ({ props }) => categoryIdOfUrl(props.target.url) ?? [],
  );
}

/**
 * Collections: every Collection block (cards and buttons that link somewhere) of the
 * given documents (home page, department landing pages), in their order. The id is the
 * document's slug and the block's id (`home/categories`, `c/men-1000/subcategories`); an
 * item's id is the category it links to, else the slug of its URL.
 */
export function collectionsOf(documents: readonly ContentDocument[]): Collections {
  return documents.flatMap((document) =>
    blocksOf(document.sections, 'Collection', collection).flatMap(({ id, props }) => {
      const items = uniqueIds(
        props.items.flatMap((item) => {
          if (!item.target) return [];
          const title = item.title?.trim() || item.target.text;
          return [
            {
              id: categoryIdOfUrl(item.target.url) ?? slugOfUrl(item.target.url),
              title,
              url: item.target.url,
              ...(item.media ? { image: item.media.url } : {}),
            },
          ];
        }),
      );
      if (items.length === 0) return [];
      return [
        {
          id: `${document.slug || 'home'}/${id}`,
          title: props.title?.trim() || document.name,
          items,
        },
      ];
    }),
  );
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The footer document as columns (its link lists), social links (the icon list's links
 * to other sites, by network) and the legal row.
 */
export function footerOf(document: ContentDocument): Footer {
  const { sections } = document;
  return {
    columns: blocksOf(sections, 'VerticalLinkList', linkList)
      .map(({ props }) => ({ title: props.title, links: props.links.filter(present).map(toLink) }))
      .filter((column) => column.links.length > 0),
    social: blocksOf(sections, 'IconAndTextList', iconAndTextList).flatMap(({ props }) =>
      props.items.flatMap((item) =>
        item.target && isExternal(item.target.url)
          ? [{ network: item.icon || item.text || item.target.text, url: item.target.url }]
          : [],
      ),
    ),
    legal: blocksOf(sections, 'LegalLinks', legalLinks).flatMap(({ props }) =>
      props.links.filter(present).map(toLink),
    ),
  };
}

/** Every target-like `{ text, url }` in a block's props, depth first. */
function targetsIn(value: unknown, depth = 0): Target[] {
  if (depth > 8 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item) => targetsIn(item, depth + 1));
  const own = target.safeParse(value);
  if (own.success) return [own.data];
  return Object.values(value).flatMap((item) => targetsIn(item, depth + 1));
}

/** A link to the site's search results for a term: `/en-us/search?q=boots`. */
function searchTermOf(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const parsed = new URL(url, 'http://site.invalid');
  if (!/^\/[a-z]{2}-[a-z]{2}\/search$/.test(parsed.pathname)) return undefined;
  return parsed.searchParams.get('q')?.trim() || undefined;
}

/**
 * The search component from the search hub page: the terms its links search for are the
 * popular searches, its other links (categories to browse) the links.
 */
export function searchComponentOf(hub: ContentDocument, placeholder: string): SearchComponent {
  const targets = shownByDefault(hub.sections).flatMap((section) => targetsIn(section.props));
  const popular = new Set<string>();
  const links = new Map<string, { label: string; url: string }>();
  for (const link of targets) {
    const term = searchTermOf(link.url);
    if (term) popular.add(term);
    else if (!links.has(link.url)) links.set(link.url, toLink(link));
  }
  return { placeholder, popularSearches: [...popular], links: [...links.values()] };
}

/** The header's utility links, in order, with the icon of each (components/Icon). */
export const utilityPages = [
  { slug: 'help', icon: 'chat' },
  { slug: 'xplr-pass', icon: 'points' },
  { slug: 'favorites', icon: 'heart' },
  { slug: 'account', icon: 'user' },
  { slug: 'cart', icon: 'bag' },
] as const;

/** The utility navigation: each utility page the site has, labelled with its name. */
export function utilityNavOf(
  locale: string,
  pages: readonly (Pick<ContentDocument, 'name' | 'slug'> | null)[],
): UtilityNav {
  return {
    links: utilityPages.flatMap(({ slug, icon }) => {
      const page = pages.find((candidate) => candidate?.slug === slug);
      return page ? [{ label: page.name, url: `/${locale}/${slug}`, icon }] : [];
    }),
  };
}

/**
 * A content page as `/fapi/pages/{page}` answers it: title and sections (fragments
 * resolved). The title is the page's heading (an article's title, else the page's name);
 * the home page's name is the editors' own ("Ridgeline en-us home"), so its SEO title.
 */
export function internalPageOf(page: string, document: AugmentedPage): InternalPage {
  return {
    page,
    title:
      document.article?.title ?? (document.type === 'home' ? document.seo.title : document.name),
    sections: document.sections.map((section) => ({ ...section })),
  };
}
