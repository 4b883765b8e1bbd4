import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** The no-results page: a readable column of ways on. */
export const noResults = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.size.textMeasure,
  paddingBlock: vars.space.xlarge,
});

export const noResultsIntro = style({
  display: 'grid',
  gap: vars.space.small,
});

/** "Did you mean …?": the way on most likely to be right, above the rest. */
export const didYouMean = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const waysOn = style({
  display: 'grid',
  gap: vars.space.small,
});

/** Popular searches and categories: a wrapping row of links. */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The spelling notice above the results of a corrected text. */
export const correctionNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  marginBlockEnd: vars.space.medium,
  color: vars.color.foreground.neutralSoft,
});

/** A product suggestion: its picture, name and price in one row. */
export const suggestedProduct = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  minWidth: 0,
});

export const suggestedThumbnail = style({
  flex: 'none',
  width: vars.size.touchTarget,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});

export const suggestedText = style({
  display: 'grid',
  minWidth: 0,
});

export const suggestedPrice = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
