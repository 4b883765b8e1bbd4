import { modeLrgb, modeRgb, parse, useMode as registerColorMode, wcagContrast } from 'culori/fn';
import type { Tokens } from './base.ts';

// Tree-shaken culori: only the sRGB parsers (hex, rgb(), named) and linear RGB for luminance.
registerColorMode(modeRgb);
registerColorMode(modeLrgb);

type Foreground = keyof Tokens['color']['foreground'];
type Background = keyof Tokens['color']['background'];
type Border = keyof Tokens['color']['border'];
type FocusRing = 'focusRing' | 'focusRingInverted';

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and for UI component boundaries. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export type ContrastPair =
  | { kind: 'text'; foreground: Foreground; background: Background }
  | { kind: 'ui'; border: Border | FocusRing; background: Background };

const text = (foreground: Foreground, ...backgrounds: Background[]): ContrastPair[] =>
  backgrounds.map((background) => ({ kind: 'text', foreground, background }));
const ui = (border: Border | FocusRing, ...backgrounds: Background[]): ContrastPair[] =>
  backgrounds.map((background) => ({ kind: 'ui', border, background }));

/**
 * Every foreground/background pair the components use. A component that pairs colours
 * adds its pair here first; the unit test proves each pair passes AA in every brand.
 */
export const contrastPairs: ContrastPair[] = [
  ...text(
    'neutral',
    'body',
    'surface',
    'surfaceRaised',
    'neutralSoft',
    'neutralHover',
    'brandAccentSoft',
    'formAccentSoft',
    'criticalSoft',
    'positiveSoft',
    'cautionSoft',
    'infoSoft',
    'caution',
    'disabled',
  ),
  ...text('neutralSoft', 'body', 'surface', 'surfaceRaised', 'neutralSoft'),
  ...text('neutralInverted', 'neutral', 'promo', 'critical', 'positive', 'info'),
  ...text('onBrandAccent', 'brandAccent', 'brandAccentHover', 'brandAccentActive'),
  ...text('onFormAccent', 'formAccent', 'formAccentHover'),
  ...text('brandAccent', 'body', 'surface', 'brandAccentSoft'),
  ...text('brandAccentHover', 'body', 'surface', 'brandAccentSoft'),
  ...text('critical', 'body', 'surface', 'criticalSoft'),
  ...text('positive', 'body', 'surface', 'positiveSoft'),
  ...text('caution', 'body', 'surface', 'cautionSoft'),
  ...text('info', 'body', 'surface', 'infoSoft'),
  ...text('link', 'body', 'surface', 'neutralSoft'),
  ...text('linkHover', 'body', 'surface', 'neutralSoft'),
  ...text('formAccent', 'body', 'surface'),
  ...text('price', 'body', 'surface'),
  ...text('priceSale', 'body', 'surface'),
  ...text('disabled', 'body', 'surface'),
  ...ui('field', 'body', 'surface'),
  ...ui('fieldHover', 'body', 'surface'),
  ...ui('neutralStrong', 'body', 'surface'),
  ...ui('formAccent', 'body', 'surface'),
  ...ui('brandAccent', 'body', 'surface'),
  ...ui('critical', 'body', 'surface'),
  ...ui('focus', 'body', 'surface', 'neutralSoft'),
  ...ui('focusRing', 'body', 'surface', 'neutralSoft', 'brandAccentSoft'),
  // Commerce display: the favorite heart on its hovered disc; carousel dots and the
  // selected swatch ring on a soft band.
  ...text('critical', 'neutralSoft'),
  ...ui('neutralStrong', 'neutralSoft'),
  ...ui('fieldHover', 'neutralSoft'),
  ...ui('brandAccent', 'neutralSoft'),
  // Overlays on the raised surface (dialog, popover, toast) and focus inside soft notices.
  ...text('link', 'surfaceRaised'),
  ...text('info', 'surfaceRaised'),
  ...text('positive', 'surfaceRaised'),
  ...text('caution', 'surfaceRaised'),
  ...text('critical', 'surfaceRaised'),
  ...ui('focusRing', 'surfaceRaised', 'infoSoft', 'positiveSoft', 'cautionSoft', 'criticalSoft'),
  // Form fields: a disabled option in a select's list; the keyboard ring on a focused,
  // selected option.
  ...text('disabled', 'surfaceRaised'),
  ...ui('focusRing', 'neutralHover'),
  // CMS blocks: a boxed accordion's accent titles; the benefit bar's icon buttons and links
  // on its soft accent band.
  ...text('brandAccent', 'neutralSoft'),
  ...text('link', 'brandAccentSoft'),
  ...text('linkHover', 'brandAccentSoft'),
  // Dark surfaces (dark-tone banners, the promo bar, brand-coloured bands): the inverted
  // keyboard ring, which the brand ring would lose against them.
  ...ui('focusRingInverted', 'neutral', 'promo', 'brandAccent', 'brandAccentHover'),
  // Buttons: the critical tone hovered; a disabled button's label on its grey fill.
  ...text('neutralInverted', 'criticalHover'),
  ...text('neutralSoft', 'disabled'),
];

/** The two colours of a pair in one brand's tokens. */
export function pairColors(tokens: Tokens, pair: ContrastPair): [string, string] {
  const background = tokens.color.background[pair.background];
  if (pair.kind === 'text') return [tokens.color.foreground[pair.foreground], background];
  const border =
    pair.border === 'focusRing'
      ? tokens.focusRing.color
      : pair.border === 'focusRingInverted'
        ? tokens.focusRing.colorInverted
        : tokens.color.border[pair.border];
  return [border, background];
}

/**
 * WCAG 2 contrast ratio of two CSS colours (hex, `rgb()`, named), from 1 to 21; `NaN` when
 * either does not parse. For colours only known at run time (authored in the CMS).
 */
export function contrastRatio(foreground: string, background: string): number {
  const a = parse(foreground);
  const b = parse(background);
  return a && b ? wcagContrast(a, b) : Number.NaN;
}
