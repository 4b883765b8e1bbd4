import { style } from '@vanilla-extract/css';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

/** The product's pictures are 4:5, like the catalogue's photography. */
export const galleryAspectRatio = 4 / 5;

const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
};

/**
 * Small screens: name, then the gallery, then the buy box and details. From md: the
 * gallery on the left beside the name and buy box, and it stays in view while the longer
 * column on the right scrolls past it.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  gridTemplateAreas: '"header" "gallery" "buy"',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.md]: {
      gridTemplateAreas: '"gallery header" "gallery buy"',
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateRows: 'auto 1fr',
      rowGap: vars.space.gutter,
    },
    [mediaQueries.lg]: { columnGap: vars.space.xlarge },
  },
});

export const headerArea = style({
  gridArea: 'header',
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const galleryArea = style({
  gridArea: 'gallery',
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: {
      position: 'sticky',
      insetBlockStart: `calc(var(--cairn-sticky-top, 0px) + ${vars.space.gutter})`,
    },
  },
});

export const buyArea = style({
  gridArea: 'buy',
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
});

/** From md the thumbnails stand in a column at the start of the picture. */
export const gallery = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
  alignItems: 'start',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

/** The slide is a button that opens the zoom; it shows only its image. */
export const enlargeButton = style({
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 'none',
  background: vars.color.background.neutralSoft,
  cursor: 'zoom-in',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});

/** Thumbnails replace the carousel's dots from md up, where there is room for them. */
export const thumbnails = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaQueries.md]: { display: 'flex' } },
});

export const thumbnail = style({
  display: 'block',
  inlineSize: `calc(${vars.size.touchTarget} + ${vars.space.gutter})`,
  padding: 0,
  border: `${vars.borderWidth.strong} solid transparent`,
  borderRadius: vars.radius.small,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.border.brandAccent },
    '&[data-hovered]:not([aria-current="true"])': { borderColor: vars.color.border.neutral },
    '&[data-focus-visible]': focusRing,
  },
});

/** A long product name wraps anywhere rather than widen the column. */
export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

export const eyebrowLine = style({
  margin: 0,
  color: vars.color.foreground.neutralSoft,
  overflowWrap: 'anywhere',
});

export const buyBox = style({
  display: 'grid',
  gap: vars.space.gutter,
  alignContent: 'start',
  minWidth: 0,
});

export const section = style({ display: 'grid', gap: vars.space.small });

export const prose = style({
  margin: 0,
  maxWidth: vars.size.textMeasure,
  overflowWrap: 'anywhere',
});

export const features = style({ margin: 0, paddingInlineStart: vars.space.large });

/** The zoom: the picture fits the frame; zoomed in, it is twice as wide and pans in it. */
export const zoomFrame = style({
  overflow: 'auto',
  maxBlockSize: vars.size.mediaMaxHeight,
  background: vars.color.background.neutralSoft,
});

export const zoomPicture = style({
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    [`${zoomFrame}[data-zoomed="true"] &`]: { inlineSize: '200%', cursor: 'zoom-out' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});

/** Unzoomed, the whole picture fits the frame's height. */
export const zoomImage = style({
  display: 'block',
  inlineSize: `min(100%, calc(${vars.size.mediaMaxHeight} * ${galleryAspectRatio}))`,
  marginInline: 'auto',
  selectors: { [`${zoomFrame}[data-zoomed="true"] &`]: { inlineSize: '100%' } },
});

export const zoomControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});

export const zoomPosition = style({ margin: 0, color: vars.color.foreground.neutralSoft });

export const buttonRow = style({ display: 'flex', gap: vars.space.xsmall });

/** Add to cart and the heart side by side. */
export const addRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'stretch',
});

export const favoriteToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '3rem',
  padding: `0 ${vars.space.medium}`,
  background: 'transparent',
  color: vars.color.foreground.neutral,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.neutralStrong}`,
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutralSoft },
    '&[data-pressed]': { background: vars.color.background.neutralHover },
    '&[data-selected]': { color: vars.color.foreground.critical },
    '&[data-focus-visible]': focusOutline,
  },
});

const barMotion = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

/**
 * The sticky add-to-cart bar: fixed to the foot of the screen on its own layer, slid out of
 * view (and hidden once there) until the buy box's button leaves the screen. A transform,
 * never a change of layout: nothing on the page moves when it comes or goes.
 */
export const stickyBar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.background.surfaceRaised,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  boxShadow: vars.shadow.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  // Above a phone's home indicator.
  paddingBlockEnd: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
  transform: 'translateY(100%)',
  visibility: 'hidden',
  transition: `transform ${barMotion}, visibility 0s linear ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-visible="true"]': {
      transform: 'none',
      visibility: 'visible',
      transition: `transform ${barMotion}, visibility 0s`,
    },
  },
});

export const stickyBarInner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
});

export const stickyBarText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

/** One line: a long name ends in an ellipsis (the page's title says it whole). */
export const stickyBarName = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const stickyBarSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** Where the sticky bar is placed: the end of the product's part of the page. */
export const stickyBarSlot = style({ blockSize: 0 });
