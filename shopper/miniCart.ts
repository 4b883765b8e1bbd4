import { createContext, useContext } from 'react';

/**
 * How anything that adds to the cart opens the store's mini cart (spec §2 dialog "mini
 * cart"): blocks, flows and pages call `useMiniCart().open(skus)` after a successful add,
 * with the skus just added so the mini cart can point them out. The store provides it
 * (`storefront/cart/MiniCartProvider.tsx`); outside the store (stories, tests) it does
 * nothing.
 */
export interface MiniCartControl {
  /** Open the mini cart; `added` are the skus of the lines just added, if any. */
  open: (added?: readonly string[]) => void;
}

const noop: MiniCartControl = { open: () => {} };

export const MiniCartContext = createContext<MiniCartControl>(noop);

export function useMiniCart(): MiniCartControl {
  return useContext(MiniCartContext);
}
