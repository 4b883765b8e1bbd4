import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/*
 * The frame of the shopper's own pages (account, favorites, orders) and of the dialogs
 * and forms they open (account details, order actions, the order lookup): a column of
 * parts, a row at either end (a title and its actions, cancel and submit), a soft line.
 * The pages' stylesheets use these same classes.
 */

export const column = style({
  display: 'grid',
  gap: vars.space.gutter,
  paddingBlock: vars.space.large,
  minWidth: 0,
});

/** Cancel at one end, the form's own action at the other, wrapping on a phone. */
export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ margin: 0 });

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });
