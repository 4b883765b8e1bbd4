import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** Number and PIN side by side where there is room (the summary column is narrow). */
export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'start',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const result = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

export const amount = style({ margin: 0, fontWeight: vars.font.weight.strong });

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });
