import { globalStyle, style } from '@vanilla-extract/css';
import { contained as containedSection } from '#cms-blocks/renderer/SectionFrame.css.ts';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { visuallyHiddenRules } from '#design-tokens/typography.css.ts';
import { stickyTop } from './stickyTop.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background.body,
  color: vars.color.foreground.neutral,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-hidden="true"]': { transform: 'translateY(-100%)' } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // A printed page (a return label) is the page alone.
    print: { display: 'none' },
  },
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  background: vars.color.background.surface,
});

/**
 * `--cairn-sticky-top` at rest: the header's height as the store lays it out (below lg its
 * bar and search row, from lg one row). Sticky sections sit below the header from the
 * first paint, before any script. useStickyHeader measures the header and writes the
 * document's property only when the measure differs from this, since that write restyles
 * the whole page: with these, loading a page writes nothing.
 */
globalStyle(':root', {
  vars: { [stickyTop]: '173px' },
  '@media': { [mediaQueries.lg]: { vars: { [stickyTop]: '116px' } } },
});

export const headerBar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"logo actions" "search search"',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.gutter,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search actions"',
      gap: vars.space.medium,
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading.h4.fontSize,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.foreground.neutral,
  textDecoration: 'none',
  ':focus-visible': {
    ...focusOutline,
  },
});

export const search = style({
  display: 'flex',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** The search form's place in the header bar (elsewhere, the error page, it is a row). */
export const headerSearch = style({
  gridArea: 'search',
  '@media': { [mediaQueries.lg]: { justifySelf: 'end', width: '100%', maxWidth: '28rem' } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.fieldHeight,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  ':focus-visible': {
    ...focusOutline,
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  outline: 'none',
});

export const contained = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.gutter,
});

// CMS sections inside one of our contained pages (content, category, cart, contact): the page
// already keeps the gutter, so a contained section adds none and lines up with the page's
// title and breadcrumbs.
globalStyle(`${contained} ${containedSection}`, { paddingInline: 0 });

export const footer = style({
  marginBlockStart: vars.space.xxlarge,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  background: vars.color.background.neutralSoft,
  '@media': { print: { display: 'none' } },
});

/** Checkout's header: the brand, "Secure checkout" and its two links, on one row. */
export const checkoutBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  columnGap: vars.space.medium,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.gutter,
});

export const secure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutralSoft,
});

export const checkoutLinks = style({
  display: 'flex',
  gap: vars.space.medium,
  marginInlineStart: 'auto',
});

export const checkoutFooter = style([
  footer,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.medium,
    padding: vars.space.gutter,
  },
]);

export const errorPage = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: vars.size.textMeasure,
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.gutter,
});

/** The error page's popular categories: a wrapping row of links. */
export const popularList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The country selector's sites of a region. */
export const countryList = style({
  display: 'grid',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  marginBlockEnd: vars.space.medium,
  padding: 0,
});

export const sectionHeader = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutralSoft,
});

export const actions = style({
  gridArea: 'actions',
  justifySelf: 'end',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/**
 * A header action's words (sign in, the member's first name): on the narrowest phones
 * (an iPhone SE's 320 px, most Androids' 360 px) only the icon shows, or the header ran
 * past the screen's edge ("Se connecter", "Anmelden"); the words stay the action's
 * accessible name.
 */
export const actionLabel = style({
  '@media': { 'screen and (max-width: 374.98px)': visuallyHiddenRules },
});

export const cartLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  justifyContent: 'center',
  color: vars.color.foreground.neutral,
  textDecoration: 'none',
  ':focus-visible': {
    ...focusOutline,
  },
});

export const cartCount = style({
  minWidth: '1.25rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandAccent,
  color: vars.color.foreground.onBrandAccent,
  fontSize: vars.text.xsmall.fontSize,
  fontWeight: vars.font.weight.strong,
  textAlign: 'center',
});

export const preferences = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The footer's sections side by side from md up; the wide ones take a whole row. */
export const footerContent = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlockStart: vars.space.xlarge,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  },
});

globalStyle(
  `${footerContent} > [data-component="Newsletter"], ${footerContent} > [data-component="IconAndTextList"], ${footerContent} > [data-component="LegalLinks"]`,
  { gridColumn: '1 / -1' },
);

/** The associate mode's bar above the header (AssociateBar.tsx). */
export const associateBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.gutter}`,
  background: vars.color.background.neutral,
  color: vars.color.foreground.neutralInverted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  '@media': { print: { display: 'none' } },
});

export const associateText = style({ margin: 0 });
