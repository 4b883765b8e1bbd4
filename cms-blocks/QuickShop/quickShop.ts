import { DEFAULT_MAX_QTY } from '#api/contract/cart.ts';
import type { ProductDetails, ProductInventory, ProductVariant } from '#api/contract/products.ts';

/*
 * What the quick-shop dialog offers, read from the product details and its inventory (spec
 * §7 Products): colours and sizes with their stock, the chosen variant and how many of it
 * may be added. Stock is the service's answer; nothing here decides it.
 */

export interface Selection {
  color: string | null;
  size: string | null;
}

/**
 * Whether a sku can be sold now. Without an inventory answer (it failed) every sku is
 * offered and the cart call decides; a sku missing from the answer cannot be sold.
 */
export function isInStock(inventory: ProductInventory | undefined, sku: string): boolean {
  if (inventory === undefined) return true;
  return inventory.variants[sku]?.inventoryState === 'InStock';
}

/** The colourways, each available while any of its sizes is in stock. */
export function colorOptions(details: ProductDetails, inventory: ProductInventory | undefined) {
  return details.colors.map((color) => ({
    id: color.code,
    name: color.name,
    color: color.swatch,
    isAvailable: details.variants.some(
      (variant) => variant.color === color.code && isInStock(inventory, variant.sku),
    ),
  }));
}

/** The sizes of a colour, each available while its variant is in stock. */
export function sizeOptions(
  details: ProductDetails,
  inventory: ProductInventory | undefined,
  color: string | null,
) {
  return details.sizes.map((size) => {
    const variant = details.variants.find(
      (entry) => entry.color === color && entry.size === size.code,
    );
    return {
      id: size.code,
      label: size.label,
      isAvailable: variant !== undefined && isInStock(inventory, variant.sku),
    };
  });
}

export function findVariant(
  details: ProductDetails,
  { color, size }: Selection,
): ProductVariant | undefined {
  if (color === null || size === null) return undefined;
  return details.variants.find((variant) => variant.color === color && variant.size === size);
}

/**
 * What the dialog starts with: the variant asked for (a sku id), else the first colour in
 * stock; the size only when it is the variant asked for or the colour's one size in stock.
 */
export function initialSelection(
  details: ProductDetails,
  inventory: ProductInventory | undefined,
): Selection {
  const asked = details.selectedSku
    ? details.variants.find((variant) => variant.sku === details.selectedSku)
    : undefined;
  if (asked) return { color: asked.color, size: asked.size };
  const colors = colorOptions(details, inventory);
  const color = (colors.find((option) => option.isAvailable) ?? colors[0])?.id ?? null;
  const sizes = sizeOptions(details, inventory, color);
  const inStock = sizes.filter((option) => option.isAvailable);
  const only = sizes.length === 1 ? sizes[0] : inStock.length === 1 ? inStock[0] : undefined;
  return { color, size: only?.id ?? null };
}

/** The most of a sku one add may ask for: its stock when known, else the spec default. */
export function maxQuantityFor(inventory: ProductInventory | undefined, sku: string | undefined) {
  const quantity = sku ? inventory?.variants[sku]?.quantity : undefined;
  return quantity !== undefined && quantity > 0
    ? Math.min(quantity, DEFAULT_MAX_QTY)
    : DEFAULT_MAX_QTY;
}

/** True when no variant of the product is in stock. */
export function isSoldOut(details: ProductDetails, inventory: ProductInventory | undefined) {
  return inventory !== undefined && !details.variants.some((v) => isInStock(inventory, v.sku));
}
