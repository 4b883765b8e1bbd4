import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const root = style({
  selectors: {
    // A readable measure for text panels: 60 % of the content width (54rem).
    '&[data-full-width="false"]': {
      maxWidth: `calc(${vars.size.contentMaxWidth} * 0.6)`,
      marginInline: 'auto',
    },
    '&[data-style="boxed"]': {
      background: vars.color.background.neutralSoft,
      borderRadius: vars.radius.large,
    },
  },
});

export const titleColor = styleVariants({
  neutral: { color: vars.color.foreground.neutral },
  brandAccent: { color: vars.color.foreground.brandAccent },
});
