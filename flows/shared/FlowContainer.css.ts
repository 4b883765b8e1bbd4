import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** A flow on its own page: one readable column (the width of a standard dialog). */
export const page = style([
  {
    display: 'grid',
    gap: vars.space.large,
    width: '100%',
    maxWidth: `calc(${vars.size.contentMaxWidth} * 0.36)`,
    marginInline: 'auto',
    color: vars.color.foreground.neutral,
  },
  responsiveStyle({
    sm: { paddingBlock: vars.space.large, paddingInline: vars.space.gutter },
    md: { paddingBlock: vars.space.xxlarge, paddingInline: vars.space.large },
  }),
]);

export const pageTitle = style({ margin: 0 });
