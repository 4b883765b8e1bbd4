/**
 * Every domain's tables. One file per domain (`./<domain>.ts`); add its `export *` line
 * here and drizzle-kit sees it (`npm run db:generate`). Table names are prefixed by
 * nothing and unique across domains; exported names must be unique too.
 */
export * from './auth.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './checkout.ts';
export * from './consumer.ts';
export * from './contact.ts';
export * from './content.ts';
export * from './events.ts';
export * from './experiments.ts';
export * from './mail.ts';
export * from './meta.ts';
export * from './orders.ts';
export * from './ugc.ts';
export * from './wishlists.ts';
