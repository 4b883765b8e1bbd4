import { createVar, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** One CSS variable per breakpoint, set inline from the props (mobile first, all three). */
const perBreakpoint = () => ({ sm: createVar(), md: createVar(), lg: createVar() });

export const slideBasisVars = perBreakpoint();
export const slideMaxWidthVars = perBreakpoint();
export const slidePaddingVars = perBreakpoint();
export const gapVars = perBreakpoint();

const focusRing = focusOutline;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const viewport = style({ position: 'relative' });

/** Native scrolling with snap points: swipe, trackpad and momentum come from the browser. */
export const track = style([
  {
    position: 'relative',
    display: 'flex',
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollSnapType: 'x mandatory',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    outline: 'none',
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
      '&:focus-visible': focusRing,
    },
  },
  responsiveStyle({
    sm: { gap: gapVars.sm },
    md: { gap: gapVars.md },
    lg: { gap: gapVars.lg },
  }),
]);

export const slide = style([
  { flexGrow: 0, flexShrink: 0, minWidth: 0, scrollSnapAlign: 'start', boxSizing: 'border-box' },
  responsiveStyle({
    sm: {
      flexBasis: slideBasisVars.sm,
      maxWidth: slideMaxWidthVars.sm,
      padding: slidePaddingVars.sm,
    },
    md: {
      flexBasis: slideBasisVars.md,
      maxWidth: slideMaxWidthVars.md,
      padding: slidePaddingVars.md,
    },
    lg: {
      flexBasis: slideBasisVars.lg,
      maxWidth: slideMaxWidthVars.lg,
      padding: slidePaddingVars.lg,
    },
  }),
]);

/** Arrows float over the middle of the track's edges. */
export const arrow = style({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.zIndex.raised,
});

/**
 * Lifts the arrow off whatever slide it floats over. At either end of a carousel that
 * does not loop, the arrow that has nowhere to go fades out instead of sitting greyed over
 * the slide (it stays in the accessibility tree, disabled).
 */
export const arrowButton = style({
  boxShadow: vars.shadow.medium,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-disabled]': { opacity: 0, pointerEvents: 'none' } },
});

export const previousArrow = style({ insetInlineStart: vars.space.small });
export const nextArrow = style({ insetInlineEnd: vars.space.small });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.buttonSmall,
});

export const indicators = style({
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** A 24 px target (WCAG 2.5.8) around a small dot; the current one is a wider pill. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::before': {
      content: '""',
      display: 'block',
      width: vars.space.small,
      height: vars.space.small,
      borderRadius: vars.radius.full,
      background: vars.color.border.neutralStrong,
      transition: `width ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
    '&[data-hovered]::before': { background: vars.color.border.fieldHover },
    '&[aria-current="true"]::before': {
      width: vars.space.medium,
      background: vars.color.border.brandAccent,
    },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { transition: 'none' } } },
  },
});

export const progress = style({
  position: 'relative',
  flex: 1,
  minWidth: vars.size.touchTarget,
  height: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.border.neutral,
  overflow: 'hidden',
});

export const progressThumb = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.border.brandAccent,
});
