import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import { initialSelection, type Selection, sizeOptions } from '#cms-blocks/QuickShop/quickShop.ts';

export type { Selection };

/*
 * The chosen colour and size live in the page's query (`?color=forest&size=M`), so a link
 * or a reload shows the same variant and the back button returns to the previous colour.
 */

export const COLOR_PARAM = 'color';
export const SIZE_PARAM = 'size';

/**
 * The size a colour starts with when none is asked for: its only size, or its only size
 * in stock (the quick shop's rule), else none.
 */
function defaultSize(
  product: ProductDetails,
  inventory: ProductInventory | undefined,
  color: string | null,
): string | null {
  const sizes = sizeOptions(product, inventory, color);
  const inStock = sizes.filter((option) => option.isAvailable);
  const only = sizes.length === 1 ? sizes[0] : inStock.length === 1 ? inStock[0] : undefined;
  return only?.id ?? null;
}

/**
 * The query's colour and size when the product has them, else the product's default (the
 * variant a sku URL names, else the first colour in stock), and for a colour without a
 * size in the query, that colour's default size.
 */
export function readSelection(
  product: ProductDetails,
  inventory: ProductInventory | undefined,
  search: URLSearchParams,
): Selection {
  const fallback = initialSelection(product, inventory);
  const askedColor = search.get(COLOR_PARAM);
  const askedSize = search.get(SIZE_PARAM);
  const color = product.colors.some((entry) => entry.code === askedColor)
    ? askedColor
    : fallback.color;
  if (product.sizes.some((entry) => entry.code === askedSize)) return { color, size: askedSize };
  return {
    color,
    size: color === fallback.color ? fallback.size : defaultSize(product, inventory, color),
  };
}

/** The query with the selection in it (other parameters kept; an empty choice removed). */
export function searchWithSelection(search: URLSearchParams, next: Selection): URLSearchParams {
  const params = new URLSearchParams(search);
  if (next.color) params.set(COLOR_PARAM, next.color);
  else params.delete(COLOR_PARAM);
  if (next.size) params.set(SIZE_PARAM, next.size);
  else params.delete(SIZE_PARAM);
  return params;
}

/**
 * The query without a colour or size the product does not have (an old link to a
 * colourway that is gone), or null when every value is the product's. The page redirects
 * there, so the URL never names a variant the page does not show.
 */
export function withoutUnknownSelection(
  product: Pick<ProductDetails, 'colors' | 'sizes'>,
  search: URLSearchParams,
): URLSearchParams | null {
  const colors = search.getAll(COLOR_PARAM);
  const sizes = search.getAll(SIZE_PARAM);
  const color = colors.find((value) => product.colors.some((entry) => entry.code === value));
  const size = sizes.find((value) => product.sizes.some((entry) => entry.code === value));
  // Each at most once, and one the product has; a repeated parameter keeps its first known value.
  const clean =
    (colors.length === 0 || (colors.length === 1 && color !== undefined)) &&
    (sizes.length === 0 || (sizes.length === 1 && size !== undefined));
  if (clean) return null;
  const params = new URLSearchParams(search);
  params.delete(COLOR_PARAM);
  params.delete(SIZE_PARAM);
  if (color) params.set(COLOR_PARAM, color);
  if (size) params.set(SIZE_PARAM, size);
  return params;
}

/** A query string with its `?`, or nothing when empty. */
export function queryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether two URLs of the page differ only in the selection: the product and its stock
 * need no new load then (the route's `shouldRevalidate`).
 */
export function onlySelectionChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(COLOR_PARAM);
    params.delete(SIZE_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
