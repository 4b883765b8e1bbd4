import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/*
 * The store finder: the search, what it found (store cards with their stock), and the
 * live summary between them. A store search sits in a dialog (pickup, the cart line's
 * delivery); the collection point search in checkout's shipping step, in the step's own
 * inline form and action row.
 */

export const line = style({ margin: 0, overflowWrap: 'anywhere' });

export const softLine = style([line, { color: vars.color.foreground.neutralSoft }]);

/** Each availability level keeps its own colour and icon; the words say it too. */
export const level = styleVariants({
  inStock: { color: vars.color.foreground.positive },
  low: { color: vars.color.foreground.caution },
  none: { color: vars.color.foreground.critical },
  unknown: { color: vars.color.foreground.neutralSoft },
});

export const levelLine = style([
  line,
  { display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall },
]);

const searchFormBase = style({ display: 'grid', gap: vars.space.small, alignItems: 'end' });

/**
 * Postal code and search side by side from md, stacked on small screens; the collection
 * point search as checkout's other inline forms (a column of its own for the button).
 */
export const searchForm = styleVariants({
  stores: [searchFormBase, responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) auto' } })],
  collectionPoints: [
    searchFormBase,
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      ...responsiveStyle({
        md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 10rem) auto' },
      }),
    },
  ],
});

/** The summary (searching, how many found): beside the spinner. */
export const statusRow = styleVariants({
  stores: { display: 'flex', alignItems: 'center', gap: vars.space.small },
  collectionPoints: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.small,
    alignItems: 'center',
  },
});

/** What a store search found, under its summary. */
export const found = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const storeCard = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
  selectors: {
    '&[data-current="true"]': {
      borderColor: vars.color.border.brandAccent,
      borderWidth: vars.borderWidth.strong,
    },
  },
});

export const storeTitle = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const storeFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});
