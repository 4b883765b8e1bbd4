import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** The gift card's gift option on the product page: title, intro and fields, a step apart. */
export const section = style({ display: 'grid', gap: vars.space.small });
