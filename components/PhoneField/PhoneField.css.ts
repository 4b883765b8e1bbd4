import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** Dial code as wide as it needs, the number takes the rest. */
export const row = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
});

export const dialCode = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });
