/**
 * Demo data: seeds a database from demo, one seeder per domain, each once per
 * database (`seed_runs`), so a domain added later is seeded into an existing database on
 * the next start. Seeders live in their domain (`server/<domain>/seed.ts`, taking the data
 * as an argument: only this file may import mocks/) and are listed below.
 */
import { inArray } from 'drizzle-orm';
import { getCatalogue } from '#demo/catalogue/index.ts';
import {
  demoCoupons,
  demoGiftCards,
  demoPromotions,
  demoSavedCards,
  demoWelcomeCodes,
} from '#demo/checkout/index.ts';
import { contentEntries } from '#demo/content/index.ts';
import { experimentDatafiles } from '#demo/experiments/index.ts';
import {
  contactCategories,
  demoAccount,
  demoAccounts,
  demoAssociates,
  DEMO_PASSWORD as PUBLISHED_DEMO_PASSWORD,
} from '#demo/profiles/index.ts';
import { demoUgc } from '#demo/ugc/index.ts';
import { seedCatalogue, seedMissingProducts } from '../catalogue/seed.ts';
import { seedCheckout, seedMissingPromotions, seedWelcomeCodes } from '../checkout/seed.ts';
import type { ServerConfig } from '../config.ts';
import { seedAssociateCredentials, seedProfiles } from '../consumer/seed.ts';
import { seedContactCategories } from '../contact/seed.ts';
import { seedContent } from '../content/seed.ts';
import { seedDatafiles } from '../experiments/store.ts';
import { type OrderSeed, seedOrders } from '../orders/seed.ts';
import { seedUgc } from '../ugc/seed.ts';
import type { Database, Transaction } from './client.ts';
import { seedRuns } from './schema/meta.ts';

export interface SeedContext {
  config: ServerConfig;
  now: Date;
}

export interface Seeder {
  /** Unique and stable: it is recorded in seed_runs. */
  name: string;
  run(tx: Transaction, context: SeedContext): Promise<void>;
  /** False: skipped and not recorded, so a later start may seed it. @default always */
  enabled?(context: SeedContext): boolean;
}

/**
 * The password demo accounts and associates are seeded with: DEMO_PASSWORD when set, else
 * the published one (demo/README.md) outside production. In production without
 * DEMO_PASSWORD: undefined, and the demo accounts are not seeded at all; a DEMO_PASSWORD
 * equal to the published one is refused there.
 */
export function demoPasswordFor(config: ServerConfig): string | undefined {
  const production = config.environment === 'production';
  if (config.demoPassword === undefined) return production ? undefined : PUBLISHED_DEMO_PASSWORD;
  if (production && config.demoPassword === PUBLISHED_DEMO_PASSWORD) {
    throw new Error('DEMO_PASSWORD must not be the published demo password in production');
  }
  return config.demoPassword;
}

const demoPasswordSet = ({ config }: SeedContext) => demoPasswordFor(config) !== undefined;

/** Demo accounts of demo/profiles, with the password of `demoPasswordFor`. */
export const profilesSeeder: Seeder = {
  name: 'profiles',
  enabled: demoPasswordSet,
  run: (tx, context) => {
    const password = demoPasswordFor(context.config) ?? null;
    const accounts = demoAccounts.map((a) => ({ ...a, password: a.password && password }));
    return seedProfiles(tx, accounts, context);
  },
};
export const contactSeeder: Seeder = {
  name: 'contact-categories',
  run: (tx) => seedContactCategories(tx, contactCategories),
};
/** After the catalogue: associates are employees of its store roster. */
export const associatesSeeder: Seeder = {
  name: 'associate-credentials',
  enabled: demoPasswordSet,
  run: (tx, context) => {
    const password = demoPasswordFor(context.config);
    if (!password) return Promise.resolve();
    const associates = demoAssociates.map((a) => ({ ...a, password }));
    return seedAssociateCredentials(tx, associates, context);
  },
};

/** Shopper photos (spec §7 social media content service); their pixels are drawn on demand. */
export const ugcSeeder: Seeder = { name: 'ugc', run: (tx) => seedUgc(tx, demoUgc()) };

/**
 * The loyalty demo member's past orders on en-us, so the account's order pages show
 * something on a fresh store: delivered three weeks ago (two lines, returnable), shipped
 * four days ago (tracked), cancelled. Skus of the demo catalogue, priced when seeded.
 */
export function demoOrders(): OrderSeed[] {
  const maya = demoAccount('loyalty').profile;
  const shipping = maya.consumerDetails.address.find((a) => a.approachType === 'S');
  if (!shipping) throw new Error('The loyalty demo account has no shipping address');
  const address = {
    firstName: shipping.firstName,
    lastName: shipping.lastName,
    addressLine1: shipping.addressLine1,
    ...(shipping.addressLine2 ? { addressLine2: shipping.addressLine2 } : {}),
    city: shipping.city,
    country: shipping.country,
    postalCode: shipping.postalCode,
    ...(shipping.province ? { province: shipping.province } : {}),
    email: maya.consumerDetails.email,
    phone: shipping.phone ?? '',
  };
  const sized = getCatalogue().products.filter(
    (p) => p.brand === 'ridgeline' && p.productType !== 'giftCard' && p.sizes.length > 1,
  );
  const boots = getCatalogue().products.filter((p) => p.brand === 'tread' && p.sizes.length > 1);
  const line = (product: (typeof sized)[number] | undefined, qty: number) => {
    const variant =
      product?.variants.find((v) => v.size === 'M') ??
      product?.variants[Math.floor((product?.variants.length ?? 0) / 2)];
    if (!product || !variant) throw new Error('The demo catalogue has too few products');
    return { sku: variant.sku, masterId: product.id, qty };
  };
  const common = {
    email: maya.consumerDetails.email,
    locale: 'en-us' as const,
    currency: 'USD' as const,
    address,
    card: { brand: 'Visa', last4: '4242', expiryMonth: 12, expiryYear: 2031 },
  };
  return [
    {
      ...common,
      orderNumber: 'CRN09000101',
      lines: [line(sized[0], 1), line(sized[1], 2)],
      placedDaysAgo: 24,
      shippedDaysAgo: 23,
      deliveredDaysAgo: 21,
      trackingNumber: '1ZCRN9A10318456702',
    },
    {
      ...common,
      orderNumber: 'CRN09000102',
      lines: [line(boots[0], 1)],
      placedDaysAgo: 5,
      shippedDaysAgo: 4,
      trackingNumber: '1ZCRN9A20318456713',
    },
    {
      ...common,
      orderNumber: 'CRN09000103',
      lines: [line(sized[2], 1)],
      placedDaysAgo: 12,
      cancelledDaysAgo: 11.9,
    },
  ];
}

/** Every domain's seeder, in dependency order (profiles before carts that reference them). */
export const seeders: readonly Seeder[] = [
  { name: 'catalogue', run: (tx) => seedCatalogue(tx, getCatalogue()) },
  // Databases seeded before the digital gift cards were added to the catalogue get them.
  { name: 'catalogue-gift-cards', run: (tx) => seedMissingProducts(tx, getCatalogue()) },
  { name: 'content', run: (tx, { now }) => seedContent(tx, contentEntries(), now) },
  {
    name: 'experiment-datafiles',
    run: (tx, { now }) => seedDatafiles(tx, experimentDatafiles(), now),
  },
  profilesSeeder,
  contactSeeder,
  associatesSeeder,
  {
    name: 'checkout',
    run: (tx, context) =>
      seedCheckout(tx, context, {
        promotions: demoPromotions,
        coupons: demoCoupons,
        // Published numbers and PIN holding real value: a demo's only, like its accounts.
        giftCards: demoPasswordSet(context) ? demoGiftCards : [],
        savedCards: demoSavedCards,
      }),
  },
  // Databases seeded before the brands' gifts with purchase get the gifts and promotions.
  {
    name: 'gifts-with-purchase',
    run: async (tx) => {
      await seedMissingProducts(tx, getCatalogue());
      await seedMissingPromotions(tx, demoPromotions);
    },
  },
  // The loyalty welcome promotion, and the demo member's own code of it (after the profiles).
  {
    name: 'loyalty-welcome',
    run: (tx, context) =>
      seedWelcomeCodes(tx, context, {
        promotions: demoPromotions,
        welcomeCodes: demoWelcomeCodes,
      }),
  },
  ugcSeeder,
  // After the catalogue, the profiles and the promotions the orders are priced with.
  { name: 'demo-orders', run: (tx, context) => seedOrders(tx, context, demoOrders()) },
];

/** Run the seeders that have not run on this database yet; returns their names. */
export async function seed(
  db: Database,
  context: SeedContext,
  only: readonly Seeder[] = seeders,
): Promise<string[]> {
  if (only.length === 0) return [];
  const done = new Set(
    (
      await db
        .select({ name: seedRuns.name })
        .from(seedRuns)
        .where(
          inArray(
            seedRuns.name,
            only.map((s) => s.name),
          ),
        )
    ).map((row) => row.name),
  );
  const ran: string[] = [];
  for (const seeder of only) {
    if (done.has(seeder.name) || (seeder.enabled && !seeder.enabled(context))) continue;
    await db.transaction(async (tx) => {
      await seeder.run(tx, context);
      await tx.insert(seedRuns).values({ name: seeder.name, seededAt: context.now });
    });
    ran.push(seeder.name);
  }
  return ran;
}
