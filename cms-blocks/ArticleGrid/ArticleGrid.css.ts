import { createVar, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export const smColumns = createVar();
export const mdColumns = createVar();
export const lgColumns = createVar();

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const title = style({ margin: 0 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: `repeat(${smColumns}, minmax(0, 1fr))`,
  ...responsiveStyle({
    md: { gridTemplateColumns: `repeat(${mdColumns}, minmax(0, 1fr))` },
    lg: { gridTemplateColumns: `repeat(${lgColumns}, minmax(0, 1fr))` },
  }),
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  minWidth: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

/** The title's link covers the card: one link per article, the whole card clickable. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});

export const meta = style({
  margin: 0,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const more = style({ justifySelf: 'center' });

/** A tag of the filter bar: a chip that stays pressed while it filters. */
export const tag = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralStrong}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.neutral,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutralSoft },
    '&[data-selected]': {
      background: vars.color.background.brandAccent,
      borderColor: vars.color.background.brandAccent,
      color: vars.color.foreground.onBrandAccent,
    },
    '&[data-focus-visible]': focusOutline,
  },
});
