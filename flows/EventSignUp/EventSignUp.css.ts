import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** A side of the sign-in / create-account toggle. */
export const tabPanel = style({
  display: 'grid',
  gap: vars.space.gutter,
  paddingBlockStart: vars.space.gutter,
});

/** The steps' column. */
export const flow = style({
  display: 'grid',
  gap: vars.space.gutter,
  alignContent: 'start',
  minWidth: 0,
});
