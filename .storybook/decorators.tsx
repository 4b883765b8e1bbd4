import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { ApiProvider } from '#api/client/react.tsx';
import { RouterBridge } from '#components/RouterBridge/index.ts';
import { ToastProvider } from '#components/Toast/index.ts';
import { type BrandId, defaultBrand, isBrandId } from '#design-tokens/index.ts';
import { themeClass } from '#design-tokens/themes.css.ts';
import {
  createI18n,
  defaultLocale,
  isSiteLocale,
  localeInfo,
  type SiteLocale,
} from '#i18n/index.ts';

function ThemeRoot({ brand, children }: { brand: BrandId; children: ReactNode }) {
  // Portalled dialogs, popovers and toasts render under <body>; the theme class on the
  // document element reaches them too.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.className;
    root.className = themeClass[brand];
    return () => {
      root.className = previous;
    };
  }, [brand]);
  return <div className={themeClass[brand]}>{children}</div>;
}

interface ProvidersProps {
  brand: BrandId;
  locale: SiteLocale;
  initialEntries: string[];
  /** A data router (the storefront's `Form`, `useNavigation`, `useMatches` need one). */
  dataRouter: boolean;
  children: ReactNode;
}

const StoryChildren = createContext<ReactNode>(null);
function RoutedStory() {
  return <>{useContext(StoryChildren)}</>;
}

/** A memory data router whose every path renders the story (args changes included). */
function StoryDataRouter({
  initialEntries,
  children,
}: {
  initialEntries: string[];
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <RoutedStory /> }], { initialEntries }),
  );
  return (
    <StoryChildren value={children}>
      <RouterProvider router={router} />
    </StoryChildren>
  );
}

function StoryProviders({ brand, locale, initialEntries, dataRouter, children }: ProvidersProps) {
  // A fresh cache per story: no story sees data another one fetched.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
      }),
  );
  const i18n = useMemo(() => createI18n(locale), [locale]);
  useLayoutEffect(() => {
    document.documentElement.lang = localeInfo[locale].tag;
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* The one API client; MSW answers `/api` in stories. */}
      <ApiProvider baseUrl="/api" locale={locale}>
        <I18nextProvider i18n={i18n}>
          <I18nProvider locale={localeInfo[locale].tag}>
            {dataRouter ? (
              <StoryDataRouter initialEntries={initialEntries}>
                <RouterBridge>
                  <ToastProvider>
                    <ThemeRoot brand={brand}>{children}</ThemeRoot>
                  </ToastProvider>
                </RouterBridge>
              </StoryDataRouter>
            ) : (
              <MemoryRouter initialEntries={initialEntries}>
                <RouterBridge>
                  {/* One toast region for every story, as the app mounts one. */}
                  <ToastProvider>
                    <ThemeRoot brand={brand}>{children}</ThemeRoot>
                  </ToastProvider>
                </RouterBridge>
              </MemoryRouter>
            )}
          </I18nProvider>
        </I18nextProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}

/** Brand theme, language, router and data cache for every story, from the toolbar. */
export const withProviders: Decorator = (Story, context) => {
  const brand = isBrandId(context.globals.brand) ? context.globals.brand : defaultBrand;
  const locale = isSiteLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
  const router = context.parameters.router as
    | { initialEntries?: string[]; data?: boolean }
    | undefined;
  const initialEntries = router?.initialEntries ?? [`/${locale}`];
  return (
    <StoryProviders
      key={`${context.id}:${brand}:${locale}`}
      brand={brand}
      locale={locale}
      initialEntries={initialEntries}
      dataRouter={router?.data === true}
    >
      <Story />
    </StoryProviders>
  );
};
