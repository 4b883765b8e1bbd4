import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: `calc(${vars.size.contentMaxWidth} * 0.18)`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutral,
  color: vars.color.foreground.neutralInverted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  boxShadow: vars.shadow.small,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse`,
    },
  },
});

export const arrow = style({
  display: 'block',
  width: vars.space.small,
  height: vars.space.small,
  background: vars.color.background.neutral,
  selectors: {
    '[data-placement="top"] > &': { transform: 'translateY(-50%) rotate(45deg)' },
    '[data-placement="bottom"] > &': { transform: 'translateY(50%) rotate(45deg)' },
    '[data-placement="left"] > &': { transform: 'translateX(-50%) rotate(45deg)' },
    '[data-placement="right"] > &': { transform: 'translateX(50%) rotate(45deg)' },
  },
});
