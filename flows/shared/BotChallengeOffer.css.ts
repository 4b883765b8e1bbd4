import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** Under the banner's message: the challenge's button or widget, and what came of it. */
export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});

/** Where a provider draws its widget (Turnstile: about 300 × 65 px). */
export const widget = style({
  flexBasis: '100%',
  minHeight: vars.size.buttonSmall,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const note = style({
  outline: 'none',
});
