import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skipLink } from './SkipLink.css.ts';

export interface SkipLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The id of the element to move focus to. @default 'main' */
  targetId?: string;
  /** The link text. @default common:skipToContent */
  children?: ReactNode;
}

/**
 * The first stop of the Tab order: hidden until focused, it moves keyboard focus past the
 * header to the main content. The target gets `tabindex="-1"` when it is not focusable, so
 * the next Tab continues from there (a bare `#main` jump would not move focus everywhere).
 */
export function SkipLink({ targetId = 'main', children, onClick, ...rest }: SkipLinkProps) {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = event.currentTarget.ownerDocument.getElementById(targetId);
    if (!target || event.defaultPrevented) return;
    event.preventDefault();
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus();
  };
  return (
    <a {...rest} href={`#${targetId}`} className={skipLink} onClick={skip}>
      {children ?? t('skipToContent')}
    </a>
  );
}
