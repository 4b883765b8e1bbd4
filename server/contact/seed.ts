import type { Transaction } from '../db/client.ts';
import { contactCategories, contactSubjects } from '../db/schema/contact.ts';

type Labels = { en: string; fr: string; de: string };

export interface ContactCategorySeed {
  code: string;
  labels: Labels;
  subjects: readonly { code: string; labels: Labels }[];
}

/** Contact-us categories and subjects (demo/profiles/contactSubjects.ts). */
export async function seedContactCategories(
  tx: Transaction,
  categories: readonly ContactCategorySeed[],
): Promise<void> {
  for (const [position, category] of categories.entries()) {
    await tx
      .insert(contactCategories)
      .values({ code: category.code, position, labels: category.labels })
      .onConflictDoNothing();
    for (const [subjectPosition, subject] of category.subjects.entries()) {
      await tx
        .insert(contactSubjects)
        .values({
          categoryCode: category.code,
          code: subject.code,
          position: subjectPosition,
          labels: subject.labels,
        })
        .onConflictDoNothing();
    }
  }
}
