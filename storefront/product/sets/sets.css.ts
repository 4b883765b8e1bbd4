import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const sets = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

export const set = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const setTitle = style({ margin: 0, overflowWrap: 'anywhere' });

export const setDescription = style({
  margin: 0,
  maxWidth: vars.size.textMeasure,
  color: vars.color.foreground.neutralSoft,
});

export const setActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const dialogBody = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const pieceList = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A piece of the set: its head (picture, name, price), then its choices. */
export const piece = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.large,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
});

export const pieceHead = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.touchTarget} * 2) minmax(0, 1fr)`,
  gap: vars.space.medium,
  alignItems: 'start',
  marginBlockEnd: vars.space.small,
});

export const pieceImage = style({
  borderRadius: vars.radius.small,
  background: vars.color.background.neutralSoft,
});

export const pieceName = style({ margin: 0, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const pieceFields = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

/** The dialog's footer: the set's messages above a button as wide as the sheet. */
export const dialogFooter = style([dialogBody, { inlineSize: '100%' }]);
