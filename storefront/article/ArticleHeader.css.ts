import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const header = style({
  display: 'grid',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.xlarge,
});

export const text = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.size.textMeasure,
});

/** Holds the eyebrow badge, which ellipsizes instead of widening the page. */
export const eyebrow = style({ display: 'flex', minWidth: 0 });

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const subtitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const media = style({ borderRadius: vars.radius.large, overflow: 'hidden' });
