import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const popover = style({
  minWidth: `calc(${vars.size.touchTarget} * 4)`,
  maxWidth: `min(calc(100vw - ${vars.space.xlarge}), calc(${vars.size.contentMaxWidth} * 0.25))`,
  background: vars.color.background.surfaceRaised,
  color: vars.color.foreground.neutral,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse`,
    },
  },
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.gutter,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/** The arrow: a rotated square in the popover's colours, pointing at the trigger. */
export const arrow = style({
  display: 'block',
  width: vars.space.medium,
  height: vars.space.medium,
  background: vars.color.background.surfaceRaised,
  // Physical sides: the rotation below turns this corner towards the trigger.
  borderRight: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  selectors: {
    '[data-placement="top"] > &': { transform: 'translateY(-50%) rotate(45deg)' },
    '[data-placement="bottom"] > &': { transform: 'translateY(50%) rotate(225deg)' },
    '[data-placement="left"] > &': { transform: 'translateX(-50%) rotate(-45deg)' },
    '[data-placement="right"] > &': { transform: 'translateX(50%) rotate(135deg)' },
  },
});
