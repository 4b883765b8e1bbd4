import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export const root = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

/** Below the large breakpoint the list collapses under this toggle. */
export const toggle = style([
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    width: '100%',
    minHeight: vars.size.touchTarget,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.foreground.neutral,
    fontWeight: vars.font.weight.strong,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        ...focusOutline,
      },
      '&[data-hovered]': { textDecoration: 'underline' },
    },
  },
  responsiveStyle({ lg: { display: 'none' } }),
]);

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-expanded]': { transform: 'rotate(180deg)' } },
});

/** Collapsed below lg unless expanded; always a row of links from lg up. */
export const list = style([
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'none',
    flexDirection: 'column',
    paddingBlockEnd: vars.space.small,
    selectors: { '&[data-expanded]': { display: 'flex' } },
  },
  responsiveStyle({
    lg: {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.large,
      paddingBlock: vars.space.small,
    },
  }),
]);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  selectors: {
    '&[aria-current="page"]': {
      textDecorationLine: 'underline',
      textDecorationThickness: vars.borderWidth.strong,
    },
  },
});
