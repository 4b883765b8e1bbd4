import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.space.gutter,
  paddingBlock: vars.space.large,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ margin: 0 });

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});
