import { type ElementType, type RefObject, useEffect, useMemo, useRef } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { richText } from './RichText.css.ts';
import { type SanitizeOptions, sanitizeRichText } from './sanitize.ts';

export interface RichTextProps extends SanitizeOptions {
  /** HTML from the CMS; it is sanitized here, on the server and in the browser alike. */
  html: string | null | undefined;
  /** @default 'div' */
  as?: ElementType;
  /** Flow inside a line (a promo bar message). @default false */
  inline?: boolean;
  className?: string;
  id?: string;
}

type Navigate = (to: string) => void;

/**
 * Internal links of authored HTML navigate through the router (no full page load); other
 * links, modified clicks (new tab, download) and same-page anchors behave as links do.
 */
function useRouterLinks(ref: RefObject<HTMLElement | null>, navigate: Navigate | null) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !navigate) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !element.contains(anchor)) return;
      // An in-page anchor scrolls as the browser does it.
      if (anchor.getAttribute('href')?.startsWith('#')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [ref, navigate]);
}

function View({
  html,
  as: Element = 'div',
  inline = false,
  links = true,
  className,
  id,
  navigate,
}: RichTextProps & { navigate: Navigate | null }) {
  const ref = useRef<HTMLElement>(null);
  const clean = useMemo(() => sanitizeRichText(html, { links }), [html, links]);
  useRouterLinks(ref, navigate);
  return (
    <Element
      ref={ref}
      id={id}
      className={[richText, className].filter(Boolean).join(' ')}
      data-inline={inline || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above (sanitize.ts)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

function RoutedRichText(props: RichTextProps) {
  const navigate = useNavigate();
  const go = useMemo<Navigate>(() => (to) => void navigate(to), [navigate]);
  return <View {...props} navigate={go} />;
}

/** Authored rich text, sanitized; internal links go through the router when there is one. */
export function RichText(props: RichTextProps) {
  const routed = useInRouterContext();
  return routed ? <RoutedRichText {...props} /> : <View {...props} navigate={null} />;
}
