import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { fieldRoot } from '../Field/index.ts';

/** Out-of-stock options stay `selectable` (for "notify me") or are `disabled`. */
export const unavailableBehaviors = ['selectable', 'disabled'] as const;

export const root = style([fieldRoot]);

/** The selected value after the label ("Colour: Forest") reads as plain text. */
export const selectedName = style({ fontWeight: vars.font.weight.regular });
