import type { z } from 'zod';
import type { internalSizeChart } from '#api/contract/internal.ts';
import {
  type ProductType,
  type SizedProductType,
  sizedProductTypes,
} from '#api/contract/products.ts';
import { localeInfo, type SiteLocale } from '#i18n/index.ts';
import { type FootFit, footSizeTable } from './footSizes.ts';

/*
 * Size charts of `/fapi/components/size-chart/{productType}`: one per sized product type of
 * the catalogue (api/contract/products.ts `sizedProductTypes`; a gift card has amounts, not
 * sizes), in the sizes the demo catalogue
 * sells (demo/catalogue/vocabulary.ts: apparel women XS–XL and men S–XXL; packs S/M,
 * M/L or one size; hats one size, gloves S–XL, socks S–L; footwear as ./footSizes.ts).
 * Body measurements in cm; nothing in the service holds them.
 */

export type SizeChart = z.output<typeof internalSizeChart>;

type Lang = 'en' | 'fr' | 'de';
type Text = Readonly<Record<Lang, string>>;
const T = (en: string, fr: string, de: string): Text => ({ en, fr, de });

const fit: Record<FootFit, Text> = {
  men: T('Men', 'Homme', 'Herren'),
  women: T('Women', 'Femme', 'Damen'),
};

const column = {
  fit: T('Fit', 'Coupe', 'Passform'),
  size: T('Size', 'Taille', 'Größe'),
  chest: T('Chest (cm)', 'Poitrine (cm)', 'Brust (cm)'),
  waist: T('Waist (cm)', 'Tour de taille (cm)', 'Taille (cm)'),
  hip: T('Hip (cm)', 'Hanches (cm)', 'Hüfte (cm)'),
  inseam: T('Inseam (cm)', 'Entrejambe (cm)', 'Innenbeinlänge (cm)'),
  us: T('US', 'US', 'US'),
  uk: T('UK', 'UK', 'UK'),
  eu: T('EU', 'EU', 'EU'),
  footLength: T('Foot length (cm)', 'Longueur du pied (cm)', 'Fußlänge (cm)'),
  torso: T('Torso length (cm)', 'Longueur du dos (cm)', 'Rückenlänge (cm)'),
  hipBelt: T('Hip belt (cm)', 'Ceinture (cm)', 'Hüftgurt (cm)'),
  item: T('Item', 'Article', 'Artikel'),
  fits: T('Fits', 'Convient à', 'Passt für'),
};

/** [size, …measurements] per fit, in the order of the chart's columns after fit and size. */
type Measured = Readonly<Record<FootFit, readonly (readonly string[])[]>>;

/** Chest, waist, hip of tops (jackets, fleece, base layers). */
const tops: Measured = {
  women: [
    ['XS', '78–82', '60–64', '84–88'],
    ['S', '82–88', '64–70', '88–94'],
    ['M', '88–94', '70–76', '94–100'],
    ['L', '94–100', '76–82', '100–106'],
    ['XL', '100–106', '82–88', '106–112'],
  ],
  men: [
    ['S', '88–96', '73–81', '88–96'],
    ['M', '96–104', '81–89', '96–104'],
    ['L', '104–112', '89–97', '104–112'],
    ['XL', '112–120', '97–105', '112–120'],
    ['XXL', '120–128', '105–113', '120–128'],
  ],
};

/** Waist, hip, inseam of pants. */
const bottoms: Measured = {
  women: [
    ['XS', '60–64', '84–88', '79'],
    ['S', '64–70', '88–94', '79'],
    ['M', '70–76', '94–100', '80'],
    ['L', '76–82', '100–106', '80'],
    ['XL', '82–88', '106–112', '81'],
  ],
  men: [
    ['S', '73–81', '88–96', '81'],
    ['M', '81–89', '96–104', '81'],
    ['L', '89–97', '104–112', '82'],
    ['XL', '97–105', '112–120', '82'],
    ['XXL', '105–113', '120–128', '83'],
  ],
};

const oneSize = T('One size', 'Taille unique', 'Einheitsgröße');

interface ChartSpec {
  title: Text;
  columns: readonly Text[];
  rows: (lang: Lang, number: (value: number) => string) => string[][];
}

function byFit(table: Measured) {
  return (lang: Lang) =>
    (['women', 'men'] as const).flatMap((key) => table[key].map((row) => [fit[key][lang], ...row]));
}

function footwear(title: Text): ChartSpec {
  return {
    title,
    columns: [column.fit, column.us, column.uk, column.eu, column.footLength],
    rows: (lang, number) =>
      (['women', 'men'] as const).flatMap((key) =>
        footSizeTable[key].map((row) => [fit[key][lang], row.us, row.uk, row.eu, number(row.cm)]),
      ),
  };
}

function topsChart(title: Text): ChartSpec {
  return {
    title,
    columns: [column.fit, column.size, column.chest, column.waist, column.hip],
    rows: byFit(tops),
  };
}

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
  pants: {
    title: T('Pants size chart', 'Guide des tailles : pantalons', 'Größentabelle Hosen'),
    columns: [column.fit, column.size, column.waist, column.hip, column.inseam],
    rows: byFit(bottoms),
  },
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
    columns: [column.size, column.torso, column.hipBelt],
    rows: (lang) => [
      ['S/M', '40–48', '66–112'],
      ['M/L', '46–54', '76–127'],
      [oneSize[lang], '38–53', '—'],
    ],
  },
  accessory: {
    title: T(
      'Accessories size chart',
      'Guide des tailles : accessoires',
      'Größentabelle Accessoires',
    ),
    columns: [column.item, column.size, column.fits],
    rows: (lang) => {
      const hats = T('Hats & beanies', 'Chapeaux et bonnets', 'Mützen & Hüte')[lang];
      const gloves = T('Gloves', 'Gants', 'Handschuhe')[lang];
      const socks = T('Socks', 'Chaussettes', 'Socken')[lang];
      const head = T('head {range} cm', 'tour de tête {range} cm', 'Kopfumfang {range} cm');
      const hand = T('hand {range} cm', 'tour de main {range} cm', 'Handumfang {range} cm');
      const shoe = T('shoe EU {range}', 'pointure EU {range}', 'Schuhgröße EU {range}');
      const fill = (text: Text, range: string) => text[lang].replace('{range}', range);
      return [
        [hats, oneSize[lang], fill(head, '54–60')],
        [gloves, 'S', fill(hand, '18–19')],
        [gloves, 'M', fill(hand, '19–21')],
        [gloves, 'L', fill(hand, '21–23')],
        [gloves, 'XL', fill(hand, '23–25')],
        [socks, 'S', fill(shoe, '36–39')],
        [socks, 'M', fill(shoe, '39–42')],
        [socks, 'L', fill(shoe, '43–46')],
      ];
    },
  },
};

/** A product type as the URL names it: lower-case words joined by `-` (`base-layer`). */
export function productTypeSlug(type: ProductType): string {
  return type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The product type of a URL segment (`trail-shoes` → `trailShoes`), if it has a size chart. */
export function productTypeOfSlug(slug: string): SizedProductType | undefined {
  return sizedProductTypes.find((type) => productTypeSlug(type) === slug);
}

/** The chart of a product type in a site's language; numbers in its format. */
export function sizeChartOf(type: SizedProductType, locale: SiteLocale): SizeChart {
  const { language: lang, tag } = localeInfo[locale];
  const format = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const chart = charts[type];
  return {
    productType: type,
    title: chart.title[lang],
    columns: chart.columns.map((text) => text[lang]),
    rows: chart.rows(lang, (value) => format.format(value)),
  };
}
