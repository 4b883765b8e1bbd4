/** Spec §2: a `#modal…` hash names the dialog to open over the page. */
export const MODAL_HASH_PREFIX = '#modal';

/**
 * The dialog a location hash names: `#modal-size-guide` → `size-guide`, a bare `#modal` → `''`;
 * any other hash → `null`.
 */
export function modalNameOf(hash: string): string | null {
  if (!hash.startsWith(MODAL_HASH_PREFIX)) return null;
  const rest = hash.slice(MODAL_HASH_PREFIX.length);
  if (rest === '') return '';
  if (!rest.startsWith('-')) return null;
  return decodeURIComponent(rest.slice(1));
}
