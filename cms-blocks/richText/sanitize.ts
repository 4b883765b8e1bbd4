import DOMPurify, { type Config } from 'isomorphic-dompurify';
import { SAFE_URL_PATTERN } from './urls.ts';

/*
 * Rich text from the CMS is HTML an editor wrote; it is sanitized before it renders, on the
 * server (DOMPurify on jsdom, through isomorphic-dompurify's `node` export) and in the
 * browser (DOMPurify on the browser's own parser, the `default` export: ~9 kB gzip).
 * DOMPurify is the reference for mutation-XSS safety because it sanitizes the DOM the
 * parser built rather than a second parser's idea of it.
 *
 * What survives: text formatting, lists, headings h2–h4, quotes, rules, and links whose
 * href is http(s), mailto, tel or relative. Everything else is removed: scripts, styles,
 * iframes, objects, embeds, forms, SVG and MathML (with their content), every attribute but
 * `href`, `title`, `lang` and `dir` — so no event handlers, no `style`, no `class`, no
 * `target`.
 */

const TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
];

export const richTextAllowedTags: readonly string[] = [...TEXT_TAGS, 'a'];
export const richTextAllowedAttributes: readonly string[] = ['href', 'title', 'lang', 'dir'];

function config(links: boolean): Config {
  return {
    ALLOWED_TAGS: links ? [...richTextAllowedTags] : [...TEXT_TAGS],
    ALLOWED_ATTR: [...richTextAllowedAttributes],
    ALLOWED_URI_REGEXP: SAFE_URL_PATTERN,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // A removed wrapper (a <div>, a <font>) keeps its text; script/style/svg/math … do not.
    KEEP_CONTENT: true,
    // Treat the input as a fragment of <body>; no <html>/<head> survives.
    WHOLE_DOCUMENT: false,
  };
}

export interface SanitizeOptions {
  /**
   * Keep links. Off when the rich text sits inside a link already (a clickable promo bar):
   * links are unwrapped to their text, since a link in a link is invalid HTML.
   * @default true
   */
  links?: boolean;
}

/** Sanitized HTML, safe for `dangerouslySetInnerHTML`. */
export function sanitizeRichText(html: string | null | undefined, options: SanitizeOptions = {}) {
  if (!html) return '';
  return DOMPurify.sanitize(html, config(options.links ?? true)) as string;
}

/** The visible text of rich text once sanitized (whitespace collapsed and trimmed). */
export function richTextToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, { ...config(true), RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether rich text shows anything once sanitized: `<p> </p>` and `<br>` are empty. */
export function hasRichTextContent(html: string | null | undefined): boolean {
  return richTextToPlainText(html) !== '';
}
