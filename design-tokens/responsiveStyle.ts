import type { StyleRule } from '@vanilla-extract/css';
import { type Breakpoint, mediaQueries } from './breakpoints.ts';

type CSSProps = Omit<StyleRule, '@media' | '@supports' | '@container' | '@layer'>;

/**
 * One style per breakpoint, mobile first: `responsiveStyle({ sm: {…}, lg: {…} })`.
 * Use inside `style()` in a `.css.ts` file.
 */
export function responsiveStyle(styles: Partial<Record<Breakpoint, CSSProps>>): StyleRule {
  const { sm, md, lg } = styles;
  const media: Record<string, CSSProps> = {};
  if (md) media[mediaQueries.md] = md;
  if (lg) media[mediaQueries.lg] = lg;
  return {
    ...(sm ?? {}),
    ...(Object.keys(media).length > 0 ? { '@media': media } : {}),
  } as StyleRule;
}
