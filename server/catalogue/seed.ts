import type { AddressRules } from '#api/contract/utilities.ts';
import type { Transaction } from '../db/client.ts';
import {
  categories,
  collectionPoints,
  countries,
  type LocalizedList,
  type LocalizedText,
  type OpeningHours,
  phoneCountries,
  postalAreas,
  productAnswers,
  productColors,
  productQuestions,
  productSetItems,
  productSets,
  productSizes,
  products,
  productVariants,
  reviewFlags,
  reviews,
  reviewTranslations,
  type SizeLabels,
  skuInventory,
  skuPrices,
  storeEmployees,
  storeInventory,
  stores,
} from '../db/schema/catalogue.ts';

/*
 * The shape of the demo catalogue the seeder takes (demo/catalogue builds it; only
 * server/db/seed.ts may import mocks, so the shape is restated here structurally).
 */
type Language = 'en' | 'fr' | 'de';
type Currency = 'USD' | 'CAD' | 'GBP' | 'EUR';
interface SeedAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  province: string | null;
  postalCode: string;
  country: string;
}

export interface CatalogueSeed {
  categories: {
    id: string;
    parentId: string | null;
    level: number;
    position: number;
    name: LocalizedText;
    slug: LocalizedText;
  }[];
  products: {
    id: string;
    brand: string;
    productType: string;
    gender: string;
    categoryId: string;
    model: string;
    name: LocalizedText;
    slug: LocalizedText;
    description: LocalizedText;
    features: LocalizedList;
    eyebrow: LocalizedText | null;
    badge: string | null;
    isNew: boolean;
    releaseDate: string;
    unitsSold: number;
    colors: {
      code: string;
      name: LocalizedText;
      family: string;
      swatch: string;
      accent: string;
      images: string[];
    }[];
    sizes: { code: string; labels: SizeLabels; order: number }[];
    variants: {
      sku: string;
      upc: string;
      color: string;
      size: string;
      prices: Record<
        Currency,
        { list: number; sale: number | null; historicBest: number; previousBestSale: number | null }
      >;
      stock: number;
    }[];
  }[];
  productSets: {
    id: string;
    name: LocalizedText;
    description: LocalizedText;
    productIds: string[];
    image: string;
  }[];
  stores: {
    id: string;
    name: string;
    brands: string[];
    address: SeedAddress;
    phone: string;
    email: string;
    latitude: number;
    longitude: number;
    timeZone: string;
    openingHours: OpeningHours;
    services: string[];
  }[];
  employees: {
    employeeId: string;
    storeId: string;
    firstName: string;
    lastName: string;
    active: boolean;
  }[];
  storeStock: { storeId: string; sku: string; quantity: number }[];
  collectionPoints: {
    id: string;
    name: string;
    type: string;
    carrier: string;
    address: SeedAddress;
    latitude: number;
    longitude: number;
    openingHours: OpeningHours;
  }[];
  postalAreas: { country: string; prefix: string; latitude: number; longitude: number }[];
  reviews: {
    id: string;
    productId: string;
    rating: number;
    language: Language;
    title: LocalizedText;
    text: LocalizedText;
    nickname: string;
    location: string | null;
    createdAt: string;
    verifiedPurchase: boolean;
    recommended: boolean;
    fit: string | null;
    helpfulVotes: number;
    unhelpfulVotes: number;
    flags: string[];
  }[];
  questions: {
    id: string;
    productId: string;
    language: Language;
    text: string;
    nickname: string;
    email: string;
    createdAt: string;
    answers: {
      id: string;
      text: string;
      nickname: string;
      isStaff: boolean;
      createdAt: string;
      helpfulVotes: number;
      unhelpfulVotes: number;
    }[];
  }[];
  countries: {
    code: string;
    sites: string[];
    shipping: AddressRules;
    billing: AddressRules;
    provinceNames: Partial<Record<Language, Record<string, string>>>;
    minimumAge: number;
    dateFormat: string;
  }[];
  phoneCountries: { code: string; dialCode: string; mask: string }[];
}

const languages: Language[] = ['en', 'fr', 'de'];

/** Insert in slices: PostgreSQL takes at most 65,535 parameters per statement. */
async function insertAll<T>(
  rows: readonly T[],
  insert: (slice: T[]) => Promise<unknown>,
  size = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size)
    await insert(rows.slice(start, start + size));
}

type SeedCategory = CatalogueSeed['categories'][number];
type SeedProduct = CatalogueSeed['products'][number];

/** Write the demo catalogue into the catalogue tables (inside the seeder's transaction). */
export async function seedCatalogue(tx: Transaction, data: CatalogueSeed): Promise<void> {
  await insertCategories(tx, data.categories);
  await insertProducts(tx, data.products);

  await tx.insert(stores).values(
    data.stores.map((store) => ({
      id: store.id,
      name: store.name,
      brands: store.brands,
      ...store.address,
      phone: store.phone,
      email: store.email,
      latitude: store.latitude,
      longitude: store.longitude,
      timeZone: store.timeZone,
      openingHours: store.openingHours,
      services: store.services,
    })),
  );
  await insertAll(data.storeStock, (rows) => tx.insert(storeInventory).values(rows));
  await tx.insert(storeEmployees).values(data.employees);
  await tx.insert(collectionPoints).values(
    data.collectionPoints.map((point) => ({
      id: point.id,
      name: point.name,
      type: point.type,
      carrier: point.carrier,
      ...point.address,
      latitude: point.latitude,
      longitude: point.longitude,
      openingHours: point.openingHours,
    })),
  );
  await tx.insert(postalAreas).values(data.postalAreas);

  await tx.insert(productSets).values(
    data.productSets.map((set, position) => ({
      id: set.id,
      names: set.name,
      descriptions: set.description,
      image: set.image,
      position,
    })),
  );
  await tx
    .insert(productSetItems)
    .values(
      data.productSets.flatMap((set) =>
        set.productIds.map((productId, position) => ({ setId: set.id, productId, position })),
      ),
    );

  await insertAll(data.reviews, (rows) =>
    tx.insert(reviews).values(
      rows.map((review) => ({
        id: review.id,
        productId: review.productId,
        rating: review.rating,
        language: review.language,
        title: review.title[review.language],
        text: review.text[review.language],
        nickname: review.nickname,
        location: review.location,
        createdAt: new Date(review.createdAt),
        verifiedPurchase: review.verifiedPurchase,
        recommended: review.recommended,
        fit: review.fit,
        helpfulVotes: review.helpfulVotes,
        unhelpfulVotes: review.unhelpfulVotes,
        flagCount: review.flags.length,
      })),
    ),
  );
  await insertAll(
    data.reviews.flatMap((review) =>
      languages
        .filter((language) => language !== review.language)
        .map((language) => ({
          reviewId: review.id,
          language,
          title: review.title[language],
          text: review.text[language],
        })),
    ),
    (rows) => tx.insert(reviewTranslations).values(rows),
  );
  const flags = data.reviews.flatMap((review) =>
    review.flags.map((reason, index) => ({
      reviewId: review.id,
      voter: `seed:${index + 1}`,
      reason,
    })),
  );
  if (flags.length) await insertAll(flags, (rows) => tx.insert(reviewFlags).values(rows));

  await insertAll(data.questions, (rows) =>
    tx.insert(productQuestions).values(
      rows.map((question) => ({
        id: question.id,
        productId: question.productId,
        language: question.language,
        text: question.text,
        nickname: question.nickname,
        email: question.email,
        createdAt: new Date(question.createdAt),
      })),
    ),
  );
  const answers = data.questions.flatMap((question) =>
    question.answers.map((item) => ({
      ...item,
      questionId: question.id,
      createdAt: new Date(item.createdAt),
    })),
  );
  if (answers.length) await insertAll(answers, (rows) => tx.insert(productAnswers).values(rows));

  await tx.insert(countries).values(data.countries);
  await tx
    .insert(phoneCountries)
    .values(data.phoneCountries.map((entry, position) => ({ ...entry, position })));
}

async function insertCategories(tx: Transaction, rows: readonly SeedCategory[]): Promise<void> {
  const sortedCategories = [...rows].sort((a, b) => a.level - b.level);

  await insertAll(sortedCategories, (rows) =>
    tx.insert(categories).values(
      rows.map((category) => ({
        id: category.id,
        parentId: category.parentId,
        level: category.level,
        position: category.position,
        names: category.name,
        slugs: category.slug,
      })),
    ),
  );
}

/** Products with their colours, sizes, variants, prices and online stock. */
async function insertProducts(tx: Transaction, list: readonly SeedProduct[]): Promise<void> {
  await insertAll(list, (rows) =>
    tx.insert(products).values(
      rows.map((product) => ({
        id: product.id,
        brand: product.brand,
        productType: product.productType,
        gender: product.gender,
        categoryId: product.categoryId,
        model: product.model,
        names: product.name,
        slugs: product.slug,
        descriptions: product.description,
        features: product.features,
        eyebrow: product.eyebrow,
        badge: product.badge,
        isNew: product.isNew,
        releaseDate: product.releaseDate,
        unitsSold: product.unitsSold,
      })),
    ),
  );
  await insertAll(
    list.flatMap((product) =>
      product.colors.map((color, position) => ({
        productId: product.id,
        code: color.code,
        position,
        names: color.name,
        family: color.family,
        swatch: color.swatch,
        accent: color.accent,
        images: color.images,
      })),
    ),
    (rows) => tx.insert(productColors).values(rows),
  );
  await insertAll(
    list.flatMap((product) =>
      product.sizes.map((size, position) => ({
        productId: product.id,
        code: size.code,
        position,
        labels: size.labels,
        sortOrder: size.order,
      })),
    ),
    (rows) => tx.insert(productSizes).values(rows),
  );
  const variants = list.flatMap((product) =>
    product.variants.map((variant, position) => ({ product, variant, position })),
  );
  await insertAll(variants, (rows) =>
    tx.insert(productVariants).values(
      rows.map(({ product, variant, position }) => ({
        sku: variant.sku,
        productId: product.id,
        upc: variant.upc,
        colorCode: variant.color,
        sizeCode: variant.size,
        position,
      })),
    ),
  );
  await insertAll(
    variants.flatMap(({ variant }) =>
      (Object.entries(variant.prices) as [Currency, (typeof variant.prices)[Currency]][]).map(
        ([currency, price]) => ({
          sku: variant.sku,
          currency,
          listAmount: price.list,
          saleAmount: price.sale,
          historicBestAmount: price.historicBest,
          previousBestSaleAmount: price.previousBestSale,
        }),
      ),
    ),
    (rows) => tx.insert(skuPrices).values(rows),
  );
  await insertAll(variants, (rows) =>
    tx
      .insert(skuInventory)
      .values(rows.map(({ variant }) => ({ sku: variant.sku, quantity: variant.stock }))),
  );
}

/**
 * The categories and products of the demo catalogue that a database seeded before they were
 * added does not hold yet (the digital gift cards); nothing on a database seeded since.
 */
export async function seedMissingProducts(
  tx: Transaction,
  data: Pick<CatalogueSeed, 'categories' | 'products'>,
): Promise<void> {
  const knownCategories = new Set(
    (await tx.select({ id: categories.id }).from(categories)).map((row) => row.id),
  );
  await insertCategories(
    tx,
    data.categories.filter((category) => !knownCategories.has(category.id)),
  );
  const knownProducts = new Set(
    (await tx.select({ id: products.id }).from(products)).map((row) => row.id),
  );
  await insertProducts(
    tx,
    data.products.filter((product) => !knownProducts.has(product.id)),
  );
}
