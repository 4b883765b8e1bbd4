import { createVar, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** The authored colours of the message shown, set inline (checked for contrast first). */
export const textColorVar = createVar();
export const hoverColorVar = createVar();
export const backgroundVar = createVar();

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  background: backgroundVar,
  color: textColorVar,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  transition: `background-color ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});

/**
 * The close button sits at the end of the bar: the message and its controls keep clear of
 * it (nothing overlaps on a phone); from md up on both sides, so the message stays centred.
 */
const closeClearance = `calc(${vars.size.buttonSmall} + ${vars.space.xsmall} * 2)`;
export const closableRoot = style(
  responsiveStyle({
    sm: { paddingInlineEnd: closeClearance },
    md: { paddingInline: closeClearance },
  }),
);

/** Spec §9: the promo bar's content is at most 548 px wide. */
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  maxWidth: vars.size.promoBarMaxWidth,
  minWidth: 0,
});

export const viewport = style({ flex: 1, minWidth: 0, textAlign: 'center' });

export const message = style({
  paddingBlock: vars.space.xsmall,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** On authored colours the ring takes the text colour, which passed the contrast check. */
const focusRing = {
  outline: `${vars.focusRing.width} solid currentColor`,
  outlineOffset: vars.focusRing.offset,
};

export const link = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  outline: 'none',
  marginInlineStart: vars.space.xsmall,
  selectors: {
    '&[data-hovered]': { color: hoverColorVar },
    '&[data-focus-visible]': focusRing,
  },
});

/** A clickable message: the whole message area is one link. */
export const messageLink = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: hoverColorVar, textDecorationLine: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.buttonSmall,
  height: vars.size.buttonSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: hoverColorVar },
    '&[data-focus-visible]': focusRing,
  },
});

export const close = style([control, { position: 'absolute', insetInlineEnd: vars.space.xsmall }]);
