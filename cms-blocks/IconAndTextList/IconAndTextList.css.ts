import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { heading } from '#design-tokens/typography.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const title = style([heading.h3, { margin: 0 }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  // Its column's width, not its content's: a long entry wraps instead of widening the grid.
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  color: vars.color.foreground.neutral,
  selectors: {
    '&[data-alignment="center"]': {
      flexDirection: 'column',
      justifyContent: 'center',
      textAlign: 'center',
    },
  },
});

export const icon = style({ flexShrink: 0, color: vars.color.foreground.brandAccent });

/**
 * A linked entry's link lays out its icon and text as an unlinked entry does (the icon above
 * the text when centred, a small gap), so a list that links only some entries stays one grid.
 */
export const link = style({
  selectors: {
    // Above the Link's own gap, whichever style sheet loads last.
    [`${item} > &`]: { gap: vars.space.small },
    [`${item}[data-alignment="center"] > &`]: {
      flexDirection: 'column',
      justifyContent: 'center',
      textAlign: 'center',
    },
  },
});
