import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/* The frame of the shopper's own pages (account, favorites): a column of parts, a header
   with the title on one side and its actions on the other. */

export const page = style({
  display: 'grid',
  gap: vars.space.gutter,
  paddingBlock: vars.space.large,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ margin: 0 });

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });
