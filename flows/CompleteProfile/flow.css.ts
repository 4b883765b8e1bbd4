import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { heading, text } from '#design-tokens/typography.css.ts';

/** The profile flows' shared layout: a column of blocks with the kit's spacing. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: `calc(${vars.size.contentMaxWidth} * 0.4)`,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
});

/** A step's or a page's heading; focusable from script so focus can move to it. */
export const stepHeading = style([
  heading.h3,
  {
    margin: 0,
    color: vars.color.foreground.neutral,
    selectors: {
      '&:focus-visible': {
        ...focusOutline,
      },
    },
  },
]);

export const pageHeading = style([heading.h1, { margin: 0, color: vars.color.foreground.neutral }]);

export const lead = style([text.standard, { margin: 0, color: vars.color.foreground.neutral }]);

export const muted = style([text.small, { margin: 0, color: vars.color.foreground.neutralSoft }]);

/** "Step 2 of 4". */
export const progress = style([
  text.small,
  { margin: 0, color: vars.color.foreground.neutralSoft, fontWeight: vars.font.weight.medium },
]);

/** Primary action first (in reading and focus order); stacked full width on small screens. */
export const actions = style([
  { display: 'flex', gap: vars.space.medium },
  responsiveStyle({
    sm: { flexDirection: 'column', alignItems: 'stretch' },
    md: { flexDirection: 'row', alignItems: 'center' },
  }),
]);

/** A highlighted figure (loyalty points, a promo code). */
export const highlight = style([
  heading.h2,
  { margin: 0, color: vars.color.foreground.brandAccent },
]);

export const summaryList = style([
  text.standard,
  {
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.small,
    listStyle: 'none',
    color: vars.color.foreground.neutral,
  },
]);
