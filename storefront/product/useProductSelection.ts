import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import { readSelection, type Selection, searchWithSelection } from './selection.ts';

/**
 * The chosen colour and size, kept in the page's query (`?color=…&size=…`). A new colour
 * is a new history entry (back returns to the previous one, with its images); a new size
 * replaces the entry. The page does not scroll, and no loader runs again (the product
 * route's `shouldRevalidate` says so for back and forward too). A choice shows (and counts)
 * at once, before the router has applied the new query.
 */
export function useProductSelection(
  product: ProductDetails,
  inventory: ProductInventory | undefined,
): [Selection, (next: Selection) => void] {
  const [search, setSearch] = useSearchParams();
  const inUrl = readSelection(product, inventory, search);
  // The router applies a new query in a transition, which a busy page (sections still
  // hydrating) may hold back for a while. The choice is the shopper's at once: an add to
  // cart pressed meanwhile must see the size just chosen, not the one before.
  const [chosen, setChosen] = useState<{ from: string; selection: Selection } | null>(null);
  const selection = chosen && chosen.from === search.toString() ? chosen.selection : inUrl;
  const select = (next: Selection) => {
    setChosen({ from: search.toString(), selection: next });
    setSearch((current) => searchWithSelection(current, next), {
      replace: next.color === selection.color,
      preventScrollReset: true,
      // Nothing a loader reads changes (the shell's data neither): no request to the server.
      defaultShouldRevalidate: false,
    });
  };
  return [selection, select];
}
