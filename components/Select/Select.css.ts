import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** Added to `inputBox()`: the trigger lays out its value and chevron. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { background: vars.color.background.neutralSoft },
    '[data-invalid] > &': {
      borderColor: vars.color.border.critical,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.critical}`,
    },
    '[data-open] > &': { borderColor: vars.color.border.formAccent },
  },
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.foreground.neutralSoft },
  },
});

export const chevron = style({
  flex: '0 0 auto',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-open] > * > &': { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
