import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** The form in the buy box: title, the line, the field and the button, a step apart. */
export const section = style({ display: 'grid', gap: vars.space.small });
