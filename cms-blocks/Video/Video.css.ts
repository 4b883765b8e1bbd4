import { createVar, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** The video's width / height, from the CMS (no layout shift while it loads). */
export const aspectRatioVar = createVar();

export const root = style({
  position: 'relative',
  margin: 0,
  inlineSize: '100%',
});

export const video = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: aspectRatioVar,
  maxBlockSize: vars.size.mediaMaxHeight,
  objectFit: 'cover',
  backgroundColor: vars.color.background.neutralSoft,
  borderRadius: vars.radius.none,
});

/** The poster until the video is seen: over the player, the same box, never in the way. */
export const lazyPoster = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.none,
  pointerEvents: 'none',
});

/** With the player bar hidden: the play/pause button in a corner of the picture. */
export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  insetBlockEnd: vars.space.small,
});
