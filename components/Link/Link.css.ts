import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const linkVariants = ['inline', 'standalone'] as const;
export const linkTones = ['link', 'neutral', 'inverted'] as const;

export const link = recipe({
  base: {
    display: 'inline',
    cursor: 'pointer',
    borderRadius: vars.radius.small,
    textUnderlineOffset: vars.space.xxsmall,
    textDecorationThickness: vars.borderWidth.standard,
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        ...focusOutline,
      },
      '&[data-disabled]': { cursor: 'default' },
    },
  },
  variants: {
    variant: {
      inline: {
        textDecorationLine: 'underline',
        selectors: {
          '&[data-hovered]': { textDecorationThickness: vars.borderWidth.strong },
        },
      },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xsmall,
        fontWeight: vars.font.weight.strong,
        textDecorationLine: 'none',
        selectors: {
          '&[data-hovered]': { textDecorationLine: 'underline' },
        },
      },
    },
    tone: {
      link: {
        color: vars.color.foreground.link,
        selectors: { '&[data-hovered]': { color: vars.color.foreground.linkHover } },
      },
      neutral: { color: vars.color.foreground.neutral },
      // Sits on dark surfaces: the inverted ring keeps the keyboard focus visible there.
      inverted: {
        color: vars.color.foreground.neutralInverted,
        selectors: {
          '&[data-focus-visible]': { outlineColor: vars.focusRing.colorInverted },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline', tone: 'link' },
});

/** Keeps the external-link icon on the line of the last word. */
export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: 'text-bottom',
});
