import type { HttpHandler } from 'msw';
import type { AnyRoute } from '#api/contract/route.ts';
import {
  getCountryI18n,
  getCountryList,
  getStoreEmployees,
  getUtilityStores,
} from '#api/contract/utilities.ts';
import { countryI18n, countryList } from '#commerce/catalogue/countries.ts';
import { siteContext, storeEmployees, utilityStores } from '#demo/catalogue/views.ts';
import { associateOf } from './auth.ts';
import { MockApiError, type MockRoute, mockRoute } from './http.ts';
import { answer, mockCatalogue } from './products.ts';
import { readMockSession } from './session.ts';

/* MSW handlers of spec §7 Utilities: countries, address rules, stores and employees. */

export const utilityHandlers = {
  getCountryList: mockRoute(getCountryList, ({ query }) =>
    countryList(mockCatalogue().countries, siteContext(query.locale)),
  ),
  getCountryI18n: mockRoute(getCountryI18n, ({ params, query }) =>
    answer(() => {
      const { countries, phoneCountries } = mockCatalogue();
      const country = countries.find((candidate) => candidate.code === params.countryCode);
      return countryI18n(country, params.countryCode, phoneCountries, siteContext(query.locale));
    }),
  ),
  getUtilityStores: mockRoute(getUtilityStores, ({ query }) =>
    utilityStores(mockCatalogue(), query.country),
  ),
  getStoreEmployees: mockRoute(getStoreEmployees, ({ params, cookies }) => {
    // As the service: the store's own signed-in associates only.
    const session = readMockSession(cookies);
    if (session.kind !== 'agent' || associateOf(session.employeeId)?.storeId !== params.storeId) {
      throw new MockApiError('AUT432', "Associates see their own store's roster only");
    }
    return answer(() => storeEmployees(mockCatalogue(), params.storeId));
  }),
} satisfies Record<string, MockRoute<AnyRoute>>;

export const utilityStates = {
  /** STR404: the associate's store is unknown. */
  storeNotFound: (): HttpHandler => utilityHandlers.getStoreEmployees.error('STR404'),
  /** A store without active employees. */
  noEmployees: (): HttpHandler =>
    utilityHandlers.getStoreEmployees.with(({ params }) => ({
      storeId: params.storeId,
      employees: [],
    })),
};

export const utilityHappyPath: HttpHandler[] = Object.values(utilityHandlers).map((handler) =>
  handler.ok(),
);
