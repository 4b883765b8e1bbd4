import { inArray } from 'drizzle-orm';
import { type Brand, brand as brandSchema, brands } from '#api/contract/common.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { brandNameOf } from '#commerce/content/views.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalogue.ts';

/*
 * The brand an order's mails and documents carry (issue 46): the invoice, the return label,
 * the gift cards it bought and every mail about it are signed by the brand of the site it
 * was placed on, never by the platform. A cart or an order keeps only its site's locale
 * (the brand is the storefront's host), so the brand is its products': that of most of its
 * units, the first line's on a tie; the first brand when none of them is known.
 */

/** What is read of a line: its style (master id) and its units. */
export interface BrandedLine {
  masterId: string;
  qty: number;
}

/** The brand of most of the lines' units (the first line's of those tied). */
export function brandOfLines(
  brandOf: ReadonlyMap<string, Brand>,
  lines: readonly BrandedLine[],
): Brand {
  const units = new Map<Brand, number>();
  for (const line of lines) {
    const found = brandOf.get(line.masterId);
    if (found) units.set(found, (units.get(found) ?? 0) + line.qty);
  }
  let chosen: Brand = brands[0];
  let most = 0;
  // A Map iterates in insertion order: the first line's brand wins a tie.
  for (const [candidate, count] of units) {
    if (count > most) {
      chosen = candidate;
      most = count;
    }
  }
  return chosen;
}

/** The display name of the lines' brand, from the catalogue read model the caller holds. */
export function brandNameInModel(
  model: Pick<CatalogueModel, 'products'>,
  lines: readonly BrandedLine[],
): string {
  const brandOf = new Map(
    lines.flatMap((line) => {
      const product = model.products.get(line.masterId);
      return product ? [[line.masterId, product.brand] as const] : [];
    }),
  );
  return brandNameOf(brandOfLines(brandOf, lines));
}

/**
 * The display name of the brand of an order's (or some lines') products, read in the
 * caller's transaction (one statement, by primary key).
 */
export async function brandNameOfLines(
  db: Executor,
  lines: readonly BrandedLine[],
): Promise<string> {
  const ids = [...new Set(lines.map((line) => line.masterId))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, brand: products.brand })
          .from(products)
          .where(inArray(products.id, ids));
  const brandOf = new Map(
    rows.flatMap((row) => {
      const parsed = brandSchema.safeParse(row.brand);
      return parsed.success ? [[row.id, parsed.data] as const] : [];
    }),
  );
  return brandNameOf(brandOfLines(brandOf, lines));
}
