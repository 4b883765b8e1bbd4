import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { heading } from '#design-tokens/typography.css.ts';

export const root = style([
  { display: 'grid', gap: vars.space.gutter, alignItems: 'start' },
  responsiveStyle({
    md: {
      selectors: {
        '&[data-with-images]': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
      },
    },
  }),
]);

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const title = style([heading.h4, { margin: 0 }]);

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  // The title's whole type (a button's own resets case and tracking): on a phone it reads as
  // the same heading as on a wide screen (upper case on Tread).
  font: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      ...focusOutline,
    },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-expanded]': { transform: 'rotate(180deg)' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  selectors: {
    '&[data-selected]': {
      textDecorationLine: 'underline',
      textDecorationThickness: vars.borderWidth.strong,
    },
  },
});

/** The picture of the selected link; beside the list from md up, hidden on small screens. */
export const picture = style([{ display: 'none' }, responsiveStyle({ md: { display: 'block' } })]);
