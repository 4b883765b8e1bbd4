import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

const dropIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.small}))` },
  to: { opacity: 1, transform: 'none' },
});

/** md/lg: a popover under the header's cart link, in the dialogs' 250 ms (spec §2). */
export const popover = style({
  width: `min(calc(100vw - ${vars.space.xlarge}), 24rem)`,
  maxWidth: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${dropIn} ${vars.motion.duration.dialog} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${dropIn} ${vars.motion.duration.dialog} ${vars.motion.easing.exit} reverse`,
    },
  },
});

export const popoverHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const content = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const summary = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  maxHeight: '50vh',
  overflowY: 'auto',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  gap: vars.space.medium,
  alignItems: 'start',
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
});

export const lineText = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const lineName = style({ fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

export const actions = style({ display: 'grid', gap: vars.space.small });

export const popoverTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});
