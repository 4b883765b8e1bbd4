import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** Reviews, then questions, each a full-width part of the product page below the fold. */
export const part = style({
  display: 'grid',
  gap: vars.space.gutter,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  minWidth: 0,
  // Clear of the sticky header when the rating's link scrolls here.
  scrollMarginBlockStart: '8rem',
});

export const partHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const partTitle = style({ margin: 0 });

/** Summary beside the list from md; stacked on small screens. */
export const reviewsLayout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  ...responsiveStyle({ md: { gridTemplateColumns: 'minmax(14rem, 1fr) minmax(0, 2.5fr)' } }),
});

export const summary = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const bigScore = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading.h1.fontSize,
  lineHeight: vars.heading.h1.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const line = style({ margin: 0, overflowWrap: 'anywhere' });

export const bars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
});

/** A star row of the distribution: a toggle that filters the list to those reviews. */
export const barButton = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr) 2.5rem',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xsmall}`,
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.standard,
  background: 'none',
  color: vars.color.foreground.neutral,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.background.neutralSoft },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.border.formAccent,
      background: vars.color.background.formAccentSoft,
    },
    '&:disabled': { color: vars.color.foreground.disabled, cursor: 'default' },
  },
});

export const barTrack = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralSoft,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.neutral}`,
  overflow: 'hidden',
});

export const barFill = style({
  display: 'block',
  height: '100%',
  background: vars.color.background.brandAccent,
});

export const barCount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** The sort: as wide as its longest option, not the column. */
export const sortSelect = style({ width: '100%', maxWidth: '16rem' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 0,
  minWidth: 0,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.gutter,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  minWidth: 0,
});

export const itemTitle = style({ margin: 0, overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const text = style({
  margin: 0,
  maxWidth: vars.size.textMeasure,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const voteGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineEnd: 'auto',
});

export const answers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `${vars.borderWidth.strong} solid ${vars.color.border.neutral}`,
  display: 'grid',
  gap: vars.space.medium,
});

export const answer = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

/** Before the code of the part has come: its height reserved, nothing moves when it does. */
export const placeholder = style({ display: 'grid', gap: vars.space.medium, minHeight: '12rem' });
