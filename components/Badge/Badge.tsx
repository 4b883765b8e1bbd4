import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/index.ts';
import { badge, type badgeTones, eyebrow, type eyebrowTones } from './Badge.css.ts';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The badge text, e.g. "Sale" or "New" (from the product data or i18n). */
  children: ReactNode;
  /** @default 'neutral' */
  tone?: (typeof badgeTones)[number];
  /** A decorative icon before the text. */
  icon?: IconName;
}

/** A short, non-interactive status label on a product card or cart item. */
export function Badge({ tone = 'neutral', icon, children, className, ...rest }: BadgeProps) {
  return (
    <span
      {...rest}
      data-tone={tone}
      className={[badge({ tone }), className].filter(Boolean).join(' ')}
    >
      {icon && <Icon name={icon} size="small" />}
      {children}
    </span>
  );
}

export interface EyebrowProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children: ReactNode;
  /** @default 'neutral' */
  tone?: (typeof eyebrowTones)[number];
  /** The element to render; a `p` above a heading, a `span` inside one. @default 'p' */
  as?: ElementType;
}

/** The small upper-case line above a title (product eyebrow, article overline). */
export function Eyebrow({ tone = 'neutral', as: Element = 'p', className, ...rest }: EyebrowProps) {
  return (
    <Element
      {...rest}
      data-tone={tone}
      className={[eyebrow({ tone }), className].filter(Boolean).join(' ')}
    />
  );
}
