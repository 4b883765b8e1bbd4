import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export {
  buttonRow as header,
  column as page,
  soft,
  title,
} from '#flows/shared/pageForm.css.ts';

import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** The account's sections beside its navigation from md. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  ...responsiveStyle({ md: { gridTemplateColumns: '14rem minmax(0, 1fr)' } }),
});

export const nav = style({ minWidth: 0, '@media': { print: { display: 'none' } } });

/** The page's own column beside the navigation. */
export const content = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

/** The page (or section) the shopper is on: in the text colour, marked by a bar. */
globalStyle(`${navList} a[aria-current]`, {
  color: vars.color.foreground.neutral,
  boxShadow: `inset ${vars.borderWidth.strong} 0 0 ${vars.color.foreground.neutral}`,
  paddingInlineStart: vars.space.small,
});

export const sections = style({
  display: 'grid',
  gap: vars.space.gutter,
  ...responsiveStyle({ lg: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${details} > dt`, { color: vars.color.foreground.neutralSoft });
globalStyle(`${details} > dd`, { margin: 0 });

export const points = style({
  margin: 0,
  fontSize: vars.heading.h3.fontSize,
  lineHeight: vars.heading.h3.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/** A setting that applies at once, with its pending note beside it. */
export const setting = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

/** A row of buttons at the start of a card, wrapping on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const pending = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.buttonSmall,
  // Empty (nothing saving), the live region stays but takes no room: where it wraps under
  // the switch it left a blank line in the card.
  selectors: { '&:empty': { minHeight: 0 } },
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** The welcome offer under the points: its words, its code, its end date. */
export const offer = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.small,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

export const code = style({ margin: 0, overflowWrap: 'anywhere' });
