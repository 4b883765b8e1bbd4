import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { externalIcon, link, type linkTones, type linkVariants } from './Link.css.ts';

export type LinkProps = Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'target'> & {
  children: ReactNode;
  /** `inline` sits in running text and is always underlined; `standalone` stands on its own. @default 'inline' */
  variant?: (typeof linkVariants)[number];
  /** `inverted` is for dark backgrounds. @default 'link' */
  tone?: (typeof linkTones)[number];
  /**
   * Leads to another site: opens in a new tab, says so to screen readers and shows an icon.
   * @default false
   */
  external?: boolean;
  /** An icon after the text of a standalone link (e.g. `chevronRight`). */
  iconEnd?: IconName;
  className?: string;
};

/** A link: client-side navigation through the router, or a new tab for external sites. */
export function Link({
  variant = 'inline',
  tone = 'link',
  external = false,
  iconEnd,
  children,
  className,
  rel,
  ...rest
}: LinkProps) {
  const { t } = useTranslation('components');
  return (
    <AriaLink
      {...rest}
      target={external ? '_blank' : undefined}
      rel={external ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel}
      data-variant={variant}
      data-tone={tone}
      className={[link({ variant, tone }), className].filter(Boolean).join(' ')}
    >
      {children}
      {iconEnd && !external && <Icon name={iconEnd} size="small" />}
      {external && (
        <>
          <Icon name="externalLink" size="small" className={externalIcon} />
          <VisuallyHidden>{` ${t('link.opensInNewTab')}`}</VisuallyHidden>
        </>
      )}
    </AriaLink>
  );
}
