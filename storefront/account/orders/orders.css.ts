import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export {
  detail,
  line,
  lineBody,
  lineName,
  linePrice,
  lines,
  rowTotal,
} from '../../cart/page/cartPage.css.ts';
export { card, details, header, page, soft, title } from '../account.css.ts';

/** The order history: one bordered row per order. */
export const orderList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

/** Number and status on top, the facts under them, the pictures beside from md. */
export const orderRow = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
  ...responsiveStyle({
    md: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  }),
});

export const rowMain = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const rowTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The row's facts as label over value, side by side. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxsmall });

globalStyle(`${fact} > dt`, {
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
globalStyle(`${fact} > dd`, { margin: 0, fontWeight: vars.font.weight.strong });

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 3.5rem)',
  gap: vars.space.small,
});

/** The order's page: its parts in one column, two from lg. */
export const detailGrid = style({
  display: 'grid',
  gap: vars.space.gutter,
  alignItems: 'start',
  ...responsiveStyle({ lg: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

/** A part that spans the grid (the lines, the shipments). */
export const wide = style({
  ...responsiveStyle({ lg: { gridColumn: '1 / -1' } }),
});

export const shipments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.gutter,
  ...responsiveStyle({ md: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } }),
});

export const shipment = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutralSoft,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  '@media': { print: { display: 'none' } },
});

/** A failed action's message, on a line of its own below the buttons. */
export const actionError = style({ flexBasis: '100%' });

/* The return label: a sheet to print. */

export const labelSheet = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  border: `${vars.borderWidth.strong} dashed ${vars.color.foreground.neutral}`,
  borderRadius: vars.radius.standard,
  maxWidth: '48rem',
  '@media': { print: { breakInside: 'avoid', borderStyle: 'solid' } },
});

export const rma = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.strong,
  // The code on one line on a phone (fourteen characters fit 7vw), at most a title's size.
  fontSize: `clamp(1.25rem, 7vw, ${vars.heading.h1.fontSize})`,
  lineHeight: vars.heading.h1.lineHeight,
  letterSpacing: vars.font.letterSpacing.eyebrow,
  overflowWrap: 'anywhere',
});

export const barcode = style({
  display: 'block',
  width: '100%',
  maxWidth: '32rem',
  height: '6rem',
  color: vars.color.foreground.neutral,
});

export const labelAddresses = style([
  {
    display: 'grid',
    gap: vars.space.large,
    ...responsiveStyle({ md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
  },
  // Paper is wide enough for both, whatever the screen was.
  { '@media': { print: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);

export const labelTo = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.strong} solid ${vars.color.foreground.neutral}`,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.xsmall,
  paddingInlineEnd: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

/** Only on screen: the print button, the way back. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** The order history's search: a field of a readable width above the list. */
export const search = style({ maxWidth: '28rem' });
