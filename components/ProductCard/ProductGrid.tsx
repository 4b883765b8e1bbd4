import { Children, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '#design-tokens/sprinkles.css.ts';
import { productGrid, productGridItem } from './ProductCard.css.ts';

/** Spec §2: two columns on small screens, three from md, four from lg. */
export const productGridColumns = { sm: 2, md: 3, lg: 4 } as const;

export interface ProductGridProps {
  /** The cards, one per list item. */
  children: ReactNode;
  /** Columns per breakpoint. @default { sm: 2, md: 3, lg: 4 } */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Names the list for screen readers when the page has several. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A list of product cards in the kit's grid rhythm: the same columns and gaps as
 * `ProductGridSkeleton`, so the page does not move when products replace placeholders.
 */
export function ProductGrid({
  children,
  columns = productGridColumns,
  'aria-label': ariaLabel,
  className,
}: ProductGridProps) {
  return (
    <ul
      // Safari drops the list role of a list without bullets unless it is explicit.
      // biome-ignore lint/a11y/noRedundantRoles: see above
      role="list"
      aria-label={ariaLabel}
      className={[productGrid, sprinkles({ gridTemplateColumns: columns }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {Children.toArray(children).map((child, index) => (
        <li key={(child as { key?: string | null }).key ?? index} className={productGridItem}>
          {child}
        </li>
      ))}
    </ul>
  );
}
