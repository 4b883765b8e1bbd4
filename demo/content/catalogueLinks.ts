import type { Brand } from '#api/contract/index.ts';
import { buildCategories } from '../catalogue/categories.ts';
import type { CatalogueCategory } from '../catalogue/types.ts';
import type { ContentSite } from './sites.ts';

/**
 * The catalogue's category tree, as content links to it: the mega menu, category landing
 * pages and category cards link every category the brand sells in.
 */
const { categories, leaves } = buildCategories();

export interface CategoryNode {
  category: CatalogueCategory;
  children: CategoryNode[];
}

/** Leaves where the brand has at least one style, and their ancestors. */
function sellsIn(brand: Brand): Set<string> {
  const ids = new Set<string>();
  for (const leaf of leaves) {
    if (leaf.plan.count[brand] > 0) for (const node of leaf.path) ids.add(node.id);
  }
  return ids;
}

const byPosition = (a: CatalogueCategory, b: CatalogueCategory) => a.position - b.position;

/** The three-level tree of the brand (departments > categories > sub-categories). */
export function categoryTree(brand: Brand): CategoryNode[] {
  const keep = sellsIn(brand);
  const build = (parentId: string | null): CategoryNode[] =>
    categories
      .filter((category) => category.parentId === parentId && keep.has(category.id))
      .sort(byPosition)
      .map((category) => ({ category, children: build(category.id) }));
  return build(null);
}

export function categoryName(site: ContentSite, category: CatalogueCategory): string {
  return category.name[site.lang];
}

/** The slug below the locale: `c/rain-jackets-110010`. */
export function categorySlug(site: Pick<ContentSite, 'lang'>, category: CatalogueCategory): string {
  return `c/${category.slug[site.lang]}-${category.id}`;
}

export function categoryUrl(site: ContentSite, category: CatalogueCategory): string {
  return `/${site.locale}/${categorySlug(site, category)}`;
}

export function findCategory(id: string): CatalogueCategory | undefined {
  return categories.find((category) => category.id === id);
}

/** A category's parent chain, root first, itself last. */
export function categoryPath(category: CatalogueCategory): CatalogueCategory[] {
  const path = [category];
  let current = category;
  while (current.parentId) {
    const parent = findCategory(current.parentId);
    if (!parent) break;
    path.unshift(parent);
    current = parent;
  }
  return path;
}
