import type { ReactNode } from 'react';
import { ButtonLink } from '#components/Button/index.ts';
import { Link } from '#components/Link/index.ts';
import type { ContentTarget } from './fields.ts';

const buttonTone = { primary: 'primary', secondary: 'secondary', tertiary: 'tertiary' } as const;
const buttonSize = { small: 'small', medium: 'standard', large: 'large' } as const;

export interface TargetLinkProps {
  target: ContentTarget;
  /** Content instead of `target.text` (the text stays the accessible name otherwise). */
  children?: ReactNode;
  /** Link tone on dark backgrounds. @default 'link' */
  tone?: 'link' | 'neutral' | 'inverted';
  onPress?: () => void;
  className?: string;
}

/**
 * An authored link or button (spec §3 targets): `style` link is a text link, the others are
 * buttons of that tone; `_blank` opens a new tab and says so. Internal URLs go through the
 * router, `#modal…` targets open over the page (the kit's ButtonLink).
 */
export function TargetLink({
  target,
  children,
  tone = 'link',
  onPress,
  className,
}: TargetLinkProps) {
  const external = target.targetAttribute === '_blank';
  if (target.style === 'link') {
    return (
      <Link
        href={target.url}
        variant="standalone"
        tone={tone}
        external={external}
        onPress={onPress}
        className={className}
      >
        {children ?? target.text}
      </Link>
    );
  }
  return (
    <ButtonLink
      href={target.url}
      tone={buttonTone[target.style]}
      size={buttonSize[target.size]}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onPress={onPress}
      className={className}
    >
      {children ?? target.text}
    </ButtonLink>
  );
}
