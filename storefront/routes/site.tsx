import { useMemo } from 'react';
import {
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useMatches,
  useParams,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router';
import { queryKeys } from '#api/client/queryKeys.ts';
import { getConsumer } from '#api/contract/consumer.ts';
import { getFooter, getMenu } from '#api/contract/content.ts';
import { RendererContext } from '#cms-blocks/renderer/context.tsx';
import { PREVIEW_PARAMS } from '#cms-blocks/renderer/previewParams.ts';
import { VideoSettingsProvider } from '#cms-blocks/Video/VideoSettings.tsx';
import { brandNames } from '#design-tokens/brands/index.ts';
import { defaultLocale, isSiteLocale } from '#i18n/index.ts';
import { ListPageSizesContext, SessionHintContext } from '#shopper/index.ts';
import { useSeededQueries } from '#shopper/seedQueries.ts';
import { AnalyticsProvider } from '../analytics/Analytics.tsx';
import { checkContent, checkMenu } from '../blocks/checkContent.ts';
import { apiOf, contentOf, featuresOf, loadOptional, settingsOf, siteFor } from '../loaders.ts';
import { PopUps } from '../popups/PopUps.tsx';
import { PreviewBar } from '../preview/PreviewBar.tsx';
import { associateOf, isMemberRequest } from '../runtime/audience.ts';
import { ErrorPage, popularLinksOf } from '../shell/ErrorPage.tsx';
import { Shell } from '../shell/Shell.tsx';
import { SiteFeaturesContext, SiteSettingsContext } from '../site/SiteFeatures.tsx';
import { siteOf } from '../site/site.ts';
import type { Route } from './+types/site';

/** The site of the path (404 for an unknown locale) and the shell's content. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const api = apiOf(context);
  const { params: view, query } = contentOf(context, site);
  const [menu, footer, profile] = await Promise.all([
    loadOptional(api.call(getMenu, { params: view, query })),
    loadOptional(api.call(getFooter, { params: view, query })),
    // A signed-in shopper's header is theirs from the server's HTML on (audience.ts).
    isMemberRequest(request) ? loadOptional(api.call(getConsumer)) : null,
  ]);
  // Checked here, on the server: the shell renders them without zod (checkContent.ts).
  const content = {
    menu: menu && checkMenu(menu),
    footer: footer && checkContent(footer),
  };
  // Spec §2 preview: the bar says so (preview/PreviewBar.tsx).
  const preview = query.preview
    ? { at: query.previewDateTime ?? query.previewDateRFC1123 ?? null, query }
    : null;
  // An associate's pages show associate mode from the server's HTML on (audience.ts).
  const sessionHint = { associate: associateOf(request) };
  return {
    site,
    content,
    profile,
    features: featuresOf(context),
    settings: settingsOf(context),
    preview,
    sessionHint,
  };
}

/**
 * The site and its menu and footer depend on the locale alone: moving within a site
 * (another page, a facet, a colour) keeps them, with no request for them again.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  // Into or out of a preview (spec §2), or to another preview date: other content.
  const previewOf = (url: URL) =>
    PREVIEW_PARAMS.map((name) => url.searchParams.get(name) ?? '').join('\n');
  return currentParams.locale !== nextParams.locale || previewOf(currentUrl) !== previewOf(nextUrl);
}

export default function SiteLayout() {
  const { site, content, profile, features, settings, preview, sessionHint } =
    useLoaderData<typeof loader>();
  // The server's profile goes into the cache before anything reads it (header, account).
  useSeededQueries([[queryKeys.profile, profile]]);
  const [search] = useSearchParams();
  const matches = useMatches();
  // Pages that say so (cart, checkout, the order's confirmation) show no pop-up: a shopper paying
  // is not interrupted. Leaving them, the manager starts as on any page.
  const popUpsHere = !matches.some(
    (match) => (match.handle as { popUps?: boolean } | undefined)?.popUps === false,
  );
  // Checkout says so: its own header and footer, nothing to leave by (Shell.tsx).
  const shellVariant = matches.some(
    (match) => (match.handle as { shell?: string } | undefined)?.shell === 'checkout',
  )
    ? 'checkout'
    : 'store';
  // The shopper's lists read the site's page sizes (spec §9): one value while on the site.
  const { savedForLaterPageSize, favoritesPageSize } = settings;
  const pageSizes = useMemo(
    () => ({ savedForLater: savedForLaterPageSize, favorites: favoritesPageSize }),
    [savedForLaterPageSize, favoritesPageSize],
  );
  const previewQuery = preview?.query;
  const rendererOuter = useMemo(
    () => ({
      blocks: {},
      personalization: {},
      content: previewQuery ? { mode: 'preview' as const, query: previewQuery } : undefined,
    }),
    [previewQuery],
  );
  return (
    <SessionHintContext value={sessionHint}>
      <SiteFeaturesContext.Provider value={features}>
        <SiteSettingsContext value={settings}>
          <ListPageSizesContext value={pageSizes}>
            <AnalyticsProvider site={site}>
              {preview ? <PreviewBar preview={preview} locale={site.info.tag} /> : null}
              {/*
               * Another site is another page: its own language, currency and content. Keyed by
               * the site, the shell and page mount anew on a move to another site (the country
               * selector's client navigation), so no part still waiting to hydrate the first
               * site's server HTML hydrates the second site's words over it (React #418).
               */}
              <Shell
                key={site.siteId}
                site={site}
                content={content}
                query={search.get('q') ?? undefined}
                variant={shellVariant}
              >
                <VideoSettingsProvider cloudinaryPlayer={features.cloudinaryPlayer}>
                  {/* The page's renderers search content in its preview, if any (article grids). */}
                  <RendererContext value={rendererOuter}>
                    <Outlet />
                  </RendererContext>
                </VideoSettingsProvider>
              </Shell>
              {popUpsHere ? <PopUps siteId={site.siteId} preview={preview?.query ?? null} /> : null}
            </AnalyticsProvider>
          </ListPageSizesContext>
        </SiteSettingsContext>
      </SiteFeaturesContext.Provider>
    </SessionHintContext>
  );
}

const noSessionHint = { associate: null };

/**
 * Errors below a site render the error page inside the shell; an unknown locale (the
 * site's own loader failed) inside a bare shell of the default site.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaded = useRouteLoaderData<typeof loader>('routes/site');
  const root = useRouteLoaderData<{ brand: 'ridgeline' | 'tread' }>('root');
  const { locale } = useParams();
  const site =
    loaded?.site ??
    siteOf(root?.brand ?? 'ridgeline', isSiteLocale(locale) ? locale : defaultLocale);
  return (
    <SessionHintContext value={loaded?.sessionHint ?? noSessionHint}>
      <AnalyticsProvider site={site}>
        <Shell site={site} content={loaded?.content ?? null}>
          <ErrorPage
            error={error}
            brandName={brandNames[site.brand]}
            popular={popularLinksOf(loaded?.content.menu?.sections)}
          />
        </Shell>
      </AnalyticsProvider>
    </SessionHintContext>
  );
}
