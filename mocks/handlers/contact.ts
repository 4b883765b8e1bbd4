import { getContactCategories, submitContactRequest } from '#api/contract/contact.ts';
import { contactCategories } from '#demo/profiles/index.ts';
import { assertHuman } from './auth.ts';
import { MockApiError, mockRoute } from './http.ts';

function languageOf(request: Request): 'en' | 'fr' | 'de' {
  const locale = new URL(request.url).searchParams.get('locale') ?? 'en-us';
  if (locale.startsWith('fr')) return 'fr';
  if (locale.startsWith('de')) return 'de';
  return 'en';
}

/** Spec §7 Contact, answered from demo/profiles/contactSubjects.ts. */
export const contactHandlers = {
  getContactCategories: mockRoute(getContactCategories, ({ request }) => {
    const language = languageOf(request);
    return {
      categories: contactCategories.map((category) => ({
        code: category.code,
        label: category.labels[language],
        subjects: category.subjects.map((subject) => ({
          code: subject.code,
          label: subject.labels[language],
        })),
      })),
    };
  }),

  submitContactRequest: mockRoute(submitContactRequest, ({ body }) => {
    assertHuman(body.captcha);
    const category = contactCategories.find((c) => c.code === body.categoryCode);
    if (!category?.subjects.some((s) => s.code === body.subjectCode)) {
      throw new MockApiError('ATTR100', 'Unknown category or subject');
    }
    return { caseNumber: `CS-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  }),
};

export const contactHappyPath = Object.values(contactHandlers).map((handler) => handler.ok());
