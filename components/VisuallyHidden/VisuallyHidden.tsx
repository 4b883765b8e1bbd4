import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '#design-tokens/typography.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** @default 'span' */
  as?: ElementType;
}

/** Content for screen readers only: hidden on screen, still read aloud. */
export function VisuallyHidden({ as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Element className={[visuallyHidden, className].filter(Boolean).join(' ')} {...rest} />;
}
