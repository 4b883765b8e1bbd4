import { isApiError } from '#api/client/index.ts';
import type { CartItemInput } from '#api/contract/cart.ts';
import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import {
  findVariant,
  initialSelection,
  isInStock,
  isSoldOut,
  type Selection,
} from '#cms-blocks/QuickShop/quickShop.ts';
import { type ItemError, itemErrorOf } from '../addToCartError.ts';

/*
 * "Add all to cart" of a product set, the parts without React: what each piece of the set
 * the shopper chose adds (one unit of its colour and size), what keeps a piece from being
 * added (no size, a sold-out size), and which piece a refused add is about (the service's
 * stock refusals name the skus: spec §8 server detail types ProductItemRequired and
 * ProductItemMaxQuantity). The add is one cart call: all the pieces, or none.
 */

/** A piece of the set as the shopper has it: in or out of the add, its colour and size. */
export interface PieceChoice extends Selection {
  included: boolean;
}

/** A piece with what the catalogue says of it (details and stock) and the shopper's choice. */
export interface Piece {
  productId: string;
  details: ProductDetails;
  inventory: ProductInventory | undefined;
  choice: PieceChoice;
}

/** Why a piece cannot go: no size yet, a sold-out size, or the cart's refusal of it. */
export type PieceProblem =
  | { kind: 'chooseSize' }
  | { kind: 'sizeSoldOut' }
  | { kind: 'refused'; error: ItemError };

/**
 * How a piece starts: in the add unless it is sold out, in the page's colour and size for
 * the page's own product, else the quick shop's (first colour in stock, its only size).
 */
export function initialChoice(
  details: ProductDetails,
  inventory: ProductInventory | undefined,
  pageSelection?: Selection,
): PieceChoice {
  const selection = pageSelection ?? initialSelection(details, inventory);
  return { included: !isSoldOut(details, inventory), ...selection };
}

/** What the add sends (one unit per chosen piece) and the problems that stop it. */
export interface SetAddPlan {
  items: CartItemInput[];
  /** The sku each line is of, by the piece's product id. */
  skus: Map<string, string>;
  problems: Map<string, PieceProblem>;
}

export function planSetAdd(pieces: readonly Piece[]): SetAddPlan {
  const items: CartItemInput[] = [];
  const skus = new Map<string, string>();
  const problems = new Map<string, PieceProblem>();
  for (const piece of pieces) {
    if (!piece.choice.included) continue;
    const variant = findVariant(piece.details, piece.choice);
    if (!variant) problems.set(piece.productId, { kind: 'chooseSize' });
    else if (!isInStock(piece.inventory, variant.sku))
      problems.set(piece.productId, { kind: 'sizeSoldOut' });
    else {
      items.push({ productId: variant.sku, qty: 1 });
      skus.set(piece.productId, variant.sku);
    }
  }
  return { items, skus, problems };
}

/** The skus a refusal's details name (`productIds` of ProductItemRequired, `productId` of ProductItemMaxQuantity). */
function namedSkus(details: Record<string, unknown> | undefined): string[] {
  if (!details) return [];
  const { productIds, productId } = details;
  if (Array.isArray(productIds)) return productIds.filter((id) => typeof id === 'string');
  return typeof productId === 'string' ? [productId] : [];
}

/**
 * The pieces a refused add is about, with what to say at each (the page's item words: "This
 * size has just sold out.", "You can add only 2 more …"); empty when the refusal names no
 * piece (the dialog then says the catalogue's message for the whole set).
 */
export function refusedPieces(
  error: unknown,
  skus: ReadonlyMap<string, string>,
): Map<string, PieceProblem> {
  const refused = new Map<string, PieceProblem>();
  if (!isApiError(error)) return refused;
  const named = new Set(namedSkus(error.details));
  // Some sold out (INV409) is an item error too: each named piece has just sold out.
  const itemError: ItemError | null = error.is('INV409')
    ? { key: 'outOfStock' }
    : itemErrorOf(error);
  if (!itemError) return refused;
  for (const [productId, sku] of skus) {
    if (named.has(sku)) refused.set(productId, { kind: 'refused', error: itemError });
  }
  // One piece sent and an item error without names: it is about that piece.
  if (refused.size === 0 && named.size === 0 && skus.size === 1) {
    const [productId] = skus.keys();
    if (productId) refused.set(productId, { kind: 'refused', error: itemError });
  }
  return refused;
}
