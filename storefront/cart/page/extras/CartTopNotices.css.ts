import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const notices = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });
