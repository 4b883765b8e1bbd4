import '@fontsource-variable/inter';
import '@fontsource/barlow/400.css';
import '@fontsource/barlow/600.css';
import '@fontsource/barlow/700.css';
import '@fontsource/barlow-condensed/700.css';
import '#design-tokens/reset.css.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useParams,
  useRouteLoaderData,
} from 'react-router';
import { ApiProvider } from '#api/client/react.tsx';
import { RouterBridge } from '#components/RouterBridge/index.ts';
import { ToastProvider } from '#components/Toast/index.ts';
import { themeClass } from '#design-tokens/themes.css.ts';
import { createI18n, defaultLocale, isSiteLocale, localeInfo, setLocale } from '#i18n/index.ts';
import type { Route } from './+types/root';
import { servicesContext } from './context.ts';
import { ErrorPage } from './shell/ErrorPage.tsx';
import { ShopperState } from './shopper/ShopperState.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The brand of the request's host: the theme of every page, error pages included. */
export function loader({ context }: Route.LoaderArgs) {
  return { brand: context.get(servicesContext).brand };
}

function useSiteLocale() {
  const { locale } = useParams();
  return isSiteLocale(locale) ? locale : defaultLocale;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = useSiteLocale();
  const brand = root?.brand ?? 'ridgeline';
  return (
    <html lang={localeInfo[locale].tag} className={themeClass[brand]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The providers every page shares: data cache, API client, language, router links. */
function Providers({ children }: { children: ReactNode }) {
  const locale = useSiteLocale();
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  // One instance per render tree; a client navigation to another locale switches it.
  const [i18n] = useState(() => createI18n(locale));
  useMemo(() => {
    if (i18n.language !== localeInfo[locale].tag) void setLocale(i18n, locale);
  }, [i18n, locale]);
  useEffect(() => {
    document.documentElement.lang = localeInfo[locale].tag;
  }, [locale]);
  // The page is interactive from here (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider baseUrl="/api" locale={locale}>
        <I18nextProvider i18n={i18n}>
          <I18nProvider locale={localeInfo[locale].tag}>
            <RouterBridge>
              <ToastProvider>
                <ShopperState />
                {children}
              </ToastProvider>
            </RouterBridge>
          </I18nProvider>
        </I18nextProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}

export default function App() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}

/** Anything the site layout could not catch (its own loader failed): the bare error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Providers>
      <ErrorPage error={error} />
    </Providers>
  );
}
