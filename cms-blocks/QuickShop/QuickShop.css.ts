import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** Image beside the choices from md up; a small image above them on a phone. */
export const layout = style([
  { display: 'grid', gap: vars.space.large, alignItems: 'start' },
  responsiveStyle({
    sm: { gridTemplateColumns: 'minmax(0, 1fr)' },
    md: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  }),
]);

export const media = style([
  { borderRadius: vars.radius.standard, overflow: 'hidden' },
  responsiveStyle({ sm: { width: '50%', justifySelf: 'center' }, md: { width: '100%' } }),
]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.large,
  minWidth: 0,
});
