import { baseTokens, type Tokens } from '#design-tokens/base.ts';
import { type BrandId, brandIds, brandTokens } from '#design-tokens/brands/index.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { AA_TEXT, contrastRatio } from '#design-tokens/contrast.ts';
import type { AuthoredBackground, AuthoredForeground } from './colorFields.ts';

/*
 * Colours an author picks in the CMS (promo bar text, link hover and background). They are
 * data: either a design-token name, so the colour follows the brand theme, or a hex colour.
 * Either way they reach CSS as inline custom properties, and because an author can pick a
 * pair nobody can read, the block checks the contrast when it renders and falls back to a
 * pair of the design system that passes WCAG AA in every brand.
 */

export type ForegroundToken = keyof Tokens['color']['foreground'];
export type BackgroundToken = keyof Tokens['color']['background'];

const opaque = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

export const foregroundColorTokens = (
  Object.keys(baseTokens.color.foreground) as ForegroundToken[]
).filter((name) => opaque(baseTokens.color.foreground[name]));
export const backgroundColorTokens = (
  Object.keys(baseTokens.color.background) as BackgroundToken[]
).filter((name) => opaque(baseTokens.color.background[name]));

/** A colour as CSS uses it (a theme variable or the hex) and its value in every brand. */
export interface ResolvedColor {
  css: string;
  perBrand: Record<BrandId, string>;
}

function everyBrand(pick: (tokens: Tokens) => string): Record<BrandId, string> {
  return Object.fromEntries(brandIds.map((id) => [id, pick(brandTokens[id])])) as Record<
    BrandId,
    string
  >;
}

const isToken = <T extends string>(names: readonly T[], value: string): value is T =>
  (names as readonly string[]).includes(value);

export function resolveForeground(value: AuthoredForeground): ResolvedColor {
  if (isToken(foregroundColorTokens, value)) {
    return {
      css: vars.color.foreground[value],
      perBrand: everyBrand((tokens) => tokens.color.foreground[value]),
    };
  }
  return { css: value, perBrand: everyBrand(() => value) };
}

export function resolveBackground(value: AuthoredBackground): ResolvedColor {
  if (isToken(backgroundColorTokens, value)) {
    return {
      css: vars.color.background[value],
      perBrand: everyBrand((tokens) => tokens.color.background[value]),
    };
  }
  return { css: value, perBrand: everyBrand(() => value) };
}

/** The lowest contrast of the pair over every brand (a token pair differs per brand). */
export function worstContrast(foreground: ResolvedColor, background: ResolvedColor): number {
  return Math.min(
    ...brandIds.map((id) => contrastRatio(foreground.perBrand[id], background.perBrand[id])),
  );
}

export interface AuthoredColorPair {
  /** Each foreground drawn on the background (text, hovered link …), by field name. */
  foregrounds: Record<string, AuthoredForeground>;
  background: AuthoredBackground;
}

export interface ReadableColors {
  foregrounds: Record<string, string>;
  background: string;
  /** Fields whose colour failed AA on the background (the whole pair fell back). */
  failures: { field: string; ratio: number }[];
}

/**
 * The authored colours when every foreground reaches WCAG AA (4.5:1) on the background in
 * every brand; otherwise the fallback pair for all of them, with the failures listed so the
 * caller can log them.
 */
export function readableColors(
  authored: AuthoredColorPair,
  fallback: { foreground: ForegroundToken; background: BackgroundToken },
  minimum: number = AA_TEXT,
): ReadableColors {
  const background = resolveBackground(authored.background);
  const failures: ReadableColors['failures'] = [];
  const foregrounds: Record<string, string> = {};
  for (const [field, value] of Object.entries(authored.foregrounds)) {
    const foreground = resolveForeground(value);
    const ratio = worstContrast(foreground, background);
    if (!(ratio >= minimum)) failures.push({ field, ratio });
    foregrounds[field] = foreground.css;
  }
  if (failures.length === 0) return { foregrounds, background: background.css, failures };
  const safe = vars.color.foreground[fallback.foreground];
  return {
    foregrounds: Object.fromEntries(Object.keys(authored.foregrounds).map((f) => [f, safe])),
    background: vars.color.background[fallback.background],
    failures,
  };
}
