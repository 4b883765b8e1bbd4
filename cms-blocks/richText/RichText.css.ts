import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/**
 * Link colours of rich text. A block on a coloured background (the promo bar's authored
 * colours) sets these on an ancestor; otherwise links use the kit's link colours.
 */
export const richTextLinkColor = createVar();
export const richTextLinkHoverColor = createVar();
/** The focus ring of links, for backgrounds the kit's ring colour does not show on. */
export const richTextFocusColor = createVar();

export const richText = style({
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-inline]': { display: 'inline' },
  },
});

/**
 * A text block on a page keeps a readable line length (about 70 characters); across a wide
 * screen's whole content width an article's lines ran to 200.
 */
export const block = style({ maxWidth: vars.size.textMeasure });

/*
 * Authored HTML carries no classes (the sanitizer removes them), so its elements are styled
 * through descendant rules scoped to this component's class: the one way vanilla-extract
 * offers for markup a component does not render itself.
 */
const scoped = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${richText} ${part.trim()}`)
    .join(', ');

globalStyle(scoped(':where(p, ul, ol, blockquote, h2, h3, h4, hr) + *'), {
  marginBlockStart: vars.space.small,
});
globalStyle(scoped(':where(ul, ol)'), {
  margin: 0,
  paddingInlineStart: vars.space.large,
});
globalStyle(scoped(':where(h2, h3, h4)'), {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.heading,
});
globalStyle(scoped(':where(h2)'), {
  fontSize: vars.heading.h3.fontSize,
  lineHeight: vars.heading.h3.lineHeight,
});
globalStyle(scoped(':where(h3, h4)'), {
  fontSize: vars.heading.h4.fontSize,
  lineHeight: vars.heading.h4.lineHeight,
});
globalStyle(scoped(':where(blockquote)'), {
  margin: 0,
  paddingInlineStart: vars.space.gutter,
  borderInlineStart: `${vars.borderWidth.strong} solid ${vars.color.border.neutral}`,
});
globalStyle(scoped(':where(hr)'), {
  border: 'none',
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});
globalStyle(scoped(':where(a)'), {
  color: fallbackVar(richTextLinkColor, vars.color.foreground.link),
  textDecorationLine: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  textDecorationThickness: vars.borderWidth.standard,
  borderRadius: vars.radius.small,
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});
globalStyle(scoped(':where(a:hover)'), {
  color: fallbackVar(richTextLinkHoverColor, vars.color.foreground.linkHover),
  textDecorationThickness: vars.borderWidth.strong,
});
globalStyle(scoped(':where(a:focus-visible)'), {
  outline: `${vars.focusRing.width} solid ${fallbackVar(richTextFocusColor, vars.focusRing.color)}`,
  outlineOffset: vars.focusRing.offset,
});
