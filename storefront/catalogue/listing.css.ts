import { style } from '@vanilla-extract/css';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { visuallyHiddenRules } from '#design-tokens/typography.css.ts';
import { stickyTop } from '../shell/stickyTop.ts';

/** A listing's title when the listing follows it at once (search): room before the facets. */
export const listingTitle = style({ marginBlockEnd: vars.space.large });

/** The facets beside the results from the large breakpoint; the results alone below it. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});

/**
 * The sidebar of facets: from the large breakpoint. Below it the filter panel takes its
 * place; without script the Filters link leads here (`:target`) and shows it.
 */
export const sidebar = style({
  display: 'none',
  selectors: { '&:target': { display: 'block' } },
  '@media': {
    [mediaQueries.lg]: { display: 'block', alignSelf: 'start' },
  },
});

export const noScriptApply = style({ paddingBlock: vars.space.medium });

/** The results: scrolled to (a refinement made far down) below the sticky header. */
export const results = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  scrollMarginTop: `var(${stickyTop}, 0px)`,
});

/** Count and sort: one line beside the sidebar; below it the bar comes first, the count under it. */
export const resultsHeader = style({
  display: 'contents',
  '@media': {
    [mediaQueries.lg]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.medium,
      marginBlockEnd: vars.space.small,
    },
  },
});

/**
 * Filters and sort: below the large breakpoint a bar that stays under the header while the
 * products scroll (over the promo bar, should that stick too); beside the sidebar, the sort.
 */
export const toolbar = style({
  order: -1,
  position: 'sticky',
  insetBlockStart: `var(${stickyTop}, 0px)`,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.small,
  marginInline: `calc(-1 * ${vars.space.gutter})`,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.small,
  background: vars.color.background.body,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  '@media': {
    [mediaQueries.lg]: {
      order: 0,
      position: 'static',
      display: 'flex',
      marginInline: 0,
      padding: 0,
      borderBlockEnd: 'none',
    },
  },
});

/**
 * The phone's and tablet's Filters button, the whole half of the bar: the kit's secondary
 * button (`buttonRecipe`, so each brand's shape and case apply) on a plain link. The recipe
 * styles react-aria's data attributes, which a plain link has none of: hover and focus are
 * written here, two classes in each rule so they win over the recipe's one.
 */
export const filtersButton = style({
  width: '100%',
  selectors: {
    '&[data-tone="secondary"]:hover': {
      background: vars.color.background.neutralSoft,
      borderColor: vars.color.border.fieldHover,
    },
    '&[data-tone="secondary"]:focus-visible': { ...focusOutline },
  },
  '@media': { [mediaQueries.lg]: { display: 'none' } },
});

export const filtersButtonLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const sortForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** Below the large breakpoint the select says what it sorts by itself. */
export const sortLabel = style({
  ...visuallyHiddenRules,
  '@media': {
    [mediaQueries.lg]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'nowrap',
    },
  },
});

export const select = style({
  minHeight: vars.size.fieldHeight,
  width: '100%',
  minWidth: 0,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  ':focus-visible': { ...focusOutline },
  '@media': { [mediaQueries.lg]: { width: 'auto' } },
});

export const count = style({
  margin: 0,
  paddingBlock: vars.space.small,
  color: vars.color.foreground.neutralSoft,
  '@media': { [mediaQueries.lg]: { paddingBlock: 0 } },
});

// Applied filters ----------------------------------------------------------------------

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlockEnd: vars.space.medium,
});

export const chips = style({
  display: 'contents',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A chosen value: its words and a cross; the chip removes it. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.buttonSmall,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  textDecoration: 'none',
  ':hover': {
    background: vars.color.background.neutralSoft,
    borderColor: vars.color.border.fieldHover,
  },
  ':focus-visible': { ...focusOutline },
});

export const clearAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.buttonSmall,
  color: vars.color.foreground.link,
  fontSize: vars.text.small.fontSize,
  ':hover': { color: vars.color.foreground.linkHover },
  ':focus-visible': { ...focusOutline },
});

export const failure = style({ marginBlockEnd: vars.space.medium });

export const empty = style({ margin: 0, paddingBlock: vars.space.large });

// Facets -------------------------------------------------------------------------------

export const facetGroup = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  paddingBlock: vars.space.medium,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
});

export const facetTitle = style({ margin: 0, marginBlockEnd: vars.space.xsmall });

/** The values of a facet; `data-folded` until its "Show more". */
export const facetValues = style({});

const folded = `[data-folded] &`;

/** Values past the breakpoint's limit (sm 4, md 10, lg 20) wait for "Show more". */
export const pastSmall = style({
  selectors: { [folded]: { display: 'none' } },
  '@media': {
    [mediaQueries.md]: { selectors: { [folded]: { display: 'flex' } } },
  },
});
export const pastMedium = style({
  '@media': {
    [mediaQueries.md]: { selectors: { [folded]: { display: 'none' } } },
    [mediaQueries.lg]: { selectors: { [folded]: { display: 'flex' } } },
  },
});
export const pastLarge = style({
  '@media': {
    [mediaQueries.lg]: { selectors: { [folded]: { display: 'none' } } },
  },
});

/** A facet's checkbox: holds react-aria's visually hidden input within it. */
export const facetCheckbox = style({ position: 'relative' });

/** A value's product count after its words. */
export const valueCount = style({
  marginInlineStart: vars.space.xsmall,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
});

/** Only where the group has more values than the breakpoint shows. */
export const moreOnSmall = style({});
export const moreOnMedium = style({});
export const moreOnLarge = style({});
export const moreButton = style({
  display: 'none',
  minHeight: vars.size.buttonSmall,
  alignItems: 'center',
  marginBlockStart: vars.space.xxsmall,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.foreground.link,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    [`${moreOnSmall}&`]: { display: 'inline-flex' },
    '&[data-focus-visible]': { ...focusOutline },
  },
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

/** The colour facet: swatches in rows of three, each with its name. */
export const swatchGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const swatchField = style({ display: 'flex', minWidth: 0 });

export const swatchButton = style({
  // Holds react-aria's visually hidden input within the swatch.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.standard,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutralSoft },
    '&[data-focus-visible]': { ...focusOutline },
  },
});

/** The colour itself: a ring around it, and a tick on it, when chosen. */
export const swatchChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.buttonSmall,
  height: vars.size.buttonSmall,
  borderRadius: vars.radius.full,
  // A white or pale colour needs an edge against the page.
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralStrong}`,
  selectors: {
    '[data-selected] > &': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.border.formAccent}`,
      outlineOffset: vars.borderWidth.strong,
    },
  },
});

/** The tick of a chosen colour, in a disc of the form accent: it reads on any colour. */
export const swatchTick = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  background: vars.color.background.formAccent,
  color: vars.color.foreground.onFormAccent,
});

export const swatchName = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
  selectors: { '[data-selected] > &': { fontWeight: vars.font.weight.strong } },
});

// The phone's panel --------------------------------------------------------------------

export const panelFacets = style({ display: 'grid' });

export const panelActions = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.small,
  width: '100%',
});

// Grid ---------------------------------------------------------------------------------

/** Around each card (its lazy hydration's element): lays the card out as the grid's item does. */
export const cardSlot = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minWidth: 0,
});

// The category page's header ------------------------------------------------------------

/** Breadcrumbs, title and the CMS content kept with it: compact, so products come first. */
export const categoryHeader = style({
  display: 'grid',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.small,
  marginBlockEnd: vars.space.medium,
});

export const categoryTitle = style({ margin: 0 });
