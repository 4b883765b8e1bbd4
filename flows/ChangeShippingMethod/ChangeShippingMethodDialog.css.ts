import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/*
 * The delivery dialog: the way to get the line, then (pickup, ship to store) the store
 * finder with its results (flows/StoreFinder, as in the pickup dialog).
 */

export const content = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

/** The search and its results, under the choice they belong to. */
export const storeSection = style({
  display: 'grid',
  gap: vars.space.gutter,
  minWidth: 0,
  paddingBlockStart: vars.space.gutter,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});
