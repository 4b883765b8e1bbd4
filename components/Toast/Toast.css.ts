import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** Where a toast slides in from: above on small screens, below from md. */
const slideFrom = createVar();

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${slideFrom})` },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Small screens: across the top, clear of the notch, where the sticky add-to-bag bar, the
 * browser's bottom toolbar and the thumb are not; toasts drop in from above. From md: the
 * bottom inline-end corner, rising in.
 */
export const region = style([
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    // Newest on top, so the visual order matches the Tab order (newest to oldest).
    flexDirection: 'column',
    gap: vars.space.small,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        ...focusOutline,
      },
    },
  },
  responsiveStyle({
    sm: {
      insetBlockStart: `max(${vars.space.small}, env(safe-area-inset-top))`,
      insetInline: vars.space.small,
      vars: { [slideFrom]: `calc(-1 * ${vars.space.gutter})` },
    },
    md: {
      insetBlockStart: 'auto',
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.large,
      insetBlockEnd: vars.space.large,
      width: vars.size.toast,
      vars: { [slideFrom]: vars.space.gutter },
    },
  }),
]);

/** A raised card; the tone is carried by the icon (colour and accessible name). */
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.gutter,
    paddingInlineEnd: vars.space.small,
    border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
    borderRadius: vars.radius.large,
    background: vars.color.background.surfaceRaised,
    color: vars.color.foreground.neutral,
    boxShadow: vars.shadow.large,
    outline: 'none',
    animation: `${slideIn} ${vars.motion.duration.dialog} ${vars.motion.easing.enter}`,
    selectors: {
      '&[data-focus-visible]': {
        ...focusOutline,
      },
    },
  },
  variants: {
    tone: { info: {}, positive: {}, caution: {}, critical: {} },
  },
  defaultVariants: { tone: 'info' },
});

export const toneIcon = recipe({
  base: { marginBlockStart: vars.space.xxsmall },
  variants: {
    tone: {
      info: { color: vars.color.foreground.info },
      positive: { color: vars.color.foreground.positive },
      caution: { color: vars.color.foreground.caution },
      critical: { color: vars.color.foreground.critical },
    },
  },
});

export const content = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flex: 1,
  minWidth: 0,
  // Centres a one-line title on the close button beside it.
  paddingBlock: `calc((${vars.size.buttonSmall} - ${vars.text.standard.lineHeight}) / 2)`,
  overflowWrap: 'anywhere',
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall });

export const title = style({ fontWeight: vars.font.weight.strong });

export const description = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.neutralSoft,
});
