import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/*
 * The forms of the shopper's own pages and their dialogs (account details, orders, the
 * order lookup): the same rhythm as the pages they open from (storefront/shell/pages.css.ts),
 * a column of parts, a row of buttons at either end, a soft line.
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
