import { createVar, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { heading, text } from '#design-tokens/typography.css.ts';

const perBreakpoint = () => ({ sm: createVar(), md: createVar(), lg: createVar() });
/** Grid columns, gap and item padding per breakpoint, set inline from the payload. */
export const columnsVars = perBreakpoint();
export const gapVars = perBreakpoint();
export const paddingVars = perBreakpoint();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.foreground.neutral,
});

export const title = style([heading.h2, { margin: 0 }]);

export const grid = style([
  { display: 'grid', margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({
    sm: { gridTemplateColumns: `repeat(${columnsVars.sm}, minmax(0, 1fr))`, gap: gapVars.sm },
    md: { gridTemplateColumns: `repeat(${columnsVars.md}, minmax(0, 1fr))`, gap: gapVars.md },
    lg: { gridTemplateColumns: `repeat(${columnsVars.lg}, minmax(0, 1fr))`, gap: gapVars.lg },
  }),
]);

export const gridItem = style([
  { display: 'flex', minWidth: 0, boxSizing: 'border-box' },
  responsiveStyle({
    sm: { padding: paddingVars.sm },
    md: { padding: paddingVars.md },
    lg: { padding: paddingVars.lg },
  }),
]);

/** Every card fills its grid cell or slide, so a row lines up. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  minWidth: 0,
  borderRadius: vars.radius.standard,
  selectors: {
    // Drawn inside the card: a carousel clips anything outside its slides.
    '&[data-highlight]': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.border.brandAccent}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.strong})`,
      boxShadow: vars.shadow.medium,
    },
  },
});

/**
 * threeCardGrid: three editorial cards. On a phone each is a row (a square thumbnail beside
 * the text) instead of three screen-high pictures; from md up a picture above the text,
 * cropped landscape on large screens so the row stays within the screen.
 */
export const threeCard = style(
  responsiveStyle({
    sm: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gridAutoRows: 'min-content',
      columnGap: vars.space.gutter,
      rowGap: vars.space.xsmall,
      alignContent: 'start',
    },
    md: { display: 'flex', rowGap: vars.space.small },
  }),
);
export const threeCardMedia = style(
  responsiveStyle({
    sm: { gridRow: '1 / span 3', aspectRatio: vars.aspectRatio.square },
    md: { aspectRatio: vars.aspectRatio.portrait },
    lg: { aspectRatio: vars.aspectRatio.landscape },
  }),
);
export const fillImage = style({ height: '100%' });
export const threeCardTitle = style(
  responsiveStyle({
    sm: { fontSize: vars.heading.h4.fontSize, lineHeight: vars.heading.h4.lineHeight },
    md: { fontSize: vars.heading.h3.fontSize, lineHeight: vars.heading.h3.lineHeight },
  }),
);
export const threeCardSubtitle = style(
  responsiveStyle({
    md: { fontSize: vars.text.standard.fontSize, lineHeight: vars.text.standard.lineHeight },
  }),
);

export const media = style({ borderRadius: vars.radius.standard, overflow: 'hidden' });

export const cardTitle = style([heading.h4, { margin: 0 }]);
export const cardSubtitle = style([
  text.small,
  { margin: 0, color: vars.color.foreground.neutralSoft },
]);

/** The title link stretches over the card: one link, the whole card clickable. */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.standard,
    },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': focusOutline,
  },
});

/** Category card: the name on a solid band over the bottom of the picture. */
export const categoryCard = style({ display: 'grid', gridTemplateAreas: '"stack"' });
export const categoryMedia = style({ gridArea: 'stack' });
export const categoryBand = style({
  gridArea: 'stack',
  alignSelf: 'end',
  zIndex: vars.zIndex.raised,
  margin: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  selectors: {
    // The highlighted category (highlightCenter) carries the brand colour on its name too.
    '[data-highlight] > &': {
      background: vars.color.background.brandAccent,
      color: vars.color.foreground.onBrandAccent,
    },
  },
});

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({ width: '100%' });
