import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** Lines on the left, the summary beside them from lg (and it stays in view); stacked below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  // The title's own gap is room enough above; the first line adds its own padding.
  paddingBlockEnd: vars.space.large,
  ...responsiveStyle({ lg: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } }),
});

export const main = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const title = style({ margin: 0 });

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/** Image, then name and details, then the row's price; the actions under the text. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  paddingBlock: vars.space.gutter,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  ...responsiveStyle({ md: { gridTemplateColumns: '7rem minmax(0, 1fr) auto' } }),
});

export const lineBody = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const lineName = style({ fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const detail = style([
  soft,
  { fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight },
]);

export const linePrice = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxsmall,
  gridColumn: '2',
  ...responsiveStyle({ md: { gridColumn: 'auto', justifyItems: 'end', textAlign: 'end' } }),
});

export const rowTotal = style({ fontWeight: vars.font.weight.strong });

export const lineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
});

/** A removed line's place: what went, and undo. */
export const removed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutralSoft,
  ...responsiveStyle({ lg: { position: 'sticky', insetBlockStart: vars.space.large } }),
});

export const totals = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
});

export const grandTotal = style([
  totalRow,
  {
    paddingBlockStart: vars.space.small,
    borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutralStrong}`,
    fontWeight: vars.font.weight.strong,
    fontSize: vars.text.large.fontSize,
  },
]);

export const term = style({ margin: 0 });
/** A sum stays whole beside a long label (the label wraps instead): "−$10.00", not "−" then "$10.00". */
export const amount = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const saving = style([amount, { color: vars.color.foreground.priceSale }]);

export const saved = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** Approaching promotions (spec §4: the default, approaching or earned part of the callout). */
export const callouts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  color: vars.color.foreground.priceSale,
  fontWeight: vars.font.weight.strong,
});

/** A promotion the cart has earned reads as good news, not in the sale colour of an offer. */
export const earned = style({ color: vars.color.foreground.positive });
