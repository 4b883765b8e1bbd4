import type { z } from 'zod';
import type { internalSizeChart, SizeChartUnit } from '#api/contract/internal.ts';
import {
  type ProductType,
  type productGenders,
  type SizedProductType,
  sizedProductTypes,
} from '#api/contract/products.ts';
import { localeInfo, type SiteLocale } from '#i18n/index.ts';
import { defaultChartUnit } from '../product/sizing/sizing.ts';
import { type FootFit, footSizeTable } from './footSizes.ts';

/*
 * Size charts of `/fapi/components/size-chart/{productType}`: one per sized product type of
 * the catalogue (api/contract/products.ts `sizedProductTypes`; a gift card has amounts, not
 * sizes), in the sizes the demo catalogue
 * sells (demo/catalogue/vocabulary.ts: apparel women XS–XL and men S–XXL; packs S/M,
 * M/L or one size; hats one size, gloves S–XL, socks S–L; footwear as ./footSizes.ts).
 * Body measurements are kept in cm and answered in the asked units (inches to the half);
 * nothing in the service holds them.
 */

export type SizeChart = z.output<typeof internalSizeChart>;
type ProductGender = (typeof productGenders)[number];

type Lang = 'en' | 'fr' | 'de';
type Text = Readonly<Record<Lang, string>>;
const T = (en: string, fr: string, de: string): Text => ({ en, fr, de });

const fit: Record<FootFit, Text> = {
  men: T('Men', 'Homme', 'Herren'),
  women: T('Women', 'Femme', 'Damen'),
};

/** What a unit is called in a column's name or a sentence ("Chest (in)", "head 21–23 in"). */
const unitName: Readonly<Record<SizeChartUnit, Text>> = {
  cm: T('cm', 'cm', 'cm'),
  in: T('in', 'po', 'Zoll'),
};

/** Column names; `{unit}` is the name of the chart's unit. */
const column = {
  fit: T('Fit', 'Coupe', 'Passform'),
  size: T('Size', 'Taille', 'Größe'),
  chest: T('Chest ({unit})', 'Poitrine ({unit})', 'Brust ({unit})'),
  waist: T('Waist ({unit})', 'Tour de taille ({unit})', 'Taille ({unit})'),
  hip: T('Hip ({unit})', 'Hanches ({unit})', 'Hüfte ({unit})'),
  inseam: T('Inseam ({unit})', 'Entrejambe ({unit})', 'Innenbeinlänge ({unit})'),
  us: T('US', 'US', 'US'),
  uk: T('UK', 'UK', 'UK'),
  eu: T('EU', 'EU', 'EU'),
  footLength: T('Foot length ({unit})', 'Longueur du pied ({unit})', 'Fußlänge ({unit})'),
  torso: T('Torso length ({unit})', 'Longueur du dos ({unit})', 'Rückenlänge ({unit})'),
  hipBelt: T('Hip belt ({unit})', 'Ceinture ({unit})', 'Hüftgurt ({unit})'),
  item: T('Item', 'Article', 'Artikel'),
  fits: T('Fits', 'Convient à', 'Passt für'),
};

/** A body measurement in cm: one value or a range. */
type Cm = number | readonly [number, number];

/** [size, …measurements in cm] per fit, in the order of the chart's columns after the size. */
type Measured = Readonly<Record<FootFit, readonly (readonly [string, ...Cm[]])[]>>;

/** Chest, waist, hip of tops (jackets, fleece, base layers). */
const tops: Measured = {
  women: [
    ['XS', [78, 82], [60, 64], [84, 88]],
    ['S', [82, 88], [64, 70], [88, 94]],
    ['M', [88, 94], [70, 76], [94, 100]],
    ['L', [94, 100], [76, 82], [100, 106]],
    ['XL', [100, 106], [82, 88], [106, 112]],
  ],
  men: [
    ['S', [88, 96], [73, 81], [88, 96]],
    ['M', [96, 104], [81, 89], [96, 104]],
    ['L', [104, 112], [89, 97], [104, 112]],
    ['XL', [112, 120], [97, 105], [112, 120]],
    ['XXL', [120, 128], [105, 113], [120, 128]],
  ],
};

/** Waist, hip, inseam of pants. */
const bottoms: Measured = {
  women: [
    ['XS', [60, 64], [84, 88], 79],
    ['S', [64, 70], [88, 94], 79],
    ['M', [70, 76], [94, 100], 80],
    ['L', [76, 82], [100, 106], 80],
    ['XL', [82, 88], [106, 112], 81],
  ],
  men: [
    ['S', [73, 81], [88, 96], 81],
    ['M', [81, 89], [96, 104], 81],
    ['L', [89, 97], [104, 112], 82],
    ['XL', [97, 105], [112, 120], 82],
    ['XXL', [105, 113], [120, 128], 83],
  ],
};

const oneSize = T('One size', 'Taille unique', 'Einheitsgröße');

/** How a chart is asked for: its language, units, whose rows, and the site's numbers. */
interface ChartAsk {
  lang: Lang;
  unit: SizeChartUnit;
  /** The fits shown: one for a men's or women's product, both for unisex. */
  fits: readonly FootFit[];
  /** A measurement in cm as the chart shows it: in its unit, in the site's number format. */
  measure: (value: Cm) => string;
  /** A foot length in cm, to one decimal, in the chart's unit. */
  length: (cm: number) => string;
}

interface ChartSpec {
  title: Text;
  /** Whether the chart has rows per fit (apparel, footwear); packs and accessories have not. */
  byFit: boolean;
  /** The columns after the fit (when several fits are shown). */
  columns: readonly Text[];
  rows: (ask: ChartAsk) => string[][];
}

/** A row per size of each fit shown; the fit in front when there are several. */
function fitRows(ask: ChartAsk, rowsOf: (fit: FootFit) => string[][]): string[][] {
  return ask.fits.flatMap((key) =>
    rowsOf(key).map((row) => (ask.fits.length > 1 ? [fit[key][ask.lang], ...row] : row)),
  );
}

function apparel(title: Text, columns: readonly Text[], table: Measured): ChartSpec {
  return {
    title,
    byFit: true,
    columns,
    rows: (ask) =>
      fitRows(ask, (key) =>
        table[key].map(([size, ...values]) => [size, ...values.map(ask.measure)]),
      ),
  };
}

function footwear(title: Text): ChartSpec {
  return {
    title,
    byFit: true,
    columns: [column.us, column.uk, column.eu, column.footLength],
    rows: (ask) =>
      fitRows(ask, (key) =>
        footSizeTable[key].map((row) => [
          // One fit's table says the size alone (9); both fits keep the fit's letter (M 9).
          ask.fits.length > 1 ? row.us : row.us.replace(/^[MW] /, ''),
          row.uk,
          row.eu,
          ask.length(row.cm),
        ]),
      ),
  };
}

const topsChart = (title: Text) =>
  apparel(title, [column.size, column.chest, column.waist, column.hip], tops);

const charts: Readonly<Record<SizedProductType, ChartSpec>> = {
  jacket: topsChart(T('Jackets size chart', 'Guide des tailles : vestes', 'Größentabelle Jacken')),
  fleece: topsChart(T('Fleece size chart', 'Guide des tailles : polaires', 'Größentabelle Fleece')),
  baseLayer: topsChart(
    T(
      'Base layers size chart',
      'Guide des tailles : sous-couches',
      'Größentabelle Funktionswäsche',
    ),
  ),
  pants: apparel(
    T('Pants size chart', 'Guide des tailles : pantalons', 'Größentabelle Hosen'),
    [column.size, column.waist, column.hip, column.inseam],
    bottoms,
  ),
  boots: footwear(
    T(
      'Boots size chart',
      'Guide des tailles : chaussures montantes et bottes',
      'Größentabelle Stiefel',
    ),
  ),
  trailShoes: footwear(
    T(
      'Trail and hiking shoes size chart',
      'Guide des tailles : chaussures de trail et de randonnée',
      'Größentabelle Trail- und Wanderschuhe',
    ),
  ),
  sandals: footwear(
    T('Sandals size chart', 'Guide des tailles : sandales', 'Größentabelle Sandalen'),
  ),
  pack: {
    title: T('Packs size chart', 'Guide des tailles : sacs à dos', 'Größentabelle Rucksäcke'),
    byFit: false,
    columns: [column.size, column.torso, column.hipBelt],
    rows: ({ lang, measure }) => [
      ['S/M', measure([40, 48]), measure([66, 112])],
      ['M/L', measure([46, 54]), measure([76, 127])],
      [oneSize[lang], measure([38, 53]), '—'],
    ],
  },
  accessory: {
    title: T(
      'Accessories size chart',
      'Guide des tailles : accessoires',
      'Größentabelle Accessoires',
    ),
    byFit: false,
    columns: [column.item, column.size, column.fits],
    rows: ({ lang, unit, measure }) => {
      const hats = T('Hats & beanies', 'Chapeaux et bonnets', 'Mützen & Hüte')[lang];
      const gloves = T('Gloves', 'Gants', 'Handschuhe')[lang];
      const socks = T('Socks', 'Chaussettes', 'Socken')[lang];
      const head = T(
        'head {range} {unit}',
        'tour de tête {range} {unit}',
        'Kopfumfang {range} {unit}',
      );
      const hand = T(
        'hand {range} {unit}',
        'tour de main {range} {unit}',
        'Handumfang {range} {unit}',
      );
      const shoe = T('shoe EU {range}', 'pointure EU {range}', 'Schuhgröße EU {range}');
      const fill = (text: Text, range: string) =>
        text[lang].replace('{range}', range).replace('{unit}', unitName[unit][lang]);
      return [
        [hats, oneSize[lang], fill(head, measure([54, 60]))],
        [gloves, 'S', fill(hand, measure([18, 19]))],
        [gloves, 'M', fill(hand, measure([19, 21]))],
        [gloves, 'L', fill(hand, measure([21, 23]))],
        [gloves, 'XL', fill(hand, measure([23, 25]))],
        [socks, 'S', fill(shoe, '36–39')],
        [socks, 'M', fill(shoe, '39–42')],
        [socks, 'L', fill(shoe, '43–46')],
      ];
    },
  },
};

const CM_PER_INCH = 2.54;

/** Which fits a product's chart shows: its wearers', both for unisex (or when not said). */
function fitsOf(gender: ProductGender | undefined): FootFit[] {
  return gender === 'men' || gender === 'women' ? [gender] : ['women', 'men'];
}

/** A product type as the URL names it: lower-case words joined by `-` (`base-layer`). */
export function productTypeSlug(type: ProductType): string {
  return type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The product type of a URL segment (`trail-shoes` → `trailShoes`), if it has a size chart. */
export function productTypeOfSlug(slug: string): SizedProductType | undefined {
  return sizedProductTypes.find((type) => productTypeSlug(type) === slug);
}

export interface SizeChartAsk {
  /** The product's wearers: a men's product gets the men's rows; unisex (or none) every fit. */
  gender?: ProductGender | undefined;
  /** @default the site's (defaultChartUnit: inches in the US, else cm) */
  unit?: SizeChartUnit | undefined;
}

/**
 * The chart of a product type in a site's language and numbers: the rows of the product's
 * fit (the fit column only when several are shown), measurements in the asked units, body
 * measurements in whole cm or to the half inch, foot lengths to a tenth.
 */
export function sizeChartOf(
  type: SizedProductType,
  locale: SiteLocale,
  { gender, unit = defaultChartUnit(locale) }: SizeChartAsk = {},
): SizeChart {
  const { language: lang, tag } = localeInfo[locale];
  const body = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const tenth = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const inUnit = (cm: number) =>
    unit === 'cm' ? body.format(cm) : body.format(Math.round((cm / CM_PER_INCH) * 2) / 2);
  const chart = charts[type];
  const fits = chart.byFit ? fitsOf(gender) : [];
  const ask: ChartAsk = {
    lang,
    unit,
    fits,
    measure: (value) =>
      typeof value === 'number' ? inUnit(value) : `${inUnit(value[0])}–${inUnit(value[1])}`,
    length: (cm) => tenth.format(unit === 'cm' ? cm : cm / CM_PER_INCH),
  };
  const columns = fits.length > 1 ? [column.fit, ...chart.columns] : chart.columns;
  const title =
    fits.length === 1 && fits[0]
      ? `${chart.title[lang]} – ${fit[fits[0]][lang]}`
      : chart.title[lang];
  return {
    productType: type,
    title,
    unit,
    columns: columns.map((text) => text[lang].replace('{unit}', unitName[unit][lang])),
    rows: chart.rows(ask),
  };
}
