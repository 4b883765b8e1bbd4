import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const legalLinks = style({
  display: 'grid',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
});

export const legalList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
