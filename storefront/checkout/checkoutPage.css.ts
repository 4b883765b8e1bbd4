import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** The step on the left, the order beside it from lg; stacked below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  paddingBlock: vars.space.large,
  ...responsiveStyle({ lg: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } }),
});

export const main = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const title = style({ margin: 0 });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.foreground.neutralSoft,
  selectors: {
    '&[aria-current="step"]': { color: 'inherit', fontWeight: vars.font.weight.strong },
  },
});

export const aside = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  ...responsiveStyle({ lg: { position: 'sticky', insetBlockStart: vars.space.large } }),
});

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'center',
});

export const confirmation = style({
  display: 'grid',
  gap: vars.space.gutter,
  paddingBlock: vars.space.large,
  maxInlineSize: '48rem',
});

export const confirmationActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
