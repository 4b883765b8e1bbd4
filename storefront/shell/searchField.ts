import type { CSSProperties } from 'react';

/** Spec §9: the async fetch debounce. */
export const AUTOSUGGEST_DEBOUNCE_MS = 25;
/** Spec limit of the search text. */
export const MAX_QUERY_LENGTH = 100;
/** The field's box, the same for the plain field and the combobox that replaces it. */
export const searchField: CSSProperties = { flex: 1, minWidth: 0, display: 'flex' };
