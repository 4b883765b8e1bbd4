import type { z } from 'zod';
import type { internalFootSizes } from '#api/contract/internal.ts';

/*
 * Shoe size conversion for `/fapi/components/foot-sizes` and the footwear size charts.
 * Nothing in the service holds it; the sizes are those of the demo catalogue's footwear
 * (demo/catalogue/vocabulary.ts `shoeSizes`: men US 7 to 13, women US 5 to 11,
 * half sizes to 12; UK = US − 1 for men, US − 2 for women; EU = US + 33 for men, US + 31
 * for women), so every label matches a size a product offers. Foot length in cm is the
 * Brannock scale's (men: inches = (US + 22) ÷ 3, women: (US + 21) ÷ 3), to one decimal.
 */

export type FootSizeRow = z.output<typeof internalFootSizes>['sizes'][number];
export type FootFit = 'men' | 'women';

/** [US with its fit (M or W), UK, EU, foot length in cm]. */
type Row = readonly [us: string, uk: string, eu: string, cm: number];

const men: readonly Row[] = [
  ['M 7', '6', '40', 24.6],
  ['M 7.5', '6.5', '40.5', 25.0],
  ['M 8', '7', '41', 25.4],
  ['M 8.5', '7.5', '41.5', 25.8],
  ['M 9', '8', '42', 26.2],
  ['M 9.5', '8.5', '42.5', 26.7],
  ['M 10', '9', '43', 27.1],
  ['M 10.5', '9.5', '43.5', 27.5],
  ['M 11', '10', '44', 27.9],
  ['M 11.5', '10.5', '44.5', 28.4],
  ['M 12', '11', '45', 28.8],
  ['M 13', '12', '46', 29.6],
];

const women: readonly Row[] = [
  ['W 5', '3', '36', 22.0],
  ['W 5.5', '3.5', '36.5', 22.4],
  ['W 6', '4', '37', 22.9],
  ['W 6.5', '4.5', '37.5', 23.3],
  ['W 7', '5', '38', 23.7],
  ['W 7.5', '5.5', '38.5', 24.1],
  ['W 8', '6', '39', 24.6],
  ['W 8.5', '6.5', '39.5', 25.0],
  ['W 9', '7', '40', 25.4],
  ['W 9.5', '7.5', '40.5', 25.8],
  ['W 10', '8', '41', 26.2],
  ['W 10.5', '8.5', '41.5', 26.7],
  ['W 11', '9', '42', 27.1],
];

export const footSizeTable: Readonly<Record<FootFit, readonly FootSizeRow[]>> = {
  men: men.map(([us, uk, eu, cm]) => ({ us, uk, eu, cm })),
  women: women.map(([us, uk, eu, cm]) => ({ us, uk, eu, cm })),
};

/** Every row, men's then women's (the fit is the US column's M or W). */
export function footSizes(): FootSizeRow[] {
  return [...footSizeTable.men, ...footSizeTable.women];
}
