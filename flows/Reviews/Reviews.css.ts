import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/* The review dialogs: the intro, the banner and the fields in a column; the buttons below. */

export const formStack = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const line = style({ margin: 0, overflowWrap: 'anywhere' });
