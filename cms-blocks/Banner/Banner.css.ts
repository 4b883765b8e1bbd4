import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { placeholderBackgroundVar, placeholderColorVar } from '#components/Image/Image.css.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { heading, text, visuallyHidden } from '#design-tokens/typography.css.ts';
import { richTextLinkColor, richTextLinkHoverColor } from '../richText/RichText.css.ts';
import { SHADE_FADE_STOPS, SHADE_TEXT_OPACITY } from './shade.ts';

/** Share of the banner the shade covers (spec §9: 35 % full, 50 % focused). */
export const shadeHeightVar = createVar();
/** The picture's share of a split banner from md up (spec §9: 60, 50, 40 %). */
export const splitWidthVar = createVar();

/** The two tones: the colours of every text part, and of rich-text links, on the panel. */
const toneColors = {
  light: {
    color: vars.color.foreground.neutral,
    vars: { [richTextLinkColor]: vars.color.foreground.link },
  },
  dark: {
    color: vars.color.foreground.neutralInverted,
    vars: {
      [richTextLinkColor]: vars.color.foreground.neutralInverted,
      [richTextLinkHoverColor]: vars.color.foreground.neutralInverted,
      // The brand ring disappears on the dark panel; every control inside takes the light one.
      [vars.focusRing.color]: vars.focusRing.colorInverted,
    },
  },
} as const;
const panelBackground = {
  light: vars.color.background.surface,
  dark: vars.color.background.neutral,
} as const;

export const root = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.foreground.neutral,
    overflow: 'hidden',
    selectors: {
      // A missing picture leaves the dark panel under the white text, not a pale box.
      '&[data-tone="dark"]': {
        vars: {
          [placeholderBackgroundVar]: vars.color.background.neutral,
          [placeholderColorVar]: vars.color.foreground.neutralInverted,
        },
      },
    },
  },
  variants: {
    layout: {
      // Text over the picture; the picture sets the height, long text may extend it.
      overlay: { gridTemplateAreas: '"stack"', gridTemplateColumns: 'minmax(0, 1fr)' },
      // Picture, then the text below it.
      stacked: { gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' },
      split: [
        { gridTemplateColumns: 'minmax(0, 1fr)' },
        responsiveStyle({
          md: {
            gridTemplateColumns: `minmax(0, ${splitWidthVar}) minmax(0, 1fr)`,
            alignItems: 'stretch',
          },
        }),
      ],
    },
    card: {
      true: {
        borderRadius: vars.radius.large,
        border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
      },
      false: {},
    },
    mediaEnd: { true: {}, false: {} },
  },
  compoundVariants: [
    {
      variants: { layout: 'split', mediaEnd: true },
      style: responsiveStyle({
        md: { gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${splitWidthVar})` },
      }),
    },
  ],
  defaultVariants: { layout: 'stacked', card: false, mediaEnd: false },
});

export const mediaLayer = recipe({
  base: { position: 'relative', minWidth: 0 },
  variants: {
    layout: {
      // The frame below sets the height; long text may still stretch the picture.
      overlay: { gridArea: 'stack', alignSelf: 'start', width: '100%', minHeight: '100%' },
      stacked: {},
      // Beside the text the picture fills the row, but a tall picture does not set it.
      split: { maxHeight: vars.size.mediaMaxHeight },
    },
    end: {
      true: responsiveStyle({ md: { order: 1 } }),
      false: {},
    },
  },
});

/**
 * The picture's frame in an overlay: a crop per breakpoint instead of the picture's own
 * ratio, so a portrait upload cannot make a screen-high banner, capped to a share of the
 * viewport. Text longer than the frame still stretches it (min-height 100 %).
 */
export const overlayFrame = styleVariants({
  hero: [
    { maxHeight: vars.size.heroMaxHeight },
    responsiveStyle({
      sm: { aspectRatio: vars.aspectRatio.portrait },
      md: { aspectRatio: vars.aspectRatio.landscape },
      lg: { aspectRatio: vars.aspectRatio.panorama },
    }),
  ],
  overlay: [
    { maxHeight: vars.size.mediaMaxHeight },
    responsiveStyle({
      sm: { aspectRatio: vars.aspectRatio.square },
      md: { aspectRatio: vars.aspectRatio.wide },
      lg: { aspectRatio: vars.aspectRatio.banner },
    }),
  ],
  thin: responsiveStyle({
    sm: { aspectRatio: vars.aspectRatio.banner },
    md: { aspectRatio: vars.aspectRatio.strip },
    lg: { aspectRatio: vars.aspectRatio.ribbon },
  }),
});

/** In an overlay or a split the picture fills its frame (cropped). */
export const fillImage = style({ height: '100%', minHeight: 0 });

/** A picture above the text keeps its ratio up to a share of the screen, then crops. */
export const cappedImage = style({ maxHeight: vars.size.mediaMaxHeight });

export const showOnSmallOnly = style(
  responsiveStyle({ sm: { display: 'block' }, md: { display: 'none' } }),
);
export const showFromMedium = style(
  responsiveStyle({ sm: { display: 'none' }, md: { display: 'block' } }),
);

export const content = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    minWidth: 0,
    boxSizing: 'border-box',
  },
  variants: {
    layout: {
      overlay: [
        { gridArea: 'stack', zIndex: vars.zIndex.raised, alignSelf: 'end' },
        responsiveStyle({
          sm: { padding: vars.space.gutter },
          md: { padding: vars.space.large },
          lg: { padding: vars.space.xlarge },
        }),
      ],
      stacked: responsiveStyle({
        sm: { paddingBlock: vars.space.gutter },
        lg: { paddingBlock: vars.space.large },
      }),
      split: [
        { justifyContent: 'center' },
        responsiveStyle({
          sm: { padding: vars.space.gutter },
          md: { padding: vars.space.large },
          lg: { padding: vars.space.xxlarge },
        }),
      ],
    },
    /** A coloured panel under or beside the picture (block-below, split, thin, espot). */
    panel: {
      true: responsiveStyle({
        sm: { paddingInline: vars.space.gutter },
        lg: { paddingInline: vars.space.large },
      }),
      false: {},
    },
    alignment: {
      left: { alignItems: 'flex-start', textAlign: 'left' },
      center: { alignItems: 'center', textAlign: 'center' },
      right: { alignItems: 'flex-end', textAlign: 'right' },
    },
    tone: {
      light: { color: toneColors.light.color, vars: toneColors.light.vars },
      dark: { color: toneColors.dark.color, vars: toneColors.dark.vars },
    },
  },
});

/** A solid panel behind the text: no shade on an overlay, and every coloured block. */
export const panelTone = styleVariants(panelBackground, (background) => ({ background }));

/** `background` at a share of its opacity (0–1), for the shade's stops. */
const translucent = (background: string, share: number) =>
  share === 0
    ? 'transparent'
    : `color-mix(in srgb, ${background} ${Math.round(share * SHADE_TEXT_OPACITY * 100)}%, transparent)`;

/**
 * The shade (spec §3 gradient, §9 "Gradient heights 35 and 50 percent"): at least 35 %
 * (full) or 50 % (focused) of the banner from its bottom edge, in the tone's colour made
 * translucent (shade.ts), so the picture shows through it. Above the text it fades in from
 * nothing; behind the text it holds the opacity that keeps AA over any picture.
 * The fade is the first flex item and takes all the height the text leaves (at least
 * `xxxlarge`): short text gets a long, soft fade instead of a slab. Its shadow, offset
 * down and spread wide, paints the shade under the text; the banner clips it.
 */
export const shade = styleVariants(panelBackground, (background) => ({
  minHeight: shadeHeightVar,
  justifyContent: 'flex-end',
  paddingBlockStart: 0,
  '::before': {
    content: '""',
    flex: `1 0 ${vars.space.xxxlarge}`,
    alignSelf: 'stretch',
    marginInline: `calc(-1 * ${vars.space.xxxlarge})`,
    background: `linear-gradient(to bottom, ${SHADE_FADE_STOPS.map(
      ([at, share]) => `${translucent(background, share)} ${at * 100}%`,
    ).join(', ')})`,
    boxShadow: `0 100vmax 0 100vmax ${translucent(background, 1)}`,
  },
}));

/** Without a shade the text sits in a box on the picture, not across it. */
export const overlayBox = style([
  { maxWidth: `calc(${vars.size.contentMaxWidth} * 0.4)`, borderRadius: vars.radius.standard },
  responsiveStyle({ sm: { margin: vars.space.gutter }, lg: { margin: vars.space.xlarge } }),
]);
export const overlayBoxPlacement = styleVariants({
  left: { justifySelf: 'start' },
  center: { justifySelf: 'center' },
  right: { justifySelf: 'end' },
});

/** Display text keeps a readable measure however wide the banner is. */
const measure = { maxWidth: vars.size.textMeasure } as const;

export const title = styleVariants({
  hero: [heading.h1, measure, { margin: 0 }],
  standard: [heading.h2, measure, { margin: 0 }],
  thin: [heading.h3, measure, { margin: 0 }],
  compact: [heading.h4, { margin: 0 }],
});

export const hiddenTitle = visuallyHidden;

export const subtitle = style([
  measure,
  { margin: 0 },
  responsiveStyle({
    sm: { fontSize: vars.text.standard.fontSize, lineHeight: vars.text.standard.lineHeight },
    md: { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight },
  }),
]);
export const compactSubtitle = style([text.standard, { margin: 0 }]);
export const body = style(measure);

export const overline = style({ margin: 0 });

export const eyebrowRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});
export const eyebrowLogo = style({ width: vars.size.touchTarget, flexShrink: 0 });

export const ctas = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});
/**
 * On a phone the buttons span the text column: they share the row when they fit, else
 * stack, each a full-width touch target. From md up they keep their own width.
 */
export const ctasFill = style(
  responsiveStyle({ sm: { alignSelf: 'stretch' }, md: { alignSelf: 'auto' } }),
);
export const cta = style(responsiveStyle({ sm: { flex: '1 1 auto' }, md: { flex: '0 0 auto' } }));
export const ctasAlignment = styleVariants({
  left: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  right: { justifyContent: 'flex-end' },
});

/** Thin: title and buttons on one line from md up. */
export const thinRow = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 },
  responsiveStyle({
    md: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.large,
      alignSelf: 'stretch',
    },
  }),
]);
export const thinText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** Spec §9: caption max width 9.375 rem. */
export const caption = style([
  text.xsmall,
  {
    position: 'absolute',
    insetInlineEnd: vars.space.small,
    insetBlockEnd: vars.space.small,
    zIndex: vars.zIndex.raised,
    maxWidth: vars.size.captionMaxWidth,
    margin: 0,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    background: vars.color.background.surface,
    color: vars.color.foreground.neutral,
  },
]);
/** On an overlay the text band owns the bottom edge; the caption moves to the top. */
export const captionTop = style({ insetBlockEnd: 'auto', insetBlockStart: vars.space.small });

/** No-CTA: one link over the whole banner, named by the title. */
export const coverLink = style({
  position: 'absolute',
  inset: 0,
  zIndex: `calc(${vars.zIndex.raised} + 1)`,
  borderRadius: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      ...focusOutline,
      outlineOffset: `calc(-1 * ${vars.focusRing.width} - ${vars.focusRing.offset})`,
    },
  },
});

/** A picture that links (CTA banner with a mediaTarget). */
export const mediaLink = style({
  display: 'block',
  height: '100%',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      ...focusOutline,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});
