import { data, useLoaderData } from 'react-router';
import { queryKeys } from '#api/client/queryKeys.ts';
import { createCart } from '#api/contract/cart.ts';
import { type CountryI18n, getCountryI18n, getCountryList } from '#api/contract/utilities.ts';
import { countryOf } from '#flows/validation/country.ts';
import { pageTitle } from '#i18n/languages.ts';
import { cartQueryKey } from '#shopper/index.ts';
import { useSeededQueries } from '#shopper/seedQueries.ts';
import { CheckoutPage } from '../checkout/CheckoutPage.tsx';
import { apiOf, loadOptional, siteFor } from '../loaders.ts';
import { hasAccessCookie } from '../runtime/audience.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/checkout';

/**
 * `/{locale}/checkout`: the shopper's cart rendered on the server when the request has a
 * session (the page is then theirs alone: private, no-store), else read in the browser.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const api = apiOf(context);
  const { locale } = site;
  const rulesOf = (country: string) =>
    loadOptional(api.call(getCountryI18n, { params: { countryCode: country }, query: { locale } }));
  const siteCountry = countryOf(locale);
  const [cart, countries, siteRules] = await Promise.all([
    hasAccessCookie(request) ? loadOptional(api.call(createCart, { body: {} })) : null,
    loadOptional(api.call(getCountryList, { query: { locale } })),
    rulesOf(siteCountry),
  ]);
  // The address forms' countries and rules with the page: the state or province select is
  // in the HTML, and nothing renders again when they would have arrived.
  const rules: Record<string, CountryI18n | null> = { [siteCountry]: siteRules };
  for (const address of [cart?.shippingAddress, cart?.billingAddress]) {
    const country = address?.country;
    if (country && !(country in rules)) rules[country] = await rulesOf(country);
  }
  return data(
    { site, cart, countries, rules },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'checkout') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Checkout', popUps: false, shell: 'checkout' };

export default function CheckoutRoute() {
  const { site, cart, countries, rules } = useLoaderData<typeof loader>();
  // The server's cart, countries and address rules go into the cache before the page reads them.
  useSeededQueries([
    [cartQueryKey, cart],
    [queryKeys.countries(site.locale), countries],
    ...Object.entries(rules).map(
      ([country, answer]) => [queryKeys.countryRules(country, site.locale), answer] as const,
    ),
  ]);
  return (
    <div className={contained}>
      <CheckoutPage locale={site.locale} />
    </div>
  );
}
