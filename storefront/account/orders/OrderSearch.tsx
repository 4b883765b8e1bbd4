import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_QUERY_MAX } from '#api/contract/orders.ts';
import { TextField } from '#components/TextField/index.ts';
import { useDebounced } from '../../runtime/useDebounced.ts';
import * as styles from './orders.css.ts';

/** How long typing pauses before the orders are searched. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

export interface OrderSearchProps {
  /** The query searched now (the page's `?q=`). */
  query: string;
  /** Search for `query` (empty: every order). */
  onSearch: (query: string) => void;
}

/**
 * The order history's search: an order number or a product's name, searched as the member
 * types (after a pause) or at once on Enter. Follows the page's query when it changes
 * elsewhere (back, a "clear" button).
 */
export function OrderSearch({ query, onSearch }: OrderSearchProps) {
  const { t } = useTranslation('storefront');
  const [text, setText] = useState(query);
  const typed = useDebounced(text.trim(), ORDER_SEARCH_DEBOUNCE_MS);
  // The query this field last asked for: a new page query from elsewhere replaces the text.
  const asked = useRef(query);
  useEffect(() => {
    if (query === asked.current) return;
    asked.current = query;
    setText(query);
  }, [query]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: searches when the typing pauses
  useEffect(() => {
    if (typed === asked.current) return;
    asked.current = typed;
    onSearch(typed);
  }, [typed]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the landmark (as the header's search); <search> is not yet announced by every screen reader
    <form
      role="search"
      aria-label={t('orders.search.label')}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const now = text.trim();
        asked.current = now;
        onSearch(now);
      }}
    >
      <TextField
        type="search"
        label={t('orders.search.label')}
        description={t('orders.search.help')}
        value={text}
        onChange={setText}
        maxLength={ORDER_QUERY_MAX}
        autoComplete="off"
      />
    </form>
  );
}
