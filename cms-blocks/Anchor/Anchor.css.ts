import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** Lands below the sticky promo bar and menu bar instead of under them. */
export const anchor = style({
  display: 'block',
  scrollMarginBlockStart: `calc(${vars.size.megaMenuBar} + ${vars.space.xxlarge})`,
});
