import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const requirementList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const requirement = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.foreground.neutralSoft,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-met]': { color: vars.color.foreground.neutral },
  },
});

export const requirementIcon = style({
  marginBlock: `calc((${vars.text.small.lineHeight} - ${vars.size.iconSmall}) / 2)`,
  color: vars.color.foreground.neutralSoft,
  selectors: {
    '[data-met] > &': { color: vars.color.foreground.positive },
  },
});
