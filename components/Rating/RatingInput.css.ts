import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
});

/** The first star's glyph under the label's first letter (its touch target reaches past). */
export const stars = style({
  display: 'flex',
  marginInlineStart: `calc((${vars.size.iconLarge} - ${vars.size.touchTarget}) / 2)`,
});

/** Each star a touch target of its own; the glyph in the middle. */
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.standard,
  color: vars.color.border.field,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-filled]': { color: vars.color.foreground.neutral },
    '&[data-focus-visible]': { ...focusOutline },
    '&[data-invalid]:not([data-filled])': { color: vars.color.border.critical },
  },
});

/** What the stars say in words ("4 stars"), beside them. */
export const chosen = style({
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
