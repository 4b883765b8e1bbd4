import { useSearchParams } from 'react-router';
import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import { readSelection, type Selection, searchWithSelection } from './selection.ts';

/**
 * The chosen colour and size, kept in the page's query (`?color=…&size=…`). A new colour
 * is a new history entry (back returns to the previous one, with its images); a new size
 * replaces the entry. The page does not scroll, and no loader runs again (the product
 * route's `shouldRevalidate` says so for back and forward too).
 */
export function useProductSelection(
  product: ProductDetails,
  inventory: ProductInventory | undefined,
): [Selection, (next: Selection) => void] {
  const [search, setSearch] = useSearchParams();
  const selection = readSelection(product, inventory, search);
  const select = (next: Selection) => {
    setSearch((current) => searchWithSelection(current, next), {
      replace: next.color === selection.color,
      preventScrollReset: true,
      // Nothing a loader reads changes (the shell's data neither): no request to the server.
      defaultShouldRevalidate: false,
    });
  };
  return [selection, select];
}
