import { describe, expect, it } from 'vitest';
import { newPassword } from '#api/contract/common.ts';
import { consumerProfile } from '#api/contract/consumer.ts';
import { contactCategory } from '#api/contract/contact.ts';
import { getCatalogue } from '../catalogue/index.ts';
import { contactCategories, DEMO_PASSWORD, demoAccounts, demoAssociates } from './index.ts';

describe('demo profiles', () => {
  it.each(demoAccounts.map((a) => [a.key, a] as const))(
    '%s is a valid consumer profile',
    (_, account) => {
      expect(consumerProfile.parse(account.profile)).toEqual(account.profile);
    },
  );

  it('has unique ids, numbers and emails, and a password that meets the policy', () => {
    for (const field of ['consumerId', 'consumerNo'] as const) {
      const values = demoAccounts.map((a) => a.profile[field]);
      expect(new Set(values).size).toBe(values.length);
    }
    const emails = demoAccounts.map((a) => a.profile.consumerDetails.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(newPassword.safeParse(DEMO_PASSWORD).success).toBe(true);
  });

  it('names associates who are active on the catalogue roster', () => {
    const { employees } = getCatalogue();
    for (const associate of demoAssociates) {
      expect(
        employees.some(
          (e) =>
            e.employeeId === associate.storeEmployeeId &&
            e.storeId === associate.storeId &&
            e.active,
        ),
      ).toBe(true);
    }
  });

  it('labels every contact category and subject in en, fr and de', () => {
    for (const language of ['en', 'fr', 'de'] as const) {
      for (const category of contactCategories) {
        expect(
          contactCategory.safeParse({
            code: category.code,
            label: category.labels[language],
            subjects: category.subjects.map((s) => ({ code: s.code, label: s.labels[language] })),
          }).success,
        ).toBe(true);
      }
    }
  });
});
