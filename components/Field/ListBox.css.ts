import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** The floating panel of a select or combo box, as wide as the field that opened it. */
export const popover = style({
  boxSizing: 'border-box',
  // As wide as the field, never wider than the screen less react-aria's 12px container
  // padding (long options wrap instead).
  width: 'var(--trigger-width)',
  maxWidth: `calc(100vw - 2 * ${vars.space.medium})`,
  overflow: 'auto',
  background: vars.color.background.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xsmall,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.foreground.neutral,
});

export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.color.background.neutralSoft },
    '&[data-selected]': {
      background: vars.color.background.formAccentSoft,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-selected][data-focused]': { background: vars.color.background.neutralHover },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const listBoxItemText = style({ flex: '1 1 auto', minWidth: 0 });

/** Keeps the text of every option aligned whether or not it shows the check. */
export const listBoxCheck = style({ flex: '0 0 auto', width: vars.size.iconStandard });

export const emptyState = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.foreground.neutralSoft,
});
