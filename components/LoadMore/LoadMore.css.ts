import { createVar, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const shownFraction = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.gutter,
  paddingBlock: vars.space.large,
  textAlign: 'center',
});

export const progress = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  width: '100%',
  maxWidth: `calc(${vars.size.touchTarget} * 6)`,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      ...focusOutline,
    },
  },
});

export const label = style({
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const track = style({
  width: '100%',
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralHover,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  width: '100%',
  background: vars.color.background.neutral,
  transformOrigin: 'left',
  transform: `scaleX(${shownFraction})`,
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right' } },
});

/** The failed page's message: as wide as the count, above the button that tries again. */
export const error = style({
  width: '100%',
  maxWidth: `calc(${vars.size.touchTarget} * 10)`,
  textAlign: 'start',
});

/**
 * The kit's secondary button on a plain link (`href`): the recipe styles react-aria's data
 * attributes, which a plain link has none of, so hover and focus are written here (two
 * classes in each rule, to win over the recipe's one).
 */
export const moreLink = style({
  selectors: {
    '&[data-tone="secondary"]:hover': {
      background: vars.color.background.neutralSoft,
      borderColor: vars.color.border.fieldHover,
    },
    '&[data-tone="secondary"]:focus-visible': { ...focusOutline },
    '&[data-pending]': { cursor: 'progress' },
  },
});
