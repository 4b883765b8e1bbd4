import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AddressRules } from '#api/contract/utilities.ts';

/*
 * The catalogue (spec §7 Products, Stores, Utilities): categories, products with their
 * colours, sizes and variants (skus), prices per currency, stock online and per store,
 * stores, reviews with votes, flags and translations, questions and answers, back-in-stock
 * subscriptions, and the address rules of the countries the sites ship to.
 *
 * Money is integer minor units (cents); texts that differ per language are `{ en, fr, de }`.
 */

export type LocalizedText = { en: string; fr: string; de: string };
export type LocalizedList = { en: string[]; fr: string[]; de: string[] };
export type SizeLabels = { us: string; uk: string; eu: string };
export type OpeningHours = { dayOfWeek: number; opens: string; closes: string }[];

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    slugs: jsonb('slugs').$type<LocalizedText>().notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    productType: text('product_type').notNull(),
    gender: text('gender').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    model: text('model').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    slugs: jsonb('slugs').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    features: jsonb('features').$type<LocalizedList>().notNull(),
    eyebrow: jsonb('eyebrow').$type<LocalizedText>(),
    badge: text('badge'),
    isNew: boolean('is_new').notNull().default(false),
    releaseDate: date('release_date').notNull(),
    /** Units sold in the last 90 days: popularity and trending. */
    unitsSold: integer('units_sold').notNull().default(0),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    family: text('family').notNull(),
    swatch: text('swatch').notNull(),
    /** Trim colour of the artwork. */
    accent: text('accent').notNull(),
    /** Image public ids, front view first. */
    images: jsonb('images').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code] })],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    labels: jsonb('labels').$type<SizeLabels>().notNull(),
    /** Sort key across size systems (size facet). */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code] })],
);

/** Variants: one sku per colour × size of a product. */
export const productVariants = pgTable(
  'product_variants',
  {
    sku: text('sku').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    upc: text('upc').notNull(),
    colorCode: text('color_code').notNull(),
    sizeCode: text('size_code').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    uniqueIndex('product_variants_upc_key').on(t.upc),
  ],
);

/** The price of a sku in a currency (minor units). */
export const skuPrices = pgTable(
  'sku_prices',
  {
    sku: text('sku')
      .notNull()
      .references(() => productVariants.sku, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    listAmount: integer('list_amount').notNull(),
    /** Markdown price; null when not on sale. */
    saleAmount: integer('sale_amount'),
    /** Lowest price of the last 30 days. */
    historicBestAmount: integer('historic_best_amount').notNull(),
    previousBestSaleAmount: integer('previous_best_sale_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.sku, t.currency] }),
    check(
      'sku_prices_positive',
      sql`${t.listAmount} > 0 AND (${t.saleAmount} IS NULL OR ${t.saleAmount} > 0)`,
    ),
  ],
);

/** Units of a sku available to sell online. */
export const skuInventory = pgTable(
  'sku_inventory',
  {
    sku: text('sku')
      .primaryKey()
      .references(() => productVariants.sku, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sku_inventory_quantity', sql`${t.quantity} >= 0`)],
);

export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  brands: jsonb('brands').$type<string[]>().notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  province: text('province'),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  services: jsonb('services').$type<string[]>().notNull(),
});

/** Units of a sku on hand in a store (a missing row is 0). */
export const storeInventory = pgTable(
  'store_inventory',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => productVariants.sku, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.sku] }),
    index('store_inventory_sku_idx').on(t.sku),
    check('store_inventory_quantity', sql`${t.quantity} >= 0`),
  ],
);

/** The staff roster of each store (associate login picks from it). */
export const storeEmployees = pgTable(
  'store_employees',
  {
    employeeId: text('employee_id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('store_employees_store_idx').on(t.storeId)],
);

/** Parcel lockers and partner shops (spec shipping code `pudo`). */
export const collectionPoints = pgTable('collection_points', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  carrier: text('carrier').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  province: text('province'),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
});

/** The demo geocoder: postal-code prefixes and the centre of their area. */
export const postalAreas = pgTable(
  'postal_areas',
  {
    country: text('country').notNull(),
    prefix: text('prefix').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.prefix] })],
);

export const productSets = pgTable('product_sets', {
  id: text('id').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

export const productSetItems = pgTable(
  'product_set_items',
  {
    setId: text('set_id')
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.productId] }),
    index('product_set_items_product_idx').on(t.productId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    /** The language it was written in. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    nickname: text('nickname').notNull(),
    location: text('location'),
    /** The author's address, never shown (null for imported reviews). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull(),
    recommended: boolean('recommended').notNull(),
    fit: text('fit'),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    unhelpfulVotes: integer('unhelpful_votes').notNull().default(0),
    /** Distinct shoppers who flagged it (rows of review_flags). */
    flagCount: integer('flag_count').notNull().default(0),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_votes', sql`${t.helpfulVotes} >= 0 AND ${t.unhelpfulVotes} >= 0`),
  ],
);

export const reviewTranslations = pgTable(
  'review_translations',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.language] })],
);

/** One vote per shopper (`consumer:<id>` or `guest:<id>`) and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/** One flag per shopper and review. */
export const reviewFlags = pgTable(
  'review_flags',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

export const productQuestions = pgTable(
  'product_questions',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text').notNull(),
    nickname: text('nickname').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_questions_product_idx').on(t.productId)],
);

export const productAnswers = pgTable(
  'product_answers',
  {
    id: text('id').primaryKey(),
    questionId: text('question_id')
      .notNull()
      .references(() => productQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    nickname: text('nickname').notNull(),
    isStaff: boolean('is_staff').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    unhelpfulVotes: integer('unhelpful_votes').notNull().default(0),
  },
  (t) => [
    index('product_answers_question_idx').on(t.questionId),
    check('product_answers_votes', sql`${t.helpfulVotes} >= 0 AND ${t.unhelpfulVotes} >= 0`),
  ],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: text('answer_id')
      .notNull()
      .references(() => productAnswers.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.voter] })],
);

/** Back-in-stock subscriptions: an e-mail goes out when the sku is in stock again. */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: text('sku')
      .notNull()
      .references(() => productVariants.sku, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('stock_notifications_sku_email_key').on(t.sku, t.email)],
);

/** Countries the sites ship to, with their address rules (api AddressRules as JSON). */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  sites: jsonb('sites').$type<string[]>().notNull(),
  shipping: jsonb('shipping').$type<AddressRules>().notNull(),
  billing: jsonb('billing').$type<AddressRules>().notNull(),
  provinceNames: jsonb('province_names').$type<Record<string, Record<string, string>>>().notNull(),
  minimumAge: integer('minimum_age').notNull(),
  dateFormat: text('date_format').notNull(),
});

export const phoneCountries = pgTable('phone_countries', {
  code: text('code').primaryKey(),
  dialCode: text('dial_code').notNull(),
  mask: text('mask').notNull(),
  position: integer('position').notNull(),
});
