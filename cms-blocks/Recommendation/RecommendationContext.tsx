import { createContext, type ReactNode, useContext } from 'react';

/** What a recommendation widget sits next to: the product or category of the page. */
export interface RecommendationPageContext {
  /** The product page's product (similar or complementary recommendations). */
  productId?: string | undefined;
  /** The product page's master product (filter-by `bySku` matches either id). */
  masterId?: string | undefined;
  /** The category page's category (trending in that category). */
  categoryId?: string | undefined;
}

const Context = createContext<RecommendationPageContext>({});

/** The storefront wraps product and category pages in it; elsewhere the engine decides. */
export function RecommendationContextProvider({
  value,
  children,
}: {
  value: RecommendationPageContext;
  children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useRecommendationContext(): RecommendationPageContext {
  return useContext(Context);
}
