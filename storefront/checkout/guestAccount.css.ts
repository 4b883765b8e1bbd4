import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** The offer of an account: a bordered panel in the confirmation's column. */
export const offer = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

export const offerTitle = style({ margin: 0 });

export const offerText = style({ margin: 0 });

export const offerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
