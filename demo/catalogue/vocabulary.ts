import type { Brand, CatalogueLanguage } from '#api/contract/index.ts';
import type { CatalogueColor, CatalogueSize, Gender, Localized } from './types.ts';

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

/** Colourways; each brand draws from its own palette (plus the shared neutrals). */
export const colors: Record<string, CatalogueColor> = Object.fromEntries(
  (
    [
      ['black', L('Black', 'Noir', 'Schwarz'), 'black', '#1c1d1f', '#5b5e63'],
      ['slate', L('Slate', 'Ardoise', 'Schiefer'), 'grey', '#4a5560', '#c9d1d8'],
      ['fog', L('Fog', 'Brume', 'Nebel'), 'grey', '#a7adb3', '#3c4247'],
      ['snow', L('Snow', 'Neige', 'Schnee'), 'white', '#eef0f0', '#7c8a93'],
      ['sand', L('Sand', 'Sable', 'Sand'), 'beige', '#c8b48f', '#5d4a2f'],
      ['forest', L('Forest', 'Forêt', 'Wald'), 'green', '#2f5d46', '#c7d66d'],
      ['moss', L('Moss', 'Mousse', 'Moos'), 'green', '#6b7b3a', '#2b2f1c'],
      ['glacier', L('Glacier', 'Glacier', 'Gletscher'), 'blue', '#7fb6d5', '#173a52'],
      ['ocean', L('Ocean', 'Océan', 'Ozean'), 'blue', '#1f4e79', '#f2b134'],
      ['midnight', L('Midnight', 'Minuit', 'Mitternacht'), 'blue', '#1b2a41', '#e4572e'],
      ['summit-red', L('Summit Red', 'Rouge sommet', 'Gipfelrot'), 'red', '#b3261e', '#1c1d1f'],
      ['ember', L('Ember', 'Braise', 'Glut'), 'orange', '#d9652b', '#2d2a26'],
      ['saffron', L('Saffron', 'Safran', 'Safran'), 'yellow', '#e3a92b', '#2b3a42'],
      ['heather', L('Heather', 'Bruyère', 'Heide'), 'purple', '#7a5c8f', '#e6dced'],
      ['alpenglow', L('Alpenglow', 'Alpenglow', 'Alpenglühen'), 'pink', '#e08a9b', '#3d2330'],
      ['basalt', L('Basalt', 'Basalte', 'Basalt'), 'grey', '#3b3b3d', '#e85d2a'],
      ['clay', L('Clay', 'Argile', 'Lehm'), 'brown', '#9a5b3c', '#efe4d6'],
      ['bark', L('Bark', 'Écorce', 'Rinde'), 'brown', '#5a4030', '#d6b98c'],
      ['dune', L('Dune', 'Dune', 'Düne'), 'beige', '#d8c3a0', '#6e4f33'],
      ['sky', L('Sky', 'Ciel', 'Himmel'), 'blue', '#5aa0d8', '#f4f4f0'],
      ['volt', L('Volt', 'Volt', 'Volt'), 'yellow', '#d4e04a', '#1f2a1a'],
      ['lichen', L('Lichen', 'Lichen', 'Flechte'), 'green', '#9bae80', '#30402a'],
      ['canyon', L('Canyon', 'Canyon', 'Canyon'), 'orange', '#c0613a', '#f1d7b5'],
      ['berry', L('Berry', 'Baie', 'Beere'), 'purple', '#6d2e5b', '#f0c5da'],
    ] as const
  ).map(([code, name, family, swatch, accent]) => [code, { code, name, family, swatch, accent }]),
);

export const brandPalettes: Record<Brand, string[]> = {
  ridgeline: [
    'forest',
    'glacier',
    'summit-red',
    'slate',
    'black',
    'ocean',
    'midnight',
    'saffron',
    'heather',
    'fog',
    'moss',
    'alpenglow',
  ],
  tread: [
    'basalt',
    'clay',
    'bark',
    'dune',
    'sky',
    'volt',
    'lichen',
    'canyon',
    'black',
    'berry',
    'snow',
    'sand',
  ],
};

/** Proper model names: mountain words for Ridgeline, trail words for Tread. */
export const models: Record<Brand, string[]> = {
  ridgeline: [
    'Talus',
    'Cirque',
    'Moraine',
    'Couloir',
    'Scree',
    'Tarn',
    'Serac',
    'Cornice',
    'Summit',
    'Col',
    'Nunatak',
    'Bivouac',
    'Firn',
    'Massif',
    'Spindrift',
    'Glissade',
  ],
  tread: [
    'Switchback',
    'Traverse',
    'Trailhead',
    'Boulder',
    'Mesa',
    'Scramble',
    'Gravel',
    'Waypoint',
    'Contour',
    'Arroyo',
    'Ledge',
    'Basin',
    'Cascade',
    'Kestrel',
    'Pika',
    'Sierra',
  ],
};

/** Suffixes that tell styles of one model apart. */
export const qualifiers = ['', 'Pro', 'Lite', 'Hybrid', 'Alpine', 'Mid', 'WP', 'Trek', 'Ultra'];

export const genderWords: Record<Exclude<Gender, 'unisex'>, Localized> = {
  men: L("Men's", 'Homme', 'Herren'),
  women: L("Women's", 'Femme', 'Damen'),
};

/** The product name in each language: "Men's Talus Pro Rain Jacket", "Veste de pluie Talus Pro Homme". */
export function productName(
  gender: Gender,
  model: string,
  noun: Localized,
): Record<CatalogueLanguage, string> {
  const word = gender === 'unisex' ? null : genderWords[gender];
  return {
    en: [word?.en, model, noun.en].filter(Boolean).join(' '),
    fr: [noun.fr, model, word?.fr].filter(Boolean).join(' '),
    de: [model, noun.de, word?.de].filter(Boolean).join(' '),
  };
}

// ---------------------------------------------------------------------------------------
// Sizes

function apparelSize(code: string, order: number): CatalogueSize {
  return { code, labels: { us: code, uk: code, eu: code }, order };
}

const apparelCodes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export function apparelSizes(gender: Gender): CatalogueSize[] {
  const codes = gender === 'women' ? apparelCodes.slice(0, 5) : apparelCodes.slice(1);
  return codes.map((code) => apparelSize(code, 100 + apparelCodes.indexOf(code)));
}

/** US shoe sizes with their UK and EU labels (men: UK = US − 1, women: UK = US − 2; EU approximate). */
export function shoeSizes(gender: Gender): CatalogueSize[] {
  const women = gender === 'women';
  const sizes: number[] = [];
  const [from, to] = women ? [5, 11] : [7, 13];
  for (let size = from; size <= to; size += 0.5) {
    if (size > 12 && size % 1 !== 0) continue;
    sizes.push(size);
  }
  const text = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  // Codes carry the last (M or W): a men's and a women's US 9 are different sizes.
  return sizes.map((us) => ({
    code: `${women ? 'W' : 'M'}${text(us)}`,
    labels: {
      us: `US ${text(us)}`,
      uk: `UK ${text(us - (women ? 2 : 1))}`,
      eu: `EU ${text(us + (women ? 31 : 33))}`,
    },
    order: (women ? 200 : 300) + us * 2,
  }));
}

export function packSizes(backpacking: boolean): CatalogueSize[] {
  return backpacking
    ? [apparelSize('S/M', 150), apparelSize('M/L', 151)]
    : [apparelSize('OS', 160)];
}

export function accessorySizes(kind: 'hat' | 'gloves' | 'socks'): CatalogueSize[] {
  if (kind === 'hat') return [apparelSize('OS', 160)];
  if (kind === 'gloves')
    return ['S', 'M', 'L', 'XL'].map((code) => apparelSize(code, 100 + apparelCodes.indexOf(code)));
  return ['S', 'M', 'L'].map((code) => apparelSize(code, 100 + apparelCodes.indexOf(code)));
}

// ---------------------------------------------------------------------------------------
// People and places for reviews and questions

export const nicknames = [
  'TrailMaya',
  'peakbagger42',
  'Jonas_B',
  'LucieRando',
  'wetcoastwalker',
  'AlpineAnna',
  'SlowHiker',
  'marco.t',
  'CampCook',
  'NordwandNico',
  'Elodie74',
  'fellrunnerUK',
  'dogwalkerdan',
  'SummitSam',
  'Hannah K.',
  'GrizzlyGreg',
  'Pierre-Yves',
  'bergfex_lena',
  'RainyDayRuth',
  'ultraoli',
  'quietmiles',
  'Chloé R.',
  'Tobi_outdoor',
  'Kestrel',
];

export const reviewLocations = [
  'Denver, CO',
  'Seattle, WA',
  'Boulder, CO',
  'Vancouver, BC',
  'Calgary, AB',
  'Montréal, QC',
  'Manchester',
  'Edinburgh',
  'München',
  'Berlin',
  'Lyon',
  'Chamonix',
  'Annecy',
  'Innsbruck',
];

export const staffNames: Record<Brand, string> = {
  ridgeline: 'Ridgeline Gear Team',
  tread: 'Tread Fit Expert',
};
