import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_QUERY_MAX } from '#api/contract/orders.ts';
import { TextField } from '#components/TextField/index.ts';
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
  // The query this field last asked for: a new page query from elsewhere replaces the text.
  const asked = useRef(query);
  // The search waiting for typing to pause. A callback, not a debounced value: typing,
  // Enter and clearing within the pause must still search for the cleared field.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  useEffect(() => {
    if (query === asked.current) return;
    clearTimeout(pending.current);
    asked.current = query;
    setText(query);
  }, [query]);
  const ask = (now: string, always = false) => {
    clearTimeout(pending.current);
    if (now === asked.current && !always) return;
    asked.current = now;
    onSearch(now);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the landmark (as the header's search); <search> is not yet announced by every screen reader
    <form
      role="search"
      aria-label={t('orders.search.label')}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        ask(text.trim(), true);
      }}
    >
      <TextField
        type="search"
        label={t('orders.search.label')}
        description={t('orders.search.help')}
        value={text}
        onChange={(value) => {
          setText(value);
          clearTimeout(pending.current);
          pending.current = setTimeout(() => ask(value.trim()), ORDER_SEARCH_DEBOUNCE_MS);
        }}
        maxLength={ORDER_QUERY_MAX}
        autoComplete="off"
      />
    </form>
  );
}
