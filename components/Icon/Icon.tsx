import type { SVGProps } from 'react';
import { icon, type iconSizes } from './Icon.css.ts';
import { type IconName, icons } from './icons.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> {
  name: IconName;
  /** @default 'standard' */
  size?: (typeof iconSizes)[number];
  /**
   * What the icon means, for screen readers. Leave it out when the icon only decorates
   * text that already says the same: the icon is then hidden from assistive technology.
   */
  label?: string;
}

/** An icon from the kit's one SVG set; decorative unless it has a label. */
export function Icon({ name, size, label, className, ...rest }: IconProps) {
  const glyph: { d: string; fill?: boolean } = icons[name];
  const labelled = label !== undefined && label !== '';
  return (
    <svg
      viewBox="0 0 24 24"
      className={[icon({ size }), className].filter(Boolean).join(' ')}
      fill={glyph.fill ? 'currentColor' : 'none'}
      stroke={glyph.fill ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
      {...rest}
    >
      <path d={glyph.d} />
    </svg>
  );
}
