import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const content = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const hint = style({
  margin: 0,
  color: vars.color.foreground.neutralSoft,
  maxWidth: vars.size.textMeasure,
});

export const loadingRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

/** A wide chart scrolls sideways inside the dialog rather than widen it (small screens). */
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const table = style({
  borderCollapse: 'collapse',
  minWidth: '100%',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.strong,
  paddingBlockEnd: vars.space.small,
  fontSize: vars.text.standard.fontSize,
});

export const cell = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  textAlign: 'start',
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  whiteSpace: 'nowrap',
});

export const headCell = style([
  cell,
  {
    background: vars.color.background.neutralSoft,
    fontWeight: vars.font.weight.strong,
    whiteSpace: 'normal',
  },
]);

export const rowHead = style([cell, { fontWeight: vars.font.weight.medium }]);

export const tabPanel = style({
  display: 'grid',
  gap: vars.space.gutter,
  paddingBlockStart: vars.space.gutter,
});
