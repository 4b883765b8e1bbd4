import type { SizedProductType } from '#api/contract/index.ts';
import type { CatalogueCategory, Gender, Localized } from './types.ts';

/**
 * The category tree: department (4 digits) > category (4 digits) > sub-category (6 digits).
 * Men and Women share one structure (ids 1xxx and 2xxx), Gear (3xxx) is unisex.
 */

/**
 * What a leaf's styles are, finer than the product type: a rain jacket and a down jacket
 * are both `jacket`, but what their pages and reviews may say of them differs (a membrane,
 * a fill power). demo/catalogue/facts.ts and reviewWords.ts key their words by it.
 */
export const styleKinds = [
  'rainJacket',
  'downJacket',
  'softshellJacket',
  'fleeceJacket',
  'fleecePullover',
  'baseLayerTop',
  'baseLayerTights',
  'hikingPants',
  'rainPants',
  'hikingBoot',
  'winterBoot',
  'trailRunningShoe',
  'hikingShoe',
  'sandal',
  'daypack',
  'backpack',
  'beanie',
  'gloves',
  'socks',
] as const;
export type StyleKind = (typeof styleKinds)[number];

/** What a leaf holds and how many styles the generator puts in it. */
export interface LeafPlan {
  productType: SizedProductType;
  kind: StyleKind;
  /** Styles per brand. */
  count: { ridgeline: number; tread: number };
  /** The product noun in each language ("Rain Jacket"). */
  noun: Localized;
  /** List price range in USD (whole dollars). */
  priceUsd: [number, number];
}

interface CategoryDraft {
  key: string;
  name: Localized;
  slug?: Localized;
  children?: CategoryDraft[];
  leaf?: LeafPlan;
}

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

function apparelAndFootwear(gender: Exclude<Gender, 'unisex'>): CategoryDraft[] {
  const women = gender === 'women';
  return [
    {
      key: '1',
      name: L('Jackets', 'Vestes', 'Jacken'),
      children: [
        {
          key: '10',
          name: L('Rain jackets', 'Vestes de pluie', 'Regenjacken'),
          leaf: {
            productType: 'jacket',
            kind: 'rainJacket',
            count: { ridgeline: 5, tread: 1 },
            noun: L('Rain Jacket', 'Veste de pluie', 'Regenjacke'),
            priceUsd: [129, 349],
          },
        },
        {
          key: '20',
          name: L('Insulated jackets', 'Vestes isolantes', 'Isolationsjacken'),
          leaf: {
            productType: 'jacket',
            kind: 'downJacket',
            count: { ridgeline: 5, tread: 1 },
            noun: L('Down Jacket', 'Doudoune', 'Daunenjacke'),
            priceUsd: [179, 449],
          },
        },
        {
          key: '30',
          name: L('Softshell jackets', 'Vestes softshell', 'Softshelljacken'),
          leaf: {
            productType: 'jacket',
            kind: 'softshellJacket',
            count: { ridgeline: 3, tread: 1 },
            noun: L('Softshell Jacket', 'Veste softshell', 'Softshelljacke'),
            priceUsd: [149, 249],
          },
        },
      ],
    },
    {
      key: '2',
      name: L('Fleece & mid layers', 'Polaires et couches intermédiaires', 'Fleece & Midlayer'),
      children: [
        {
          key: '10',
          name: L('Fleece jackets', 'Vestes polaires', 'Fleecejacken'),
          leaf: {
            productType: 'fleece',
            kind: 'fleeceJacket',
            count: { ridgeline: 4, tread: 1 },
            noun: L('Fleece Jacket', 'Veste polaire', 'Fleecejacke'),
            priceUsd: [89, 179],
          },
        },
        {
          key: '20',
          name: L('Fleece pullovers', 'Pulls polaires', 'Fleecepullover'),
          leaf: {
            productType: 'fleece',
            kind: 'fleecePullover',
            count: { ridgeline: 3, tread: 0 },
            noun: L('Fleece Pullover', 'Pull polaire', 'Fleecepullover'),
            priceUsd: [69, 129],
          },
        },
      ],
    },
    {
      key: '3',
      name: L('Base layers', 'Sous-couches', 'Funktionswäsche'),
      children: [
        {
          key: '10',
          name: L('Tops', 'Hauts', 'Oberteile'),
          leaf: {
            productType: 'baseLayer',
            kind: 'baseLayerTop',
            count: { ridgeline: 3, tread: 1 },
            noun: L('Base Layer Top', 'Haut technique', 'Funktionsshirt'),
            priceUsd: [49, 109],
          },
        },
        {
          key: '20',
          name: L('Bottoms', 'Bas', 'Unterteile'),
          leaf: {
            productType: 'baseLayer',
            kind: 'baseLayerTights',
            count: { ridgeline: 3, tread: 0 },
            noun: L('Base Layer Tights', 'Collant technique', 'Funktionsunterhose'),
            priceUsd: [45, 99],
          },
        },
      ],
    },
    {
      key: '4',
      name: L('Pants', 'Pantalons', 'Hosen'),
      children: [
        {
          key: '10',
          name: L('Hiking pants', 'Pantalons de randonnée', 'Wanderhosen'),
          leaf: {
            productType: 'pants',
            kind: 'hikingPants',
            count: { ridgeline: 4, tread: 1 },
            noun: L('Hiking Pants', 'Pantalon de randonnée', 'Wanderhose'),
            priceUsd: [79, 149],
          },
        },
        {
          key: '20',
          name: L('Rain pants', 'Pantalons de pluie', 'Regenhosen'),
          leaf: {
            productType: 'pants',
            kind: 'rainPants',
            count: { ridgeline: 3, tread: 0 },
            noun: L('Rain Pants', 'Pantalon de pluie', 'Regenhose'),
            priceUsd: [89, 199],
          },
        },
      ],
    },
    {
      key: '5',
      name: L('Footwear', 'Chaussures', 'Schuhe'),
      children: [
        {
          key: '10',
          name: L('Hiking boots', 'Chaussures de randonnée montantes', 'Wanderstiefel'),
          leaf: {
            productType: 'boots',
            kind: 'hikingBoot',
            count: { ridgeline: 1, tread: 5 },
            noun: L('Hiking Boot', 'Chaussure montante', 'Wanderstiefel'),
            priceUsd: [159, 289],
          },
        },
        {
          key: '20',
          name: L('Winter boots', "Bottes d'hiver", 'Winterstiefel'),
          leaf: {
            productType: 'boots',
            kind: 'winterBoot',
            count: { ridgeline: 0, tread: 3 },
            noun: L('Winter Boot', "Botte d'hiver", 'Winterstiefel'),
            priceUsd: [149, 249],
          },
        },
        {
          key: '30',
          name: L('Trail running shoes', 'Chaussures de trail', 'Trailrunning-Schuhe'),
          leaf: {
            productType: 'trailShoes',
            kind: 'trailRunningShoe',
            count: { ridgeline: 1, tread: 5 },
            noun: L('Trail Running Shoe', 'Chaussure de trail', 'Trailrunning-Schuh'),
            priceUsd: [129, 179],
          },
        },
        {
          key: '40',
          name: L('Hiking shoes', 'Chaussures de randonnée basses', 'Wanderschuhe'),
          leaf: {
            productType: 'trailShoes',
            kind: 'hikingShoe',
            count: { ridgeline: 0, tread: 4 },
            noun: L('Hiking Shoe', 'Chaussure de randonnée', 'Wanderschuh'),
            priceUsd: [119, 189],
          },
        },
        {
          key: '50',
          name: L('Sandals', 'Sandales', 'Sandalen'),
          leaf: {
            productType: 'sandals',
            kind: 'sandal',
            count: { ridgeline: 0, tread: women ? 4 : 3 },
            noun: L('Sandal', 'Sandale', 'Sandale'),
            priceUsd: [49, 99],
          },
        },
      ],
    },
  ];
}

const gear: CategoryDraft[] = [
  {
    key: '1',
    name: L('Packs', 'Sacs à dos', 'Rucksäcke'),
    children: [
      {
        key: '10',
        name: L('Daypacks', 'Sacs à dos de journée', 'Tagesrucksäcke'),
        leaf: {
          productType: 'pack',
          kind: 'daypack',
          count: { ridgeline: 4, tread: 3 },
          noun: L('Daypack', 'Sac de journée', 'Tagesrucksack'),
          priceUsd: [69, 149],
        },
      },
      {
        key: '20',
        name: L('Backpacking packs', 'Sacs de trek', 'Trekkingrucksäcke'),
        leaf: {
          productType: 'pack',
          kind: 'backpack',
          count: { ridgeline: 4, tread: 1 },
          noun: L('Backpack', 'Sac de trek', 'Trekkingrucksack'),
          priceUsd: [199, 349],
        },
      },
    ],
  },
  {
    key: '2',
    name: L('Accessories', 'Accessoires', 'Accessoires'),
    children: [
      {
        key: '10',
        name: L('Hats & beanies', 'Chapeaux et bonnets', 'Mützen & Hüte'),
        leaf: {
          productType: 'accessory',
          kind: 'beanie',
          count: { ridgeline: 4, tread: 2 },
          noun: L('Beanie', 'Bonnet', 'Mütze'),
          priceUsd: [25, 45],
        },
      },
      {
        key: '20',
        name: L('Gloves', 'Gants', 'Handschuhe'),
        leaf: {
          productType: 'accessory',
          kind: 'gloves',
          count: { ridgeline: 4, tread: 1 },
          noun: L('Gloves', 'Gants', 'Handschuhe'),
          priceUsd: [29, 89],
        },
      },
      {
        key: '30',
        name: L('Socks', 'Chaussettes', 'Socken'),
        leaf: {
          productType: 'accessory',
          kind: 'socks',
          count: { ridgeline: 2, tread: 4 },
          noun: L('Hiking Socks', 'Chaussettes de randonnée', 'Wandersocken'),
          priceUsd: [18, 28],
        },
      },
    ],
  },
  {
    key: '3',
    name: L('Gift cards', 'Cartes-cadeaux', 'Geschenkkarten'),
    // No plan: the generator draws nothing here; the gift cards are made by products.ts.
    children: [
      { key: '10', name: L('E-gift cards', 'Cartes-cadeaux électroniques', 'E-Geschenkkarten') },
    ],
  },
];

let kindsByLeaf: Map<string, StyleKind> | undefined;

/** The style kind of a leaf category (null: no generated styles there, e.g. gift cards). */
export function styleKindOf(categoryId: string): StyleKind | null {
  kindsByLeaf ??= new Map(
    buildCategories().leaves.map((leaf) => [leaf.category.id, leaf.plan.kind]),
  );
  return kindsByLeaf.get(categoryId) ?? null;
}

/** The leaf of the digital gift cards (Gear > Gift cards > E-gift cards). */
export const GIFT_CARD_CATEGORY_ID = '330010';

const departments: { id: string; gender: Gender; name: Localized; children: CategoryDraft[] }[] = [
  {
    id: '1000',
    gender: 'men',
    name: L('Men', 'Homme', 'Herren'),
    children: apparelAndFootwear('men'),
  },
  {
    id: '2000',
    gender: 'women',
    name: L('Women', 'Femme', 'Damen'),
    children: apparelAndFootwear('women'),
  },
  { id: '3000', gender: 'unisex', name: L('Gear', 'Équipement', 'Ausrüstung'), children: gear },
];

/** URL slug of a name: lower case, accents folded, words joined by `-`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function slugs(name: Localized): Localized {
  return { en: slugify(name.en), fr: slugify(name.fr), de: slugify(name.de) };
}

export interface Leaf {
  category: CatalogueCategory;
  gender: Gender;
  plan: LeafPlan;
  /** Department > category > leaf names, for descriptions. */
  path: CatalogueCategory[];
}

export function buildCategories(): { categories: CatalogueCategory[]; leaves: Leaf[] } {
  const categories: CatalogueCategory[] = [];
  const leaves: Leaf[] = [];
  departments.forEach((department, departmentIndex) => {
    const root: CatalogueCategory = {
      id: department.id,
      parentId: null,
      level: 1,
      position: departmentIndex,
      name: department.name,
      slug: slugs(department.name),
    };
    categories.push(root);
    department.children.forEach((draft, categoryIndex) => {
      const category: CatalogueCategory = {
        id: `${department.id.slice(0, 1)}${draft.key}00`,
        parentId: root.id,
        level: 2,
        position: categoryIndex,
        name: draft.name,
        slug: slugs(draft.name),
      };
      categories.push(category);
      (draft.children ?? []).forEach((leafDraft, leafIndex) => {
        const leaf: CatalogueCategory = {
          id: `${category.id}${leafDraft.key}`,
          parentId: category.id,
          level: 3,
          position: leafIndex,
          name: leafDraft.name,
          slug: slugs(leafDraft.name),
        };
        categories.push(leaf);
        if (leafDraft.leaf) {
          leaves.push({
            category: leaf,
            gender: department.gender,
            plan: leafDraft.leaf,
            path: [root, category, leaf],
          });
        }
      });
    });
  });
  return { categories, leaves };
}
