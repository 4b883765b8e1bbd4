import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { heading as headingType } from '#design-tokens/typography.css.ts';

export const dialogSizes = ['small', 'standard', 'large'] as const;
export const dialogPlacements = ['center', 'side'] as const;

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseFromBottom = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'none' },
});
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});
const slideFromInlineEnd = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});

/** Spec §9: dialog transition 250 ms, in on [data-entering] and back out on [data-exiting]. */
const enter = (name: string) => ({
  '&[data-entering]': {
    animation: `${name} ${vars.motion.duration.dialog} ${vars.motion.easing.enter}`,
  },
  '&[data-exiting]': {
    animation: `${name} ${vars.motion.duration.dialog} ${vars.motion.easing.exit} reverse`,
  },
});

export const overlay = recipe({
  base: {
    position: 'fixed',
    insetBlockStart: 0,
    insetInlineStart: 0,
    width: '100%',
    height: 'var(--visual-viewport-height)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    background: vars.color.background.overlay,
    selectors: enter(fade),
  },
  variants: {
    placement: {
      // A bottom sheet on small screens, a centred modal from md up.
      center: responsiveStyle({
        sm: { alignItems: 'flex-end', justifyContent: 'center' },
        md: { alignItems: 'center', padding: vars.space.xlarge },
      }),
      side: { alignItems: 'stretch', justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    maxWidth: '100%',
    background: vars.color.background.surfaceRaised,
    color: vars.color.foreground.neutral,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    placement: {
      center: responsiveStyle({
        sm: {
          width: '100%',
          maxHeight: `calc(100% - ${vars.space.xxlarge})`,
          borderStartStartRadius: vars.radius.large,
          borderStartEndRadius: vars.radius.large,
          selectors: enter(riseFromBottom),
        },
        md: {
          maxHeight: '100%',
          borderRadius: vars.radius.large,
          selectors: enter(zoomIn),
        },
      }),
      // Full width on small screens (a sliver of page beside a 360px panel reads as a
      // mistake), its size from md up.
      side: {
        width: '100%',
        height: '100%',
        selectors: enter(slideFromInlineEnd),
      },
    },
    size: { small: {}, standard: {}, large: {} },
  },
  compoundVariants: [
    {
      variants: { placement: 'center', size: 'small' },
      style: responsiveStyle({ md: { width: vars.size.dialogSmall } }),
    },
    {
      variants: { placement: 'center', size: 'standard' },
      style: responsiveStyle({ md: { width: vars.size.dialogStandard } }),
    },
    {
      variants: { placement: 'center', size: 'large' },
      style: responsiveStyle({ md: { width: vars.size.dialogLarge } }),
    },
    {
      variants: { placement: 'side', size: 'small' },
      style: responsiveStyle({ md: { width: vars.size.panelSmall } }),
    },
    {
      variants: { placement: 'side', size: 'standard' },
      style: responsiveStyle({ md: { width: vars.size.panelStandard } }),
    },
    {
      variants: { placement: 'side', size: 'large' },
      style: responsiveStyle({ md: { width: vars.size.panelLarge } }),
    },
  ],
  defaultVariants: { placement: 'center', size: 'standard' },
});

/** The dialog fills the modal; only its body scrolls, so title and actions stay in view. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.gutter,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.gutter,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

export const title = style([
  headingType.h4,
  { alignSelf: 'center', overflowWrap: 'anywhere', minWidth: 0 },
]);

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.large,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

/**
 * Actions pinned under the body. On small screens they share the width in equal columns
 * (thumb-sized targets at the bottom of the sheet) and clear the home indicator; from md
 * up they sit at the inline end.
 */
export const footer = style([
  {
    gap: vars.space.small,
    paddingBlockStart: vars.space.gutter,
    paddingBlockEnd: `max(${vars.space.gutter}, env(safe-area-inset-bottom))`,
    paddingInline: vars.space.large,
    borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  },
  responsiveStyle({
    sm: { display: 'flex', flexWrap: 'wrap' },
    md: { justifyContent: 'flex-end' },
  }),
]);

// A label too long for its button wraps in it. On a phone the actions share the row, as
// wide as each other when their labels allow it, and take a row each when they do not.
globalStyle(`${footer} > :is(a, button)`, {
  whiteSpace: 'normal',
  textAlign: 'center',
  ...responsiveStyle({
    sm: { flex: '1 1 0', minWidth: 'fit-content' },
    md: { flex: '0 1 auto', minWidth: 'auto' },
  }),
});

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.large})` },
  to: { opacity: 1, transform: 'none' },
});

/**
 * CornerPanel: at the inline start of the bottom edge, as wide as a small dialog and never
 * wider or taller than the screen (at most three quarters of it); only its body scrolls. It
 * rises in with the dialogs' 250 ms (spec §9) unless the user asks for less motion. The
 * `<dialog>` element's own placement and frame are reset.
 */
export const cornerPanel = style({
  position: 'fixed',
  insetBlockStart: 'auto',
  insetBlockEnd: vars.space.small,
  insetInlineStart: vars.space.small,
  insetInlineEnd: 'auto',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  width: `min(${vars.size.dialogSmall}, calc(100vw - 2 * ${vars.space.small}))`,
  maxHeight: `min(75dvh, calc(100dvh - 2 * ${vars.space.small}))`,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.large,
  background: vars.color.background.surfaceRaised,
  color: vars.color.foreground.neutral,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${rise} ${vars.motion.duration.dialog} ${vars.motion.easing.enter}`,
    },
  },
});
