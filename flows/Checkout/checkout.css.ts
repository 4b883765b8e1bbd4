import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/*
 * Checkout steps: forms in two columns from md (one on small screens), sections with a
 * heading and an edit link, the totals list.
 */

export const form = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsiveStyle({ md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

export const full = style({ ...responsiveStyle({ md: { gridColumn: '1 / -1' } }) });
export const half = style({ minWidth: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({ margin: 0 });

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const inline = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 10rem) auto' } }),
});

/** A field and its button on one line from md (a reward code and Apply). */
export const inlinePair = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) auto' } }),
});

/** The review's and confirmation's lines, grouped by where they go (Deliveries.tsx). */
export const deliveries = style({ display: 'grid', gap: vars.space.gutter });

export const delivery = style({
  display: 'grid',
  gap: vars.space.small,
  selectors: {
    '& + &': {
      paddingBlockStart: vars.space.gutter,
      borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
    },
  },
});

export const deliveryTitle = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const deliveryMethod = style({ margin: 0 });

/** A shipment's arrival dates, on their own line under its method. */
export const arrival = style({ display: 'block', color: vars.color.foreground.neutralSoft });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});

export const totals = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const grandTotal = style([
  totalRow,
  {
    paddingBlockStart: vars.space.small,
    borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
    fontWeight: vars.font.weight.strong,
  },
]);

export const term = style({ margin: 0 });
export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const saving = style([amount, { color: vars.color.foreground.priceSale }]);
/** "incl. VAT" beside the total: part of its name, in the body's weight. */
export const taxNote = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.neutralSoft,
});

export const address = style({ fontStyle: 'normal', margin: 0, whiteSpace: 'pre-line' });

export const challengeFrame = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '16rem',
  border: 0,
});
