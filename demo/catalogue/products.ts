import type { Brand, CatalogueLanguage, Currency, ProductType } from '#api/contract/index.ts';
import { isNewArrival } from '#commerce/catalogue/merchandising.ts';
import { GIFT_CARD_CATEGORY_ID, type Leaf, slugify } from './categories.ts';
import { closings, EYEBROW_COUNT, eyebrowAt, kindFacts, LEGACY_FEATURE_DRAWS } from './facts.ts';
import { createRandom, hashSeed, type Random, skipDraws } from './random.ts';
import type {
  CatalogueProduct,
  CatalogueProductColor,
  CatalogueProductSet,
  CatalogueSize,
  CatalogueStore,
  CatalogueStoreStock,
  CatalogueVariant,
  GeneratedProduct,
  Localized,
  VariantPrice,
} from './types.ts';
import {
  accessorySizes,
  apparelSizes,
  brandPalettes,
  colors,
  genderWords,
  models,
  packSizes,
  productName,
  qualifiers,
  shoeSizes,
} from './vocabulary.ts';

const languages: CatalogueLanguage[] = ['en', 'fr', 'de'];
const currencies: Currency[] = ['USD', 'CAD', 'GBP', 'EUR'];

const brandPrefix: Record<Brand, string> = { ridgeline: 'RDG', tread: 'TRD' };
const typeCode: Record<ProductType, string> = {
  jacket: 'JK',
  fleece: 'FL',
  baseLayer: 'BL',
  pants: 'PT',
  boots: 'BT',
  trailShoes: 'TS',
  sandals: 'SD',
  pack: 'PK',
  accessory: 'AC',
  giftCard: 'GC',
};

/** Base-36 digit (0–9, A–Z) of a variant's colour or size position. */
function digit36(index: number): string {
  if (index < 0 || index > 35) throw new Error(`position ${index} does not fit one sku digit`);
  return index.toString(36).toUpperCase();
}

/** UPC-A: eleven digits and the check digit. */
export function upcWithCheckDigit(elevenDigits: string): string {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(elevenDigits[i]) * (i % 2 === 0 ? 3 : 1);
  return `${elevenDigits}${(10 - (sum % 10)) % 10}`;
}

function roundTo5(value: number): number {
  return Math.max(5, Math.round(value / 5) * 5);
}

/** List price in minor units from a whole-dollar base, with each market's price endings. */
export function listPrice(baseUsd: number, currency: Currency): number {
  switch (currency) {
    case 'USD':
      return roundTo5(baseUsd) * 100 - 5;
    case 'CAD':
      return roundTo5(baseUsd * 1.35) * 100 - 1;
    case 'GBP':
      return roundTo5(baseUsd * 0.8) * 100;
    case 'EUR':
      return roundTo5(baseUsd * 0.95) * 100 - 5;
  }
}

/** A markdown of `discount` (0–1) ending in .99. */
function markdown(list: number, discount: number): number {
  return Math.max(99, Math.round((list * (1 - discount)) / 100) * 100 - 1);
}

interface PricePlan {
  baseUsd: number;
  /** Extra whole dollars for the largest sizes (0 for most styles). */
  plusSizeUsd: number;
  discount: number | null;
  /** The markdown started over 30 days ago (so it is also the 30-day low). */
  longRunningSale: boolean;
  /** A past promotion's discount, or null. */
  previousDiscount: number | null;
  /** A promotion ended within the last 30 days at this discount. */
  recentlyEndedDiscount: number | null;
}

function variantPrices(plan: PricePlan, plusSize: boolean): Record<Currency, VariantPrice> {
  const base = plan.baseUsd + (plusSize ? plan.plusSizeUsd : 0);
  return Object.fromEntries(
    currencies.map((currency) => {
      const list = listPrice(base, currency);
      const sale = plan.discount === null ? null : markdown(list, plan.discount);
      const recentLow =
        plan.recentlyEndedDiscount === null ? list : markdown(list, plan.recentlyEndedDiscount);
      const historicBest =
        sale !== null && plan.longRunningSale
          ? Math.min(sale, recentLow)
          : Math.min(list, recentLow);
      const previousBestSale =
        plan.previousDiscount === null ? null : markdown(list, plan.previousDiscount);
      return [currency, { list, sale, historicBest, previousBestSale }];
    }),
  ) as Record<Currency, VariantPrice>;
}

function sizesFor(leaf: Leaf): CatalogueSize[] {
  const id = leaf.category.id;
  switch (leaf.plan.productType) {
    case 'boots':
    case 'trailShoes':
    case 'sandals':
      return shoeSizes(leaf.gender);
    case 'pack':
      return packSizes(id === '310020');
    case 'accessory':
      return accessorySizes(id === '320010' ? 'hat' : id === '320020' ? 'gloves' : 'socks');
    default:
      return apparelSizes(leaf.gender);
  }
}

function onlineStock(random: Random): number {
  return random.weighted<() => number>([
    [() => 0, 8],
    [() => random.int(1, 5), 10],
    [() => random.int(6, 150), 82],
  ])();
}

function daysBefore(anchor: string, days: number): string {
  return new Date(Date.parse(`${anchor}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

function localizedPick(bank: Localized[], random: Random): Localized {
  return random.pick(bank);
}

export function buildProducts(leaves: Leaf[], random: Random, anchor: string): GeneratedProduct[] {
  const products: GeneratedProduct[] = [];
  const numbers = new Map<string, number>();
  const usedNames = new Set<string>();
  let upcCounter = 1;

  for (const leaf of leaves) {
    for (const brand of ['ridgeline', 'tread'] as const) {
      for (let n = 0; n < leaf.plan.count[brand]; n++) {
        const key = `${brand}:${leaf.plan.productType}`;
        const number = (numbers.get(key) ?? 1000) + 1;
        numbers.set(key, number);
        const id = `${brandPrefix[brand]}${typeCode[leaf.plan.productType]}${number}`;

        // A model name (with a qualifier when needed) not used before for this noun.
        let model = '';
        for (let attempt = 0; attempt < 200; attempt++) {
          const candidate =
            leaf.plan.productType === 'pack'
              ? `${random.pick(models[brand])} ${leaf.category.id === '310020' ? random.pick([45, 55, 65, 70]) : random.pick([18, 22, 26, 30])}`
              : [random.pick(models[brand]), attempt < 3 ? '' : random.pick(qualifiers)]
                  .filter(Boolean)
                  .join(' ');
          const name = productName(leaf.gender, candidate, leaf.plan.noun).en;
          if (!usedNames.has(name)) {
            usedNames.add(name);
            model = candidate;
            break;
          }
        }
        if (!model) throw new Error(`no free product name in ${leaf.category.id}`);
        const name = productName(leaf.gender, model, leaf.plan.noun);

        const palette = brandPalettes[brand];
        const colorCount = ['boots', 'trailShoes', 'sandals', 'accessory'].includes(
          leaf.plan.productType,
        )
          ? random.int(2, 3)
          : random.int(2, 4);
        const productColors: CatalogueProductColor[] = random
          .sample(palette, colorCount)
          .map((code) => {
            const color = colors[code];
            if (!color) throw new Error(`unknown colour ${code}`);
            return {
              ...color,
              images: [1, 2].map(
                (view) => `products/${brand}/${id.toLowerCase()}/${code}-${view}.png`,
              ),
            };
          });
        const sizes = sizesFor(leaf);

        const releaseAgo = random.int(0, 720);
        const releaseDate = daysBefore(anchor, releaseAgo);
        // New arrivals count from the catalogue's own date (commerce/catalogue/merchandising.ts).
        const isNew = isNewArrival(releaseDate, anchor);
        const unitsSold = Math.round(random.next() ** 2 * 3000);
        const [low, high] = leaf.plan.priceUsd;
        const onSale = !isNew && random.chance(0.2);
        const plan: PricePlan = {
          baseUsd: random.int(low, high),
          plusSizeUsd:
            ['jacket', 'pants', 'fleece'].includes(leaf.plan.productType) && random.chance(0.15)
              ? 10
              : 0,
          discount: onSale ? random.pick([0.2, 0.25, 0.3, 0.4]) : null,
          longRunningSale: random.chance(0.5),
          previousDiscount: random.chance(0.35) ? random.pick([0.15, 0.2, 0.3]) : null,
          recentlyEndedDiscount: !onSale && random.chance(0.08) ? 0.15 : null,
        };
        const largest = sizes[sizes.length - 1]?.code;
        const fullyOutOfStock = products.length % 50 === 7;
        const variants: CatalogueVariant[] = [];
        productColors.forEach((color, colorIndex) => {
          sizes.forEach((size, sizeIndex) => {
            variants.push({
              sku: `${id}${digit36(colorIndex + 1)}${digit36(sizeIndex)}`,
              upc: upcWithCheckDigit(
                `8${brand === 'ridgeline' ? 1 : 2}${String(upcCounter++).padStart(9, '0')}`,
              ),
              color: color.code,
              size: size.code,
              prices: variantPrices(plan, sizes.length > 2 && size.code === largest),
              stock: fullyOutOfStock ? 0 : onlineStock(random),
            });
          });
        });

        // What the page says fits the style's kind (facts.ts): its description's opening,
        // its defining feature first and 2 to 4 more, drawn from a source of the style's own.
        const facts = kindFacts[leaf.plan.kind];
        const intro = localizedPick(facts.intros, random);
        const closing = localizedPick(closings, random);
        const featureCount = random.int(3, 5);
        skipDraws(random, LEGACY_FEATURE_DRAWS[leaf.plan.productType]);
        const features = [
          facts.lead,
          ...createRandom(hashSeed(`${id}:features`)).sample(facts.more, featureCount - 1),
        ];
        products.push({
          id,
          brand,
          productType: leaf.plan.productType,
          gender: leaf.gender,
          categoryId: leaf.category.id,
          model,
          name,
          slug: Object.fromEntries(
            languages.map((language) => [language, slugify(name[language])]),
          ) as Localized,
          description: Object.fromEntries(
            languages.map((language) => [language, `${intro[language]} ${closing[language]}`]),
          ) as Localized,
          features: Object.fromEntries(
            languages.map((language) => [language, features.map((feature) => feature[language])]),
          ) as Record<CatalogueLanguage, string[]>,
          eyebrow: random.chance(0.3)
            ? eyebrowAt(random.int(0, EYEBROW_COUNT - 1), [
                ...features.map((feature) => feature.en),
                closing.en,
              ])
            : null,
          badge: onSale ? 'sale' : isNew ? 'new' : null,
          isNew,
          releaseDate,
          unitsSold,
          colors: productColors,
          sizes,
          variants,
        });
      }
    }
  }

  // Best sellers: the top tenth by units sold, unless already badged.
  const threshold =
    [...products].sort((a, b) => b.unitsSold - a.unitsSold)[Math.floor(products.length / 10)]
      ?.unitsSold ?? Infinity;
  for (const product of products) {
    if (product.badge === null && product.unitsSold > threshold) product.badge = 'bestSeller';
  }
  return products;
}

/** The amounts of the digital gift card, in whole units of the site's currency. */
export const GIFT_CARD_AMOUNTS = [25, 50, 100, 150] as const;

/** Units of a gift card online: never the limit (a card is issued per unit sold). */
export const GIFT_CARD_STOCK = 1_000_000;

/**
 * The digital gift card of each brand (spec §3 isDigitalProduct, shipping code `digital`):
 * one design, an amount per "size", the same number in every currency, never on sale.
 * Made without the random source, after everything else, so adding them changed nothing
 * of the generated catalogue.
 */
export function buildGiftCards(anchor: string): CatalogueProduct[] {
  return (['ridgeline', 'tread'] as const).map((brand, brandIndex) => {
    const id = `${brandPrefix[brand]}${typeCode.giftCard}1001`;
    const brandName = brandNames[brand];
    const name: Localized = {
      en: `${brandName} Gift Card`,
      fr: `Carte-cadeau ${brandName}`,
      de: `${brandName} Geschenkkarte`,
    };
    const design = colors[brandPalettes[brand][0] ?? 'black'];
    if (!design) throw new Error(`no gift card colour for ${brand}`);
    const color: CatalogueProductColor = {
      ...design,
      images: [1, 2].map(
        (view) => `products/${brand}/${id.toLowerCase()}/${design.code}-${view}.png`,
      ),
    };
    const sizes: CatalogueSize[] = GIFT_CARD_AMOUNTS.map((amount) => ({
      code: String(amount),
      labels: { us: String(amount), uk: String(amount), eu: String(amount) },
      order: 1000 + amount,
    }));
    const variants: CatalogueVariant[] = GIFT_CARD_AMOUNTS.map((amount, sizeIndex) => {
      const minor = amount * 100;
      const price: VariantPrice = {
        list: minor,
        sale: null,
        historicBest: minor,
        previousBestSale: null,
      };
      return {
        sku: `${id}${digit36(1)}${digit36(sizeIndex)}`,
        upc: upcWithCheckDigit(`8${3 + brandIndex}${String(sizeIndex + 1).padStart(9, '0')}`),
        color: color.code,
        size: String(amount),
        prices: Object.fromEntries(currencies.map((currency) => [currency, price])) as Record<
          Currency,
          VariantPrice
        >,
        stock: GIFT_CARD_STOCK,
      };
    });
    const description: Localized = {
      en: `A ${brandName} gift card, sent by e-mail to the person you choose with your message. They pay with it online, in one go or over several orders.`,
      fr: `Une carte-cadeau ${brandName}, envoyée par e-mail à la personne de votre choix avec votre message. Elle s’utilise en ligne, en une ou plusieurs commandes.`,
      de: `Eine ${brandName} Geschenkkarte, per E-Mail mit Ihrer Nachricht an die Person Ihrer Wahl gesendet. Sie wird online eingelöst, auf einmal oder über mehrere Bestellungen.`,
    };
    const features: Record<CatalogueLanguage, string[]> = {
      en: [
        'Delivered by e-mail within minutes',
        'Your own message to the recipient',
        'Pays for any order on this site',
      ],
      fr: [
        'Envoyée par e-mail en quelques minutes',
        'Votre message au destinataire',
        'Valable sur toute commande de ce site',
      ],
      de: [
        'In wenigen Minuten per E-Mail zugestellt',
        'Ihre persönliche Nachricht an die beschenkte Person',
        'Für jede Bestellung auf dieser Website einlösbar',
      ],
    };
    return {
      id,
      brand,
      productType: 'giftCard',
      gender: 'unisex',
      categoryId: GIFT_CARD_CATEGORY_ID,
      model: brandName,
      name,
      slug: Object.fromEntries(
        languages.map((language) => [language, slugify(name[language])]),
      ) as Localized,
      description,
      features,
      eyebrow: { en: 'Delivered by e-mail', fr: 'Envoyée par e-mail', de: 'Per E-Mail zugestellt' },
      badge: null,
      isNew: false,
      releaseDate: daysBefore(anchor, 365),
      unitsSold: 0,
      colors: [color],
      sizes,
      variants,
    };
  });
}

/** The product id of a brand's gift with purchase: it holds GWP (commerce/cart/gifts.ts). */
export const giftWithPurchaseId = (brand: Brand): string => `${brandPrefix[brand]}GWP101`;

/** Its one sku (one colour, one size), which its promotion gives. */
export const giftWithPurchaseSku = (brand: Brand): string =>
  `${giftWithPurchaseId(brand)}${digit36(0)}${digit36(0)}`;

/** Units of each gift with purchase online (GFS800 once they are gone). */
export const GIFT_WITH_PURCHASE_STOCK = 500;

/** The leaf of the gifts with purchase (Gear > Accessories > Hats & beanies). */
const GIFT_WITH_PURCHASE_CATEGORY_ID = '320010';

/**
 * The gift with purchase of each brand (spec §4, §8 GWP_PRODUCT): a one-size beanie whose
 * id holds GWP (commerce/cart/gifts.ts `isGiftOnly`), so it is never sold: it only comes as the
 * free line of its brand's promotion (demo/checkout `GWP-SUMMIT-<BRAND>`). Listings,
 * search and recommendations leave it out (commerce/catalogue/model.ts `productList`); its page
 * shows what the shopper was given. Made without the random source, after everything else.
 */
export function buildGiftsWithPurchase(anchor: string): CatalogueProduct[] {
  return (['ridgeline', 'tread'] as const).map((brand, brandIndex) => {
    const id = giftWithPurchaseId(brand);
    const brandName = brandNames[brand];
    const name: Localized = {
      en: `${brandName} Summit Beanie`,
      fr: `Bonnet Summit ${brandName}`,
      de: `${brandName} Summit-Mütze`,
    };
    const design = colors[brandPalettes[brand][1] ?? 'black'];
    if (!design) throw new Error(`no gift colour for ${brand}`);
    const color: CatalogueProductColor = {
      ...design,
      images: [1, 2].map(
        (view) => `products/${brand}/${id.toLowerCase()}/${design.code}-${view}.png`,
      ),
    };
    const size = accessorySizes('hat')[0];
    if (!size) throw new Error('no one-size hat size');
    const prices = Object.fromEntries(
      currencies.map((currency) => {
        const list = listPrice(30, currency);
        return [currency, { list, sale: null, historicBest: list, previousBestSale: null }];
      }),
    ) as Record<Currency, VariantPrice>;
    return {
      id,
      brand,
      productType: 'accessory',
      gender: 'unisex',
      categoryId: GIFT_WITH_PURCHASE_CATEGORY_ID,
      model: 'Summit',
      name,
      slug: Object.fromEntries(
        languages.map((language) => [language, slugify(name[language])]),
      ) as Localized,
      description: {
        en: `A warm rib-knit ${brandName} beanie, our gift with orders of ${brandName} gear over the promotion's threshold. It is not sold on its own.`,
        fr: `Un bonnet ${brandName} en maille côtelée, offert avec les commandes d’équipement ${brandName} au-delà du seuil de la promotion. Il n’est pas vendu seul.`,
        de: `Eine warme ${brandName} Rippstrickmütze, unser Geschenk zu Bestellungen mit ${brandName} Ausrüstung über dem Aktionswert. Sie ist nicht einzeln erhältlich.`,
      },
      features: {
        en: ['Rib knit', 'One size', 'Gift with purchase only'],
        fr: ['Maille côtelée', 'Taille unique', 'Uniquement en cadeau'],
        de: ['Rippstrick', 'Einheitsgröße', 'Nur als Geschenk erhältlich'],
      },
      eyebrow: { en: 'Gift with purchase', fr: 'Cadeau offert', de: 'Gratis zur Bestellung' },
      badge: null,
      isNew: false,
      releaseDate: daysBefore(anchor, 90),
      unitsSold: 0,
      colors: [color],
      sizes: [size],
      variants: [
        {
          sku: giftWithPurchaseSku(brand),
          upc: upcWithCheckDigit(`87${brandIndex}00000001`),
          color: color.code,
          size: size.code,
          prices,
          stock: GIFT_WITH_PURCHASE_STOCK,
        },
      ],
    };
  });
}

/** Stock per store: a store carries about half the styles of its brands, some sizes sold out. */
export function buildStoreStock(
  products: CatalogueProduct[],
  stores: CatalogueStore[],
  random: Random,
): CatalogueStoreStock[] {
  const stock: CatalogueStoreStock[] = [];
  for (const store of stores) {
    for (const product of products) {
      if (!store.brands.includes(product.brand) || !random.chance(0.5)) continue;
      for (const variant of product.variants) {
        if (random.chance(0.5))
          stock.push({ storeId: store.id, sku: variant.sku, quantity: random.int(1, 12) });
      }
    }
  }
  return stock;
}

const brandNames: Record<Brand, string> = { ridgeline: 'Ridgeline', tread: 'Tread' };

const setThemes: { name: Localized; description: Localized; types: ProductType[][] }[] = [
  {
    name: {
      en: 'Wet-weather hiking kit',
      fr: 'Tenue de randonnée sous la pluie',
      de: 'Wanderausrüstung für Regenwetter',
    },
    description: {
      en: 'A waterproof shell, a warm mid layer and boots that shrug off puddles.',
      fr: 'Une veste imperméable, une couche chaude et des chaussures qui ignorent les flaques.',
      de: 'Eine wasserdichte Jacke, eine warme Zwischenschicht und Stiefel, denen Pfützen nichts ausmachen.',
    },
    types: [['jacket'], ['fleece'], ['pants'], ['boots']],
  },
  {
    name: {
      en: 'Cold-morning layering',
      fr: 'Superposition pour matins froids',
      de: 'Zwiebellook für kalte Morgen',
    },
    description: {
      en: 'Base layer, fleece and an insulated jacket to start early and stay warm.',
      fr: 'Sous-couche, polaire et veste isolante pour partir tôt et rester au chaud.',
      de: 'Funktionsshirt, Fleece und Isolationsjacke, um früh loszugehen und warm zu bleiben.',
    },
    types: [['baseLayer'], ['fleece'], ['jacket'], ['accessory']],
  },
  {
    name: {
      en: 'Fast and light day out',
      fr: 'Sortie rapide et légère',
      de: 'Schnell und leicht unterwegs',
    },
    description: {
      en: 'Trail shoes, stretch pants and a light pack for long days on the move.',
      fr: 'Chaussures de trail, pantalon stretch et sac léger pour les longues journées.',
      de: 'Trailschuhe, Stretchhose und ein leichter Rucksack für lange Tage in Bewegung.',
    },
    types: [['trailShoes'], ['pants'], ['baseLayer'], ['pack']],
  },
];

/** "Complete the look" sets: three themes per brand and gender. */
export function buildProductSets(
  products: CatalogueProduct[],
  random: Random,
): CatalogueProductSet[] {
  const sets: CatalogueProductSet[] = [];
  for (const brand of ['ridgeline', 'tread'] as const) {
    for (const gender of ['men', 'women'] as const) {
      for (const theme of setThemes) {
        const picked: CatalogueProduct[] = [];
        for (const types of theme.types) {
          const candidates = products.filter(
            (product) =>
              types.includes(product.productType) &&
              (product.gender === gender || product.gender === 'unisex') &&
              !picked.includes(product),
          );
          const preferred = candidates.filter((product) => product.brand === brand);
          const pool = preferred.length > 0 ? preferred : candidates;
          if (pool.length > 0) picked.push(random.pick(pool));
        }
        const first = picked[0];
        if (!first?.colors[0]?.images[0]) continue;
        const word = genderWords[gender];
        sets.push({
          id: `SET${String(sets.length + 1).padStart(5, '0')}`,
          name: {
            en: `${brandNames[brand]} · ${word.en} ${theme.name.en.toLowerCase()}`,
            fr: `${brandNames[brand]} · ${theme.name.fr} ${word.fr.toLowerCase()}`,
            de: `${brandNames[brand]} · ${theme.name.de} ${word.de}`,
          },
          description: theme.description,
          productIds: picked.map((product) => product.id),
          image: first.colors[0].images[0],
        });
      }
    }
  }
  return sets;
}
