import { style } from '@vanilla-extract/css';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

/** A listing's title when the listing follows it at once (search): room before the facets. */
export const listingTitle = style({ marginBlockEnd: vars.space.large });

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.medium,
});

export const sortForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const select = style({
  minHeight: vars.size.fieldHeight,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
});

export const facetGroup = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  paddingBlock: vars.space.small,
});

export const facetList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const facetLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  alignItems: 'center',
  color: vars.color.foreground.neutral,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': {
    ...focusOutline,
  },
  selectors: { '&[aria-checked="true"]': { fontWeight: vars.font.weight.strong } },
});

/** The "Show more" switch: a checkbox, so it works without JavaScript. */
export const moreToggle = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });

export const facetValues = style({});

const folded = `${moreToggle}:not(:checked) ~ ${facetValues} &`;

/** Values past the breakpoint's limit (sm 4, md 10, lg 20) wait for "Show more". */
export const pastSmall = style({
  selectors: { [folded]: { display: 'none' } },
  '@media': {
    [mediaQueries.md]: { selectors: { [folded]: { display: 'list-item' } } },
  },
});
export const pastMedium = style({
  '@media': {
    [mediaQueries.md]: { selectors: { [folded]: { display: 'none' } } },
    [mediaQueries.lg]: { selectors: { [folded]: { display: 'list-item' } } },
  },
});
export const pastLarge = style({
  '@media': {
    [mediaQueries.lg]: { selectors: { [folded]: { display: 'none' } } },
  },
});

export const moreLabel = style({
  display: 'inline-flex',
  minHeight: vars.size.touchTarget,
  alignItems: 'center',
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    [`${moreToggle}:focus-visible + &`]: {
      ...focusOutline,
    },
  },
});

/** "Show more" while folded, "Show less" while unfolded. */
export const whenMore = style({
  selectors: { [`${moreToggle}:checked + ${moreLabel} &`]: { display: 'none' } },
});
export const whenLess = style({
  selectors: { [`${moreToggle}:not(:checked) + ${moreLabel} &`]: { display: 'none' } },
});

/** Only where the group has more values than the breakpoint shows. */
export const moreOnSmall = style({});
export const moreOnMedium = style({});
export const moreOnLarge = style({});
export const moreControl = style({
  display: 'none',
  selectors: { [`${moreOnSmall}&`]: { display: 'inline-flex' } },
  '@media': {
    [mediaQueries.md]: {
      selectors: {
        [`${moreOnSmall}&`]: { display: 'none' },
        [`${moreOnMedium}&`]: { display: 'inline-flex' },
      },
    },
    [mediaQueries.lg]: {
      selectors: {
        [`${moreOnMedium}&`]: { display: 'none' },
        [`${moreOnLarge}&`]: { display: 'inline-flex' },
      },
    },
  },
});

export const more = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.large,
});

/** Around each card (its lazy hydration's element): lays the card out as the grid's item does. */
export const cardSlot = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minWidth: 0,
});

/** The filters' switch below the sidebar's breakpoint: a checkbox, as "Show more". */
export const filtersToggle = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  '@media': { [mediaQueries.lg]: { display: 'none' } },
});

/**
 * With the kit's secondary button (`buttonRecipe`, so each brand's shape and case apply),
 * this is the switch's label. The recipe styles react-aria's data attributes; a label has
 * none, so hover, focus and the open state are written here. Two classes in each rule,
 * so they win over the recipe's one.
 */
export const filtersLabel = style({
  selectors: {
    [`${filtersToggle} + &:hover`]: {
      background: vars.color.background.neutralSoft,
      borderColor: vars.color.border.fieldHover,
    },
    [`${filtersToggle}:focus-visible + &`]: { ...focusOutline },
    [`${filtersToggle}:checked + &`]: { background: vars.color.background.neutralSoft },
  },
  '@media': { [mediaQueries.lg]: { selectors: { [`${filtersToggle} + &`]: { display: 'none' } } } },
});

/** Folded below the sidebar's breakpoint until the switch opens it; always there beside. */
export const filterPanel = style({
  selectors: { [`${filtersToggle}:not(:checked) ~ &`]: { display: 'none' } },
  '@media': {
    [mediaQueries.lg]: {
      selectors: { [`${filtersToggle}:not(:checked) ~ &`]: { display: 'block' } },
    },
  },
});

export const clearFilters = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  marginInlineStart: vars.space.medium,
  color: vars.color.foreground.link,
  '@media': { [mediaQueries.lg]: { display: 'flex', marginInlineStart: 0 } },
});
