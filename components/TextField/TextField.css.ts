import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { counter } from '../Field/Field.css.ts';

/** A multi-line field: room above and below the text, the shopper may make it taller. */
export const textArea = style({
  display: 'block',
  paddingBlock: vars.space.small,
  resize: 'vertical',
});

/** Past the limit (a limit the field does not enforce): the count turns to the error colour. */
globalStyle(`${counter} [data-over]`, {
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.strong,
});
