import { colorFamilies, type ProductTile } from '#api/contract/products.ts';
import {
  type AutoSuggestResult,
  activityLabels,
  brandNames,
  colorFamilyLabels,
  type ListingBadge,
  listingBadgeLabels,
  listingBadges,
  PRICE_FACET_BUCKETS,
  type ProductActivity,
  type ProductSearchQuery,
  type ProductSearchResult,
  productActivities,
  ratingFacetLabel,
  type SearchFacet,
  searchFacetLabels,
} from '#api/contract/search.ts';
import { activitiesOf, byUnitsSold, listingBadgesOf } from './merchandising.ts';
import { type CatalogueModel, categoryOrThrow, inSubtree, type ProductModel } from './model.ts';
import { tokenize, words } from './searchText.ts';
import type { Site } from './site.ts';
import { correctionEdits, correctQuery, suggestionEdits } from './spelling.ts';
import { fold } from './text.ts';
import { breadcrumbsOf, categoryUrl, imageOf, priceOf, productTile } from './views.ts';
import { searchedTexts, vocabularyOf } from './vocabulary.ts';

/*
 * Search with facets, sort and paging, and autoSuggest, answered from the read model
 * (model.ts) and memoised per model; recommendations.ts and catalog.ts answer the other
 * listings the same way. In commerce/ so the service and the MSW handlers answer these calls
 * with the same code.
 */

export { fold, tokenize };

/**
 * Relevance of a product: every token must prefix a word of its name (3 points), its
 * categories (2) or its brand and colour names (1); 0 when one matches nothing.
 */
export function relevance(
  model: CatalogueModel,
  product: ProductModel,
  tokens: string[],
  site: Site,
): number {
  const texts = searchedTexts(model, product, site);
  const nameWords = texts.name.flatMap(words);
  const categoryWords = texts.categories.flatMap(words);
  const otherWords = texts.other.flatMap(words);
  let score = 0;
  for (const token of tokens) {
    const matches = (list: string[]) => list.some((word) => word.startsWith(token));
    const points = matches(nameWords)
      ? 3
      : matches(categoryWords)
        ? 2
        : matches(otherWords)
          ? 1
          : 0;
    if (points === 0) return 0;
    score += points;
  }
  return score;
}

interface SearchDoc {
  product: ProductModel;
  score: number;
  /** Lowest current price in the site currency, major units. */
  low: number;
  /** New arrival, on sale in the site currency (merchandising.ts). */
  badges: readonly ListingBadge[];
  activities: readonly ProductActivity[];
}

type Filters = Pick<
  ProductSearchQuery,
  'badge' | 'activity' | 'brand' | 'color' | 'size' | 'price' | 'rating'
>;

function matchesPrice(low: number, ranges: string[]): boolean {
  return ranges.some((range) => {
    const [min = '0', max = ''] = range.split('-');
    return low >= Number(min) && (max === '' || low < Number(max));
  });
}

/** Filters AND across facets, OR inside one; `except` leaves one facet out (its own counts). */
function passes(doc: SearchDoc, filters: Filters, except: keyof Filters | null): boolean {
  const { product } = doc;
  if (
    except !== 'badge' &&
    filters.badge?.length &&
    !doc.badges.some((badge) => filters.badge?.includes(badge))
  )
    return false;
  if (
    except !== 'activity' &&
    filters.activity?.length &&
    !doc.activities.some((activity) => filters.activity?.includes(activity))
  )
    return false;
  if (except !== 'brand' && filters.brand?.length && !filters.brand.includes(product.brand))
    return false;
  if (
    except !== 'color' &&
    filters.color?.length &&
    !product.colors.some((color) => filters.color?.includes(color.family))
  )
    return false;
  if (
    except !== 'size' &&
    filters.size?.length &&
    !product.sizes.some((size) => filters.size?.includes(size.code))
  )
    return false;
  if (except !== 'price' && filters.price?.length && !matchesPrice(doc.low, filters.price))
    return false;
  if (except !== 'rating' && filters.rating !== undefined && product.rating.score < filters.rating)
    return false;
  return true;
}

function priceLabel(range: readonly [number, number | null], site: Site): string {
  const format = new Intl.NumberFormat(site.tag, {
    style: 'currency',
    currency: site.currency,
    // Spec §9: CAD is shown with its code, other currencies with their symbol.
    currencyDisplay: site.currency === 'CAD' ? 'code' : 'symbol',
    maximumFractionDigits: 0,
  });
  return range[1] === null
    ? `${format.format(range[0])}+`
    : `${format.format(range[0])} – ${format.format(range[1])}`;
}

function facetsOf(
  model: CatalogueModel,
  docs: SearchDoc[],
  query: ProductSearchQuery,
  site: Site,
): SearchFacet[] {
  const facets: SearchFacet[] = [];
  const label = (id: SearchFacet['id']) => searchFacetLabels[id][site.language];

  const all = docs.filter((doc) => passes(doc, query, null));
  const categoryValues = (model.children.get(query.categoryId ?? null) ?? [])
    .map((category) => ({
      value: category.id,
      label: category.names[site.language],
      count: all.filter((doc) => inSubtree(model, doc.product.categoryId, category.id)).length,
      selected: false,
    }))
    .filter((value) => value.count > 0);
  if (categoryValues.length)
    facets.push({ id: 'categoryId', label: label('categoryId'), values: categoryValues });

  const listFacet = (
    id: 'badge' | 'activity' | 'brand' | 'color' | 'size',
    values: { value: string; label: string; order: number; has: (doc: SearchDoc) => boolean }[],
  ) => {
    const pool = docs.filter((doc) => passes(doc, query, id));
    const selected = new Set<string>(query[id] ?? []);
    const result = values
      .map((value) => ({ ...value, count: pool.filter(value.has).length }))
      .filter((value) => value.count > 0 || selected.has(value.value))
      .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
      .map(({ value, label: valueLabel, count }) => ({
        value,
        label: valueLabel,
        count,
        selected: selected.has(value),
      }));
    if (result.length) facets.push({ id, label: label(id), values: result });
  };
  listFacet(
    'badge',
    listingBadges.map((badge, order) => ({
      value: badge,
      label: listingBadgeLabels[badge][site.language],
      order,
      has: (doc) => doc.badges.includes(badge),
    })),
  );
  listFacet(
    'activity',
    productActivities.map((activity, order) => ({
      value: activity,
      label: activityLabels[activity][site.language],
      order,
      has: (doc) => doc.activities.includes(activity),
    })),
  );
  listFacet(
    'brand',
    (['ridgeline', 'tread'] as const).map((brand, order) => ({
      value: brand,
      label: brandNames[brand],
      order,
      has: (doc) => doc.product.brand === brand,
    })),
  );
  listFacet(
    'color',
    colorFamilies.map((family, order) => ({
      value: family,
      label: colorFamilyLabels[family][site.language],
      order,
      has: (doc) => doc.product.colors.some((color) => color.family === family),
    })),
  );
  const sizes = new Map<string, { label: string; order: number }>();
  for (const doc of docs) {
    for (const size of doc.product.sizes)
      sizes.set(size.code, { label: size.labels[site.sizeSystem], order: size.sortOrder });
  }
  listFacet(
    'size',
    [...sizes].map(([code, size]) => ({
      value: code,
      label: size.label,
      order: size.order,
      has: (doc) => doc.product.sizes.some((item) => item.code === code),
    })),
  );

  const pricePool = docs.filter((doc) => passes(doc, query, 'price'));
  const selectedPrices = new Set(query.price ?? []);
  const priceValues = PRICE_FACET_BUCKETS.map((range) => {
    const value = `${range[0]}-${range[1] ?? ''}`;
    return {
      value,
      label: priceLabel(range, site),
      count: pricePool.filter((doc) => matchesPrice(doc.low, [value])).length,
      selected: selectedPrices.has(value),
    };
  }).filter((value) => value.count > 0 || value.selected);
  if (priceValues.length) facets.push({ id: 'price', label: label('price'), values: priceValues });

  const ratingPool = docs.filter((doc) => passes(doc, query, 'rating'));
  const ratingValues = [4, 3, 2, 1]
    .map((stars) => ({
      value: String(stars),
      label: ratingFacetLabel(stars, site.language),
      count: ratingPool.filter((doc) => doc.product.rating.score >= stars).length,
      selected: query.rating === stars,
    }))
    .filter((value) => value.count > 0 || value.selected);
  if (ratingValues.length)
    facets.push({ id: 'rating', label: label('rating'), values: ratingValues });
  return facets;
}

/** The memo key of a search: every parameter in a fixed order, lists sorted. */
function searchKey(query: ProductSearchQuery, site: Site): string {
  const list = (values: string[] | undefined) => [...(values ?? [])].sort().join(',');
  return [
    'search',
    site.locale,
    query.query ?? '',
    query.categoryId ?? '',
    list(query.badge),
    list(query.activity),
    list(query.brand),
    list(query.color),
    list(query.size),
    list(query.price),
    query.rating ?? '',
    query.sort ?? '',
    query.exact ? 'exact' : '',
    query.start,
    query.count,
  ].join('|');
}

/**
 * "Did you mean …?" for a text that found nothing: its words corrected a little more
 * loosely than a search corrects them by itself (spelling.ts `suggestionEdits`), offered only
 * when the corrected text finds something with the same filters.
 */
function suggestedQueryOf(
  text: string,
  filters: Filters,
  docsOf: (tokens: string[]) => SearchDoc[],
  model: CatalogueModel,
  site: Site,
): string | null {
  const suggestion = correctQuery(text, vocabularyOf(model, site), { edits: suggestionEdits });
  if (!suggestion) return null;
  return docsOf(suggestion.tokens).some((doc) => passes(doc, filters, null))
    ? suggestion.text
    : null;
}

/**
 * A card of a listing filtered by colour shows the product in the first of its colourways
 * of a chosen family: that colourway's pictures, its page opened on it (`?color=`).
 */
function tileInChosenColor(
  product: ProductModel,
  site: Site,
  families: readonly string[] | undefined,
): ProductTile {
  const tile = productTile(product, site);
  if (!families?.length) return tile;
  const index = product.colors.findIndex((color) => families.includes(color.family));
  const color = product.colors[index];
  const image = color && imageOf(product, index, 0, site);
  if (!color || !image) return tile;
  return {
    ...tile,
    image,
    hoverImage: imageOf(product, index, 1, site),
    url: `${tile.url}?color=${encodeURIComponent(color.code)}`,
  };
}

export function searchProducts(
  model: CatalogueModel,
  query: ProductSearchQuery,
  site: Site,
): ProductSearchResult {
  const scope = query.categoryId ? categoryOrThrow(model, query.categoryId) : undefined;
  return model.memo(searchKey(query, site), () => {
    const docsOf = (tokens: string[]) => {
      const docs: SearchDoc[] = [];
      for (const product of model.productList) {
        if (scope && !inSubtree(model, product.categoryId, scope.id)) continue;
        const score = tokens.length ? relevance(model, product, tokens, site) : 0;
        if (tokens.length && score === 0) continue;
        docs.push({
          product,
          score,
          low: priceOf(product.variants, site.currency).lowCurrent,
          badges: listingBadgesOf(product, site.currency),
          activities: activitiesOf(model, product),
        });
      }
      return docs;
    };
    const text = query.query ?? '';
    let docs = docsOf(tokenize(text));
    // A word that matches nothing (the only way text alone finds nothing in the scope)
    // is corrected, unless the shopper asked for the text as typed.
    let correctedQuery: string | null = null;
    if (text && docs.length === 0 && !query.exact) {
      const correction = correctQuery(text, vocabularyOf(model, site), { edits: correctionEdits });
      const corrected = correction ? docsOf(correction.tokens) : [];
      if (correction && corrected.length) {
        docs = corrected;
        correctedQuery = correction.text;
      }
    }
    const sort = query.sort ?? 'relevance';
    const byId = (a: SearchDoc, b: SearchDoc) => a.product.id.localeCompare(b.product.id);
    const popularity = (a: SearchDoc, b: SearchDoc) => byUnitsSold(a.product, b.product);
    const comparators: Record<typeof sort, (a: SearchDoc, b: SearchDoc) => number> = {
      // Without text every score is 0: relevance is popularity.
      relevance: (a, b) => b.score - a.score || popularity(a, b),
      bestSellers: popularity,
      'price-asc': (a, b) => a.low - b.low || byId(a, b),
      'price-desc': (a, b) => b.low - a.low || byId(a, b),
      newest: (a, b) => b.product.releaseDate.localeCompare(a.product.releaseDate) || byId(a, b),
      rating: (a, b) =>
        b.product.rating.score - a.product.rating.score ||
        b.product.rating.reviewsCount - a.product.rating.reviewsCount ||
        byId(a, b),
    };
    const matching = docs.filter((doc) => passes(doc, query, null)).sort(comparators[sort]);
    return {
      query: query.query ? query.query : null,
      correctedQuery,
      suggestedQuery:
        text && !correctedQuery && matching.length === 0
          ? suggestedQueryOf(text, query, (tokens) => docsOf(tokens), model, site)
          : null,
      category: scope
        ? {
            id: scope.id,
            name: scope.names[site.language],
            breadcrumbs: breadcrumbsOf(model, scope.id, site),
          }
        : null,
      sort,
      start: query.start,
      count: query.count,
      total: matching.length,
      products: matching
        .slice(query.start, query.start + query.count)
        .map((doc) => tileInChosenColor(doc.product, site, query.color)),
      facets: matching.length ? facetsOf(model, docs, query, site) : [],
    };
  });
}

export function autoSuggest(
  model: CatalogueModel,
  text: string,
  count: number,
  site: Site,
): AutoSuggestResult {
  return model.memo(`suggest|${site.locale}|${text}|${count}`, () => {
    const typed = tokenize(text);
    const finds = (tokens: string[]) =>
      model.productList.some((product) => relevance(model, product, tokens, site) > 0);
    // Typos while typing too: "jakc" suggests jackets (the last word as a word's beginning).
    const correction = finds(typed)
      ? null
      : correctQuery(text, vocabularyOf(model, site), { edits: correctionEdits, prefixLast: true });
    const tokens = correction && finds(correction.tokens) ? correction.tokens : typed;
    const hits = (candidate: string) => {
      const candidateWords = words(candidate);
      return tokens.every((token) => candidateWords.some((word) => word.startsWith(token)));
    };
    const matching = model.productList
      .map((product) => ({ product, score: relevance(model, product, tokens, site) }))
      .filter((hit) => hit.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          b.product.unitsSold - a.product.unitsSold ||
          a.product.id.localeCompare(b.product.id),
      );
    const terms = new Map<string, number>();
    for (const { product } of matching) {
      const leaf = model.categories.get(product.categoryId);
      const candidates = [
        product.model,
        leaf?.names[site.language] ?? '',
        ...product.colors.map((color) => color.names[site.language]),
      ];
      for (const candidate of new Set(
        candidates.map((value) => value.toLocaleLowerCase(site.tag)),
      )) {
        if (candidate && hits(candidate)) terms.set(candidate, (terms.get(candidate) ?? 0) + 1);
      }
    }
    const categories = [...model.categories.values()]
      .sort((a, b) => a.id.localeCompare(b.id))
      .filter((category) => hits(category.names[site.language]))
      .slice(0, 3)
      .map((category) => {
        const root = model.paths.get(category.id)?.[0] ?? category;
        const name =
          category.level === 1
            ? category.names[site.language]
            : `${root.names[site.language]} › ${category.names[site.language]}`;
        return { id: category.id, name, url: categoryUrl(category, site) };
      });
    return {
      query: text,
      suggestions: [...terms]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, count)
        .map(([term, termCount]) => ({ term, count: termCount })),
      categories,
      products: matching.slice(0, count).map(({ product }) => {
        const tile = productTile(product, site);
        return {
          id: tile.id,
          name: tile.name,
          url: tile.url,
          image: tile.image,
          price: tile.price,
          brand: tile.brand,
        };
      }),
    };
  });
}
