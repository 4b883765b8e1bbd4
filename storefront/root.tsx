import './fonts.css.ts';
import '#design-tokens/reset.css.ts';
import './kitStyles.ts';
import barlowRegular from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url';
import barlowSemiBold from '@fontsource/barlow/files/barlow-latin-600-normal.woff2?url';
import barlowBold from '@fontsource/barlow/files/barlow-latin-700-normal.woff2?url';
import barlowCondensedBold from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { preload } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useParams,
  useRouteLoaderData,
} from 'react-router';
import { ApiProvider } from '#api/client/react.tsx';
import type { PublicBotCheck } from '#api/contract/botCheck.ts';
import type { Brand } from '#api/contract/common.ts';
import { RouterBridge } from '#components/RouterBridge/index.ts';
import { brandNames } from '#design-tokens/brands/index.ts';
import { themeClass } from '#design-tokens/themes.css.ts';
import { defaultLocale, isSiteLocale, localeInfo } from '#i18n/index.ts';
import { createI18nFor, switchLocale } from '#i18n/languages.ts';
import { ShopperState } from '#shopper/ShopperState.tsx';
import { BotCheckProvider, botCheckFor } from '#shopper/session/index.ts';
import type { Route } from './+types/root';
import { WebVitalsBeacon } from './analytics/webVitals.ts';
import { CartMoveToast } from './cart/CartMoveToast.tsx';
import { servicesContext } from './context.ts';
import { ErrorPage } from './shell/ErrorPage.tsx';
import { SiteToasts } from './site/SiteToasts.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The brand of the request's host: the theme of every page, error pages included; the
 * site's bot check (provider and site key, spec §7), for every protected form of every page;
 * and how long a toast stays (spec §9 "dismiss delay from config", STORE_SETTINGS).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { brand, botCheck, settings } = context.get(servicesContext);
  return { brand, botCheck, settings: { toastDismissDelay: settings.toastDismissDelay } };
}

/** The host's brand does not change while the shopper moves around: loaded once. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  return false;
}

function useSiteLocale() {
  const { locale } = useParams();
  return isSiteLocale(locale) ? locale : defaultLocale;
}

/**
 * The brand's text faces (latin), fetched with the page: see fonts.css.ts. Every weight the
 * brand's text uses: a face left out is not there for the first page (`optional`), whose
 * labels, links and buttons then showed in Helvetica or Arial beside Barlow.
 */
const fontPreloads = {
  ridgeline: [inter],
  tread: [barlowRegular, barlowCondensedBold, barlowSemiBold, barlowBold],
} as const;

/**
 * The page's stylesheet (one for the store: vite.config.ts) ahead of the scripts: with a
 * precedence React puts it at the top of the head, before the dozens of module preloads
 * that would otherwise take the browser's connections first and hold back the first paint.
 * `<Links />` still lists it (the same URL: fetched once).
 */
function StylesFirst() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const routes = framework?.manifest.routes ?? {};
  const hrefs = new Set(
    ['root', ...matches.map((match) => match.id)].flatMap((id) => routes[id]?.css ?? []),
  );
  return [...hrefs].map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="default" />
  ));
}

/**
 * The one rule react-aria's presses need (`usePress` adds it to the head on its first
 * effect when no element with this id exists). Served with the page instead: a stylesheet
 * added after the first paint restyles and lays out the whole page again (its anonymous
 * layer reorders the cascade and the fonts are collected anew), about 60 ms of a phone's
 * main thread in the middle of hydration.
 */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
const pressableStyle = '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';

/**
 * The browser's first use of `Intl` loads its locale data: 40–50 ms of main thread on a
 * 2-core desktop (Chromium 156), several times that on a phone, whichever API comes first.
 * Left to the scripts, it lands in their evaluation (react-aria reads the default locale as
 * its module loads) and holds back hydration. Done here, just after the first frame, it
 * runs while the page's scripts are still on the network.
 */
const warmIntl =
  'requestAnimationFrame(function(){setTimeout(function(){try{new Intl.NumberFormat(document.documentElement.lang).format(1)}catch(e){}})})';

/**
 * Zod compiles its object parsers with `new Function` where it may, and tries whether it may
 * when the first object schema is made, as a chunk of schemas loads. The store's policy allows
 * no eval (runtime/contentSecurity.ts), and a refused try is still reported as a violation:
 * in the browser zod parses without compiling. Its configuration is a global (so that every
 * copy shares it), set here before any module script runs. The server keeps compiled parsers.
 */
const jitlessZod =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = useSiteLocale();
  const brand = root?.brand ?? 'ridgeline';
  // The response's script nonce (entry.server.tsx hands it to React Router); none in the
  // browser, which hides a nonce once the page has loaded anyway.
  const nonce = useContext(FrameworkContext)?.nonce;
  for (const href of fontPreloads[brand]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return (
    <html lang={localeInfo[locale].tag} className={themeClass[brand]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The nonce for what scripts add later: Vite's preloads, react-aria's styles. */}
        <meta property="csp-nonce" nonce={nonce} />
        <style id={PRESSABLE_STYLE_ID}>{pressableStyle}</style>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, not content */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: warmIntl }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, not content */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: jitlessZod }} />
        <StylesFirst />
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

/** The page's bot-check client, made once: a provider's script loads on first use only. */
function SiteBotCheck({
  config,
  children,
}: {
  config: PublicBotCheck | undefined;
  children: ReactNode;
}) {
  const [botCheck] = useState(() => botCheckFor(config));
  return <BotCheckProvider botCheck={botCheck}>{children}</BotCheckProvider>;
}

/** The providers every page shares: data cache, API client, language, router links. */
function Providers({ children }: { children: ReactNode }) {
  const locale = useSiteLocale();
  const root = useRouteLoaderData<typeof loader>('root');
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  // One instance per render tree; a client navigation to another locale switches it.
  const [i18n] = useState(() => createI18nFor(locale));
  useMemo(() => {
    if (i18n.language !== localeInfo[locale].tag) void switchLocale(i18n, locale);
  }, [i18n, locale]);
  useEffect(() => {
    // Only on a change (a client navigation to another locale): writing `lang`, even the
    // same value, restyles and lays out the whole page again (:lang, hyphenation, fonts).
    const tag = localeInfo[locale].tag;
    if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
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
              <SiteToasts settings={root?.settings}>
                <ShopperState />
                <CartMoveToast />
                <WebVitalsBeacon locale={locale} />
                <SiteBotCheck config={root?.botCheck}>{children}</SiteBotCheck>
              </SiteToasts>
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
  const root = useRouteLoaderData<{ brand?: Brand }>('root');
  return (
    <Providers>
      <ErrorPage error={error} brandName={brandNames[root?.brand ?? 'ridgeline']} />
    </Providers>
  );
}
