import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { focusOutline } from './focus.ts';
import { responsiveStyle } from './responsiveStyle.ts';

/** Body text sizes. */
export const text = styleVariants(vars.text, (size) => ({
  fontFamily: vars.font.family.body,
  fontSize: size.fontSize,
  lineHeight: size.lineHeight,
}));

const headingBase = {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.heading,
  textTransform: vars.font.textTransform.heading,
} as const;

/** Heading levels: the smaller screen steps each level down one size. */
export const heading = {
  h1: style([
    headingBase,
    responsiveStyle({
      sm: { fontSize: vars.heading.h2.fontSize, lineHeight: vars.heading.h2.lineHeight },
      lg: { fontSize: vars.heading.h1.fontSize, lineHeight: vars.heading.h1.lineHeight },
    }),
  ]),
  h2: style([
    headingBase,
    responsiveStyle({
      sm: { fontSize: vars.heading.h3.fontSize, lineHeight: vars.heading.h3.lineHeight },
      lg: { fontSize: vars.heading.h2.fontSize, lineHeight: vars.heading.h2.lineHeight },
    }),
  ]),
  h3: style([
    headingBase,
    { fontSize: vars.heading.h3.fontSize, lineHeight: vars.heading.h3.lineHeight },
  ]),
  h4: style([
    headingBase,
    { fontSize: vars.heading.h4.fontSize, lineHeight: vars.heading.h4.lineHeight },
  ]),
};

export const eyebrow = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.eyebrow,
  textTransform: vars.font.textTransform.eyebrow,
});

/** The rules of `visuallyHidden`, for a style that hides only at some sizes. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

/** The one focus ring: outline so it follows radii and never shifts layout. */
export const focusRing = style({
  ...focusOutline,
});
