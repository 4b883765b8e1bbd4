import { createVar, style } from '@vanilla-extract/css';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { ARTICLE_FACETS_SHOWN } from './articleGrid.ts';

export const smColumns = createVar();
export const mdColumns = createVar();
export const lgColumns = createVar();

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

/** The theme's section title, as over the collection and recommendation blocks. */
export const title = style([heading.h2, { margin: 0 }]);

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

/** Holds the eyebrow badge, which ellipsizes inside the card instead of widening it. */
export const eyebrow = style({ display: 'flex', minWidth: 0 });

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

/**
 * The tags of the filter bar, in the bar's flow. Collapsed, only the first tags of spec §9
 * show (sm 4, md 10, lg 20): chosen by CSS, since server HTML knows no viewport.
 */
export const tagList = style({ display: 'contents' });

const beyond = (shown: number) => `${tagList}:not([data-expanded]) > &:nth-child(n+${shown + 1})`;

/** See more/less: hidden where every tag fits collapsed (`data-fits-md`, `data-fits-lg`). */
export const facetToggle = style({
  display: 'inline-flex',
  '@media': {
    [mediaQueries.md]: { selectors: { '&[data-fits-md]': { display: 'none' } } },
    [mediaQueries.lg]: { selectors: { '&[data-fits-lg]': { display: 'none' } } },
  },
});

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
    [beyond(ARTICLE_FACETS_SHOWN.sm)]: { display: 'none' },
  },
  '@media': {
    [mediaQueries.md]: {
      selectors: {
        [beyond(ARTICLE_FACETS_SHOWN.sm)]: { display: 'block' },
        [beyond(ARTICLE_FACETS_SHOWN.md)]: { display: 'none' },
      },
    },
    [mediaQueries.lg]: {
      selectors: {
        [beyond(ARTICLE_FACETS_SHOWN.md)]: { display: 'block' },
        [beyond(ARTICLE_FACETS_SHOWN.lg)]: { display: 'none' },
      },
    },
  },
});
