import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/*
 * A line's delivery and gift message as the line shows them: an icon, what it is now,
 * and the button that changes it (wrapping under the text when the line is narrow).
 */

export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
});

export const optionIcon = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.foreground.neutralSoft,
});

/**
 * The icon and the words, kept together: as wide as the words (the button follows them),
 * narrowed to the line when they are longer, the button then below.
 */
export const optionMain = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flex: '0 1 auto',
  minWidth: 0,
});

export const optionText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const optionLine = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

/** The gift message itself: its first lines, the whole of it is in the dialog. */
export const optionSoft = style([
  optionLine,
  {
    color: vars.color.foreground.neutralSoft,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
  },
]);

/** A small plain button whose icon lines up with the icons above it (its padding outside). */
export const flushButton = style({ marginInlineStart: `calc(-1 * ${vars.space.medium})` });
