import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { heading } from '#design-tokens/typography.css.ts';

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

/** The event sign-up block: title, the event's text and the button opening the dialog. */
export const eventBlock = style({
  display: 'grid',
  gap: vars.space.gutter,
  justifyItems: 'start',
  maxWidth: `calc(${vars.size.contentMaxWidth} * 0.6)`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

export const eventTitle = style([heading.h2, { margin: 0 }]);
