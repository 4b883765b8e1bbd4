import { asc, eq } from 'drizzle-orm';
import type { CountryI18n } from '#api/contract/utilities.ts';
import {
  countryI18n as countryAnswer,
  countryList as listAnswer,
} from '#commerce/catalogue/countries.ts';
import type { Site } from '#commerce/catalogue/site.ts';
import type { Executor } from '../db/client.ts';
import { countries, phoneCountries } from '../db/schema/catalogue.ts';

/*
 * Country lists, address rules and phone numbering (spec §3, §5, §9): the rows from the
 * database, the answers from commerce/catalogue/countries.ts (shared with the MSW handlers).
 */

/** The countries the site ships to: its own first, then by name. */
export async function countryList(db: Executor, site: Site) {
  const rows = await db.select({ code: countries.code, sites: countries.sites }).from(countries);
  return listAnswer(rows, site);
}

export async function countryI18n(
  db: Executor,
  countryCode: string,
  site: Site,
): Promise<CountryI18n> {
  const [country] = await db
    .select()
    .from(countries)
    .where(eq(countries.code, countryCode))
    .limit(1);
  const phones = country
    ? await db.select().from(phoneCountries).orderBy(asc(phoneCountries.position))
    : [];
  return countryAnswer(country, countryCode, phones, site);
}
