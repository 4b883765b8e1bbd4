/**
 * The one URL policy of authored content (rich text links and block targets): only
 * http(s), mailto, tel and relative URLs. Everything else — `javascript:`, `data:`,
 * `vbscript:`, `file:` … — is refused.
 *
 * Same shape as DOMPurify's default `ALLOWED_URI_REGEXP`, with the schemes narrowed: a URL
 * passes if it starts with an allowed scheme, or with a character that cannot begin a
 * scheme (`/`, `#`, `?`, `.`), or with letters not followed by a colon (`help/faq`).
 */
export const SAFE_URL_PATTERN = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Characters a browser ignores inside or around a URL (C0 controls, spaces, tab, newline
 * and the Unicode spaces DOMPurify strips the same way): `java\tscript:` is `javascript:`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const IGNORED_IN_URL = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Whether an authored URL may become an `href`. */
export function isSafeUrl(url: string): boolean {
  const compact = url.replace(IGNORED_IN_URL, '');
  return compact !== '' && SAFE_URL_PATTERN.test(compact);
}

/** A site-relative URL (`/en-us/c/…`, `?q=…`, `#faq`), which the router can handle. */
export function isInternalUrl(url: string): boolean {
  return /^[/?#]/.test(url) && !url.startsWith('//');
}
