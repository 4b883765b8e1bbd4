import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** First and last name side by side from md up (the compact variant keeps one column). */
export const nameRow = style([
  { display: 'grid', gap: vars.space.gutter, minWidth: 0 },
  responsiveStyle({ md: { gridTemplateColumns: '1fr 1fr' } }),
]);
