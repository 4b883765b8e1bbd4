import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { responsiveStyle } from '../responsiveStyle.ts';

export const sheet = style([
  {
    display: 'grid',
    gap: vars.space.xxlarge,
    background: vars.color.background.body,
    color: vars.color.foreground.neutral,
    fontFamily: vars.font.family.body,
  },
  responsiveStyle({
    sm: { padding: vars.space.gutter },
    md: { padding: vars.space.xlarge },
    lg: { padding: vars.space.xxlarge },
  }),
]);

export const intro = style({ display: 'grid', gap: vars.space.small, maxWidth: '40rem' });

export const lead = style({
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  color: vars.color.foreground.neutralSoft,
});

/** A numbered section: a rule on top, a heading, a short note, then the specimens. */
export const section = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

export const sectionHead = style({ display: 'grid', gap: vars.space.xsmall });

export const note = style({
  maxWidth: '40rem',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.neutralSoft,
});

export const subsection = style({ display: 'grid', gap: vars.space.gutter });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const grid = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
    gap: vars.space.gutter,
  },
]);

export const swatch = style({
  display: 'flex',
  alignItems: 'flex-end',
  height: '4rem',
  padding: vars.space.small,
  marginBlockEnd: vars.space.small,
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const caption = style({
  display: 'block',
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.foreground.neutralSoft,
  fontFamily: vars.font.family.mono,
  overflowWrap: 'anywhere',
});

export const name = style({
  display: 'block',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

/** Specimen rows: token name and value on the left, the specimen on the right. */
export const rows = style([list, { display: 'grid', gap: vars.space.medium }]);

export const row = style([
  {
    display: 'grid',
    alignItems: 'center',
    gap: vars.space.small,
  },
  responsiveStyle({
    sm: { gridTemplateColumns: 'minmax(0, 1fr)' },
    md: { gridTemplateColumns: '12rem minmax(0, 1fr)', gap: vars.space.large },
  }),
]);

export const bar = style({
  display: 'block',
  height: vars.space.small,
  minWidth: '1px',
  borderRadius: vars.radius.small,
  background: vars.color.background.brandAccent,
});

export const column = style({
  display: 'block',
  width: vars.space.xlarge,
  borderRadius: vars.radius.small,
  background: vars.color.background.brandAccentSoft,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.brandAccent}`,
});

export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.large,
});

export const shapeBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '6rem',
  height: vars.size.buttonLarge,
  marginBlockEnd: vars.space.small,
  background: vars.color.background.brandAccent,
  color: vars.color.foreground.onBrandAccent,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.strong,
  textTransform: vars.font.textTransform.button,
  letterSpacing: vars.font.letterSpacing.button,
});

export const shadowBox = style({
  width: '7rem',
  height: '4.5rem',
  marginBlockEnd: vars.space.small,
  background: vars.color.background.surfaceRaised,
  borderRadius: vars.radius.large,
});

/** A band of one surface colour holding focus-ring specimens. */
export const surface = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
});

/** A static picture of the keyboard ring (the real one only shows on focus). */
export const ringSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.buttonStandard,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.action,
  outlineStyle: 'solid',
  outlineWidth: vars.focusRing.width,
  outlineOffset: vars.focusRing.offset,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.small.fontSize,
  textTransform: vars.font.textTransform.button,
  letterSpacing: vars.font.letterSpacing.button,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const cell = style({
  paddingBlock: vars.space.xsmall,
  paddingInlineEnd: vars.space.gutter,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

export const mono = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });
