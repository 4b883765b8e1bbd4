import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export const viewer = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlock: vars.space.large,
  minWidth: 0,
});

export const criteria = style([
  {
    display: 'grid',
    gap: vars.space.medium,
    alignItems: 'end',
    padding: vars.space.gutter,
    border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
    borderRadius: vars.radius.standard,
  },
  responsiveStyle({ md: { gridTemplateColumns: '1fr 1fr 10rem auto' } }),
]);

export const legend = style({ padding: 0, fontWeight: vars.font.weight.strong });

export const fieldset = style({ display: 'contents', border: 'none', margin: 0, padding: 0 });

export const results = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
});

export const id = style({ fontFamily: vars.font.family.mono });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const frames = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
});

export const frameStrip = style({
  display: 'flex',
  gap: vars.space.medium,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.small,
});

export const frameFigure = style({
  margin: 0,
  flex: 'none',
  display: 'grid',
  gap: vars.space.xsmall,
});

export const frame = style({
  height: '70vh',
  minHeight: '24rem',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  background: vars.color.background.body,
});

export const framesHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});
