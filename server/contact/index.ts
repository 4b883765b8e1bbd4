import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { SiteLocale } from '#api/contract/common.ts';
import { getContactCategories, submitContactRequest } from '#api/contract/contact.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.ts';
import { contactCategories, contactRequests, contactSubjects } from '../db/schema/contact.ts';
import { assertHuman } from '../http/botCheck.ts';
import { ApiError } from '../http/errors.ts';
import { enforceRates, ipRateKey, takeRate, tooManyRequests } from '../http/rate-limit.ts';
import type { Domain } from '../http/route.ts';

function languageOf(locale: SiteLocale | undefined): 'en' | 'fr' | 'de' {
  if (locale?.startsWith('fr')) return 'fr';
  if (locale?.startsWith('de')) return 'de';
  return 'en';
}

function caseNumber(): string {
  return `CS-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Spec §7 Contact. */
export const contactDomain: Domain = {
  name: 'contact',
  register({ route }) {
    route(getContactCategories, async ({ db, locale }) => {
      const language = languageOf(locale);
      const [categories, subjects] = await Promise.all([
        db.select().from(contactCategories).orderBy(asc(contactCategories.position)),
        db.select().from(contactSubjects).orderBy(asc(contactSubjects.position)),
      ]);
      return {
        categories: categories.map((category) => ({
          code: category.code,
          label: category.labels[language],
          subjects: subjects
            .filter((subject) => subject.categoryCode === category.code)
            .map((subject) => ({ code: subject.code, label: subject.labels[language] })),
        })),
      };
    });

    // Public, but a signed-in caller's case is joined to the account: the consumer's
    // session must still be live (readsAuth).
    route(
      submitContactRequest,
      async ({ body, auth, db, deps, locale, log, c }) => {
        // A case (and a mail) for anyone's address: a bot check, and a few per address.
        await assertHuman(deps, body.captcha, 'contact', c);
        await enforceRates(
          db,
          [{ key: ipRateKey('contact', c), limit: deps.config.rateLimits.contactPerIp }],
          deps.now(),
          tooManyRequests,
        );
        const [subject] = await db
          .select({ code: contactSubjects.code })
          .from(contactSubjects)
          .where(
            and(
              eq(contactSubjects.categoryCode, body.categoryCode),
              eq(contactSubjects.code, body.subjectCode),
            ),
          )
          .limit(1);
        if (!subject) throw new ApiError('ATTR100', 'Unknown category or subject');
        const site = locale ?? 'en-us';
        for (let attempt = 0; ; attempt += 1) {
          const number = caseNumber();
          try {
            await db.transaction(async (tx) => {
              await tx.insert(contactRequests).values({
                caseNumber: number,
                consumerId: auth.kind === 'consumer' ? auth.consumerId : null,
                brand: body.brand,
                locale: site,
                categoryCode: body.categoryCode,
                subjectCode: body.subjectCode,
                firstName: body.firstName,
                lastName: body.lastName,
                email: body.email,
                phone: body.phone ?? null,
                orderNumber: body.orderNumber ?? null,
                message: body.message,
                createdAt: deps.now(),
              });
              // The case is always opened; its acknowledgement only while the address has
              // not had too many (the form must not flood someone else's mailbox).
              const acknowledgement = await takeRate(
                tx,
                `rate:contact-ack:${body.email.toLowerCase()}`,
                deps.config.rateLimits.contactAcknowledgementPerRecipient,
                deps.now(),
              );
              if (acknowledgement.allowed) {
                await deps.mailer.send(tx, {
                  to: body.email,
                  template: 'contactAcknowledgement',
                  locale: site,
                  data: { caseNumber: number, firstName: body.firstName },
                });
              } else {
                log.info(
                  { caseNumber: number },
                  'contact acknowledgement over its limit: not sent',
                );
              }
            });
            return { caseNumber: number };
          } catch (error) {
            if (pgErrorCode(error) !== UNIQUE_VIOLATION || attempt >= 2) throw error;
          }
        }
      },
      { readsAuth: true },
    );
  },
};
