import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** Two fields side by side from md up (names, topic), one column on a phone. */
export const pair = style([
  { display: 'grid', gap: vars.space.gutter, minWidth: 0 },
  responsiveStyle({ md: { gridTemplateColumns: '1fr 1fr' } }),
]);

/** The form's column: never wider than a comfortable line. */
export const column = style({ maxWidth: '40rem', minWidth: 0 });

/** What was sent, as a list of terms and values. */
export const summary = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.gutter,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutralSoft,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const term = style({ fontWeight: vars.font.weight.strong });

/** Values keep the shopper's line breaks and never push the page wider (long text). */
export const value = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
