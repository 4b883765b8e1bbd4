export interface CurrentLocation {
  pathname: string;
  search: string;
}

/**
 * Spec §2: a button target starting with `#modal` opens a dialog over the current page,
 * so it is appended to the current full path; a target starting with `?` that carries a
 * `#modal` hash merges its query into the current one. Every other target is unchanged.
 */
export function resolveModalHref(href: string, current: CurrentLocation): string {
  if (href.startsWith('#modal')) return `${current.pathname}${current.search}${href}`;
  if (!href.startsWith('?')) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (!hash.startsWith('#modal')) return href;
  const merged = new URLSearchParams(current.search);
  for (const [key, value] of new URLSearchParams(href.slice(1, hashAt))) merged.set(key, value);
  const query = merged.toString();
  return `${current.pathname}${query ? `?${query}` : ''}${hash}`;
}
