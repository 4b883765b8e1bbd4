import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** The saved cards: one column on a phone, two from lg. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.gutter,
  ...responsiveStyle({ lg: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

/** The card's name with its badges beside it, wrapping on a phone. */
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cardName = style({ margin: 0 });

/** Expiry, holder and billing address: a term and its value per row. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${details} > dt`, { color: vars.color.foreground.neutralSoft });
globalStyle(`${details} > dd`, { margin: 0 });

/** What an expired card says: it no longer pays. */
export const expired = style({ margin: 0, color: vars.color.foreground.critical });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** The intro and the add button: side by side where there is room. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });

/** The empty list: what it means and the way to add one. */
export const empty = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });

export const emptyTitle = style({ margin: 0 });

/** The card fields: one column on a phone, two from md. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsiveStyle({ md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

export const full = style({ ...responsiveStyle({ md: { gridColumn: '1 / -1' } }) });

/** The cards, then the gift cards: each a section of its own, well apart. */
export const sections = style({ display: 'grid', gap: vars.space.xxlarge });

export const section = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const sectionTitle = style({ margin: 0 });

/** A gift card's balance: what the shopper came to read. */
export const balance = style({ margin: 0, fontWeight: vars.font.weight.strong });
