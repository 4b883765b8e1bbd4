import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Price, type PriceInput } from '#components/Price/index.ts';
import {
  stickyBar,
  stickyBarInner,
  stickyBarName,
  stickyBarSummary,
  stickyBarText,
} from './product.css.ts';

/** Where an element is against the viewport: scrolled past, on screen, or still to come. */
export type ViewportPlace = 'above' | 'in' | 'below';

/**
 * Watch an element against its own document's viewport (the document as the observer's
 * root: the same in a frame as on top; a browser without document roots gets the implicit
 * one). Answers the last entry; stops with the returned function.
 */
function watch(
  element: Element,
  onEntry: (entry: IntersectionObserverEntry) => void,
  rootMargin?: string,
): () => void {
  const callback: IntersectionObserverCallback = (entries) => {
    const entry = entries[entries.length - 1];
    if (entry) onEntry(entry);
  };
  let observer: IntersectionObserver;
  try {
    observer = new IntersectionObserver(callback, { root: element.ownerDocument, rootMargin });
  } catch {
    observer = new IntersectionObserver(callback, { rootMargin });
  }
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Where an element is against the viewport (IntersectionObserver); undefined until the
 * first answer, and where the browser has no observer.
 */
export function useViewportPlace(element: Element | null): ViewportPlace | undefined {
  const [place, setPlace] = useState<ViewportPlace>();
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    return watch(element, (entry) => {
      const top = entry.rootBounds?.top ?? 0;
      setPlace(
        entry.isIntersecting ? 'in' : entry.boundingClientRect.bottom <= top ? 'above' : 'below',
      );
    });
  }, [element]);
  return place;
}

/** Far enough above any page: the viewport reaches up this far for `useReached`. */
const ABOVE_ANY_PAGE = 1_000_000;

/**
 * Whether the viewport's bottom has reached an element (it is on screen or scrolled past);
 * undefined until the first answer. The observer's root reaches far above the screen, so a
 * jump past the element (a fling, a key press to the end) still crosses into it.
 */
export function useReached(element: Element | null): boolean | undefined {
  const [reached, setReached] = useState<boolean>();
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    return watch(
      element,
      (entry) => setReached(entry.isIntersecting),
      `${ABOVE_ANY_PAGE}px 0px 0px 0px`,
    );
  }, [element]);
  return reached;
}

export interface StickyAddToCartProps {
  /** Where the bar goes in the page: the end of the product's part, in the tab order there. */
  target: HTMLElement;
  /** The buy box's own add row: while it is in view, the bar is not. */
  addRow: HTMLElement | null;
  name: string;
  price: PriceInput;
  currency: string;
  /** "Forest · Size M", or the colour alone while no size is chosen. */
  summary: string;
  /** The button's words: "Add M to cart", or "Choose a size" while none is. */
  action: string;
  isPending: boolean;
  onPress: () => void;
}

/**
 * The product page's sticky add-to-cart bar: the product's name, price and chosen colour and
 * size with the add button, fixed to the foot of the screen whenever the buy box's own
 * button is out of view (below the fold on a phone, scrolled past anywhere). It keeps out
 * of the way at the end of the product's part, so it never covers the page's last content,
 * and it slides in on its own layer (fixed, moved by transform): nothing below it shifts.
 * Hidden, it is out of the tab order and the accessibility tree.
 */
export function StickyAddToCart({
  target,
  addRow,
  name,
  price,
  currency,
  summary,
  action,
  isPending,
  onPress,
}: StickyAddToCartProps) {
  const { t } = useTranslation('storefront');
  const row = useViewportPlace(addRow);
  // From the end of the product's part on (CMS content, the footer) the bar stays away.
  const endReached = useReached(target);
  const visible = (row === 'above' || row === 'below') && endReached === false;
  return createPortal(
    <aside
      className={stickyBar}
      data-visible={visible}
      aria-label={t('product.stickyBar.label', { name })}
      inert={!visible}
    >
      <div className={stickyBarInner}>
        <div className={stickyBarText}>
          <p className={stickyBarName}>{name}</p>
          <div className={stickyBarSummary}>
            <Price price={price} currency={currency} size="small" showDiscount={false} />
            <span>{summary}</span>
          </div>
        </div>
        <Button isPending={isPending} onPress={onPress}>
          {action}
        </Button>
      </div>
    </aside>,
    target,
  );
}
