import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export const productCardSizes = ['sm', 'md', 'lg'] as const;

/** The stretched link covers the card; the heart and the action sit one layer higher. */
const linkLayer = vars.zIndex.raised;
const controlLayer = `calc(${vars.zIndex.raised} + 1)`;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    color: vars.color.foreground.neutral,
    fontFamily: vars.font.family.body,
  },
  variants: {
    // Picture to name: enough air that the text reads as the picture's caption.
    size: {
      sm: { gap: vars.space.small },
      md: { gap: vars.space.medium },
      lg: { gap: vars.space.medium },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The picture's box, which the badges over it size themselves by. */
const mediaContainer = createContainer();

/** The image sits on top visually; in the DOM the name comes first for screen readers. */
export const media = style({
  position: 'relative',
  containerName: mediaContainer,
  containerType: 'inline-size',
  order: -1,
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
});

export const hoverImage = style({
  opacity: 0,
  transition: `opacity ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  selectors: {
    // Over the main picture. Two classes, so it wins over the Image box's own
    // `position: relative` whatever order the style sheets load in.
    [`${media} > &`]: { position: 'absolute', inset: 0 },
    [`${card.classNames.base}:hover &, ${card.classNames.base}:focus-within &`]: { opacity: 1 },
  },
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  maxWidth: `calc(100% - ${vars.size.touchTarget} - 3 * ${vars.space.small})`,
  pointerEvents: 'none',
});

// On a narrow card (a phone's two columns) a badge gives up some padding and its letter
// spacing before it breaks a word: Tread's "BESTSELLER" fits beside the heart whole.
globalStyle(`${badges} > *`, {
  '@container': {
    [`${mediaContainer} (max-width: 12rem)`]: {
      paddingInline: vars.space.xsmall,
      letterSpacing: 'normal',
    },
  },
});

export const favorite = style({
  position: 'absolute',
  zIndex: controlLayer,
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutralSoft },
    '&[data-selected]': { color: vars.color.foreground.critical },
    '&[data-focus-visible]': focusOutline,
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const eyebrow = style({ color: vars.color.foreground.neutralSoft });

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  textTransform: 'none',
  letterSpacing: 'normal',
  // Long names stop after two lines.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  selectors: {
    [`${card.classNames.variants.size.sm} &`]: {
      fontSize: vars.text.small.fontSize,
      lineHeight: vars.text.small.lineHeight,
    },
    [`${card.classNames.variants.size.lg} &`]: {
      fontSize: vars.text.large.fontSize,
      lineHeight: vars.text.large.lineHeight,
    },
  },
});

/** The name link covers the whole card through its ::after, so the card is one target. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: linkLayer,
      borderRadius: vars.radius.standard,
    },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': focusOutline,
  },
});

/**
 * Controls above the stretched link stay clickable on their own. In a card stretched to its
 * row's height (carousels, grids) the action sits at the bottom, so a row's buttons line up
 * whether or not a card has a rating or a second line of name.
 */
export const action = style({
  position: 'relative',
  zIndex: controlLayer,
  alignSelf: 'flex-start',
  marginBlockStart: 'auto',
});

export const colors = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

export const swatch = style({
  display: 'block',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralStrong}`,
  overflow: 'hidden',
  flexShrink: 0,
});

/**
 * The product grid's rhythm, shared by `ProductGrid` and `ProductGridSkeleton` so nothing
 * moves when products replace placeholders: narrow gutters between columns, more air
 * between rows (each row ends in text). Columns come from sprinkles (2 / 3 / 4).
 */
export const productGrid = style([
  { display: 'grid', listStyle: 'none', margin: 0, padding: 0 },
  responsiveStyle({
    sm: { columnGap: vars.space.medium, rowGap: vars.space.xlarge },
    md: { columnGap: vars.space.gutter },
    lg: { columnGap: vars.space.large, rowGap: vars.space.xxlarge },
  }),
]);

export const productGridItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
