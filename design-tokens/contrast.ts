import type { Tokens } from './base.ts';

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

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`: the channels 0–255 (alpha ignored). */
function parseHex(colour: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour)?.[1];
  if (!hex) return undefined;
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g);
  const [r, g, b] = (digits ?? []).map((pair) => Number.parseInt(pair, 16));
  return r === undefined || g === undefined || b === undefined ? undefined : [r, g, b];
}

/** `rgb()` / `rgba()`, comma or space separated, numbers or percentages (alpha ignored). */
function parseRgb(colour: string): [number, number, number] | undefined {
  const channels = /^rgba?\(\s*([^)]*?)\s*\)$/i.exec(colour.trim())?.[1];
  if (!channels) return undefined;
  const parts = channels.split(/\s*[,/]\s*|\s+/).slice(0, 3);
  if (parts.length !== 3) return undefined;
  const values = parts.map((part) => {
    const percent = /^(-?[\d.]+)%$/.exec(part)?.[1];
    const value = percent === undefined ? Number(part) : (Number(percent) * 255) / 100;
    return Number.isFinite(value) && part !== '' ? value : Number.NaN;
  });
  return values.some(Number.isNaN) ? undefined : (values as [number, number, number]);
}

/** WCAG 2 relative luminance of an sRGB colour (channels 0–255). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    const size = Math.abs(c);
    return size <= 0.04045 ? c / 12.92 : Math.sign(c) * ((size + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2 contrast ratio of two CSS colours (hex, `rgb()`), from 1 to 21; `NaN` when either
 * does not parse. For colours only known at run time (authored in the CMS, or a computed
 * style in a story): the CMS allows a theme token or `#rrggbb`, and every token is hex, so
 * these two forms are all it needs (no colour library in the browser's bundle).
 */
export function contrastRatio(foreground: string, background: string): number {
  const a = parseHex(foreground) ?? parseRgb(foreground);
  const b = parseHex(background) ?? parseRgb(background);
  if (!a || !b) return Number.NaN;
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
