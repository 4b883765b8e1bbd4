import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/*
 * The dialogs that set something on the cart and may take it off again (a line's gift
 * message, a price adjustment): the form (intro, the service's error, the fields), and its
 * footer of `SaveOrRemoveActions`.
 */

export const form = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const intro = style({ margin: 0, overflowWrap: 'anywhere' });

/** Save last (and first to reach on a phone's thumb); remove apart on the other side. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const removeAction = style({ marginInlineEnd: 'auto' });
