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
