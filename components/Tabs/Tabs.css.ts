import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Room the focus ring needs inside the scroll box, which clips whatever overflows it. */
const ringRoom = `calc(${vars.focusRing.width} + ${vars.focusRing.offset})`;

/**
 * Scrolls sideways when the tabs do not fit (small screens, long German labels). The
 * ring room is taken back with a negative margin, so the first label lines up with the
 * panel's text below it; the rule is painted as a background inset by the same room, so
 * it ends where the content does, and the selected tab's indicator lies on it.
 */
export const tabList = style({
  display: 'flex',
  gap: vars.space.large,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  paddingBlockStart: ringRoom,
  paddingInline: ringRoom,
  marginInline: `calc(-1 * ${ringRoom})`,
  backgroundImage: `linear-gradient(${vars.color.border.neutral}, ${vars.color.border.neutral})`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center bottom',
  backgroundSize: `calc(100% - 2 * ${ringRoom}) ${vars.borderWidth.standard}`,
});

/**
 * A tab is its label and an indicator as wide as the label. Selected and idle tabs share
 * one weight (no width jump on selection): colour and the indicator tell them apart.
 */
export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: 0,
  color: vars.color.foreground.neutralSoft,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.button,
  textTransform: vars.font.textTransform.button,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderBlockEnd: `${vars.borderWidth.strong} solid transparent`,
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&[data-hovered]': {
      color: vars.color.foreground.neutral,
      borderBlockEndColor: vars.color.border.neutral,
    },
    '&[data-selected]': {
      color: vars.color.foreground.neutral,
      borderBlockEndColor: vars.color.border.brandAccent,
    },
    '&[data-focus-visible]': {
      ...focusOutline,
      borderRadius: vars.radius.small,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.disabled },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.large,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      ...focusOutline,
    },
  },
});
