import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { text } from '#design-tokens/typography.css.ts';

/** The desktop menu: from the large breakpoint up. */
export const desktop = style([
  {
    display: 'none',
    position: 'relative',
    background: vars.color.background.surface,
    borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  },
  responsiveStyle({ lg: { display: 'block' } }),
]);

/** The mobile menu button and drawer: below the large breakpoint. */
export const mobile = style([{ display: 'block' }, responsiveStyle({ lg: { display: 'none' } })]);

/** Spec §9: the menu bar is 2.35rem high. */
export const bar = style({
  listStyle: 'none',
  margin: 0,
  marginInline: 'auto',
  paddingBlock: 0,
  // The flyout's inset, so the top items line up with the column titles below them.
  paddingInline: vars.space.xlarge,
  maxWidth: vars.size.contentMaxWidth,
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.large,
  height: vars.size.megaMenuBar,
});

export const barItem = style({ display: 'flex' });

export const topControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: '100%',
  padding: 0,
  border: 'none',
  borderBlockEnd: `${vars.borderWidth.strong} solid transparent`,
  background: 'transparent',
  color: vars.color.foreground.neutral,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &:hover': { borderBlockEndColor: vars.color.border.neutralStrong },
    '&[aria-expanded="true"]': { borderBlockEndColor: vars.color.border.brandAccent },
    '&[data-focus-visible], &:focus-visible': focusOutline,
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-expanded]': { transform: 'rotate(180deg)' } },
});

/** A compact panel under the bar: never taller than most of the screen; it scrolls inside. */
export const flyout = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: vars.zIndex.dropdown,
  maxHeight: vars.size.flyoutMaxHeight,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.background.surfaceRaised,
  boxShadow: vars.shadow.medium,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Link columns take the room the pictures leave; the pictures keep their small size. */
export const flyoutInner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.xxlarge,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
});

export const columns = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.touchTarget} * 4), 1fr))`,
  columnGap: vars.space.xlarge,
  rowGap: vars.space.large,
  alignContent: 'start',
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.small,
});

export const columnTitle = style({ fontWeight: vars.font.weight.strong });

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.iconLarge,
});

/** Level-3 links: regular weight under the bold column titles, one step of hierarchy. */
export const childLink = style({
  fontWeight: vars.font.weight.regular,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const aside = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
});

/**
 * Visual selectors: small square tiles, two across in the flyout; in the drawer as many as
 * fit (four on a phone), a little smaller than the tile size rather than leaving an orphan.
 */
export const selectors = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.visualSelector} * 0.75), 1fr))`,
  gap: vars.space.medium,
  marginBlockStart: vars.space.small,
});
export const selectorsFlyout = style({
  gridTemplateColumns: `repeat(2, ${vars.size.visualSelector})`,
});

export const selectorsText = style([
  linkList,
  responsiveStyle({ md: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.gutter } }),
]);

export const selector = style([
  text.small,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    color: vars.color.foreground.neutral,
    textDecoration: 'none',
    borderRadius: vars.radius.standard,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': focusOutline,
    },
  },
]);

export const selectorImage = style({ borderRadius: vars.radius.standard });

/** The menu banner: a card of modest size beside the tiles, not a page-high poster. */
export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  width: vars.size.flyoutBannerWidth,
  maxWidth: '100%',
});

export const bannerImage = style({ borderRadius: vars.radius.standard });

export const shopAll = style({ fontWeight: vars.font.weight.strong });

/** Drawer content. */
export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const drawerLinkRow = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

export const drawerPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingInlineStart: vars.space.small,
});

export const titleWithIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});
