import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/**
 * The step on the left, the order beside it from lg; below, the order (folded) above the
 * step. The order comes first in the document too, so reading and focus follow the eye.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  paddingBlock: vars.space.large,
  ...responsiveStyle({ lg: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } }),
});

export const main = style({
  display: 'grid',
  gap: vars.space.gutter,
  minWidth: 0,
  ...responsiveStyle({ lg: { gridColumn: 1, gridRow: 1 } }),
});

/** Shown from lg only (the fold's button says it below). */
export const wideOnly = style({
  display: 'none',
  ...responsiveStyle({ lg: { display: 'block' } }),
});

/** The phone's one line: "Show order summary (3) … $123.45 ⌄"; gone from lg. */
export const fold = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': { ...focusOutline },
  ...responsiveStyle({ lg: { display: 'none' } }),
});

globalStyle(`${fold} > span`, { flex: 1, textDecoration: 'underline' });

export const summaryContent = style({
  display: 'grid',
  gap: vars.space.medium,
  selectors: { '&[data-unfolded="false"]': { display: 'none' } },
  ...responsiveStyle({
    lg: { selectors: { '&[data-unfolded="false"]': { display: 'grid' } } },
  }),
});

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
  ...responsiveStyle({
    lg: { position: 'sticky', insetBlockStart: vars.space.large, gridColumn: 2, gridRow: 1 },
  }),
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
