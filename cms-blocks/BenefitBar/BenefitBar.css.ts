import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  overflow: 'hidden',
  background: vars.color.background.brandAccentSoft,
  color: vars.color.foreground.neutral,
  padding: vars.space.small,
  selectors: {
    '&[data-alignment="center"]': { justifyContent: 'center' },
  },
});

export const background = style({
  position: 'absolute',
  inset: 0,
  height: '100%',
  aspectRatio: 'auto',
});

/**
 * The text sits on a raised panel, readable whatever the background picture holds. On a
 * phone the actions go under the text (in the text's column, not under the logo); from md
 * up logo, text and actions share one row.
 */
export const panel = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.gutter,
  rowGap: vars.space.small,
  minWidth: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.standard,
  selectors: {
    '&[data-on-image]': {
      background: vars.color.background.surfaceRaised,
      boxShadow: vars.shadow.small,
    },
  },
});
export const panelLayout = styleVariants({
  withLogo: responsiveStyle({
    sm: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo text close" "logo actions actions"',
    },
    md: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"logo text actions close"',
    },
  }),
  withoutLogo: responsiveStyle({
    sm: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"text close" "actions actions"',
    },
    md: {
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"text actions close"',
    },
  }),
});

/** The close button keeps the top corner on a phone instead of wrapping after the actions. */
export const close = style([
  { gridArea: 'close' },
  responsiveStyle({ sm: { alignSelf: 'start' }, md: { alignSelf: 'center' } }),
]);

export const logo = style({
  gridArea: 'logo',
  alignSelf: 'start',
  width: vars.size.buttonLarge,
});

export const text = style({
  gridArea: 'text',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.neutralSoft,
  selectors: {
    '&[data-on-soft]': { color: vars.color.foreground.neutral },
  },
});

export const actions = style({
  gridArea: 'actions',
  justifySelf: 'start',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
