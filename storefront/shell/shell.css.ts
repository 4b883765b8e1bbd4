import { style } from '@vanilla-extract/css';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background.body,
  color: vars.color.foreground.neutral,
});

export const header = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  background: vars.color.background.surface,
});

export const headerBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.gutter,
});

export const logo = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading.h4.fontSize,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.foreground.neutral,
  textDecoration: 'none',
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const search = style({
  display: 'flex',
  gap: vars.space.xsmall,
  flex: '1 1 16rem',
  '@media': { [mediaQueries.lg]: { flex: '0 1 24rem', marginInlineStart: 'auto' } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.fieldHeight,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  outline: 'none',
});

export const contained = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.gutter,
});

export const footer = style({
  marginBlockStart: vars.space.xxlarge,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  background: vars.color.background.neutralSoft,
});

export const errorPage = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: vars.size.textMeasure,
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.gutter,
});

export const sectionHeader = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutralSoft,
});
