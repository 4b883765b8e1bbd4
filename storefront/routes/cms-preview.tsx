import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { apiOf, siteFor } from '../loaders.ts';
import { PreviewViewer } from '../preview/PreviewViewer.tsx';
import { showcaseQuery, viewerCriteria } from '../preview/showcase.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/cms-preview';

/**
 * `/{locale}/cms-preview`: the CMS preview viewer (spec §2). The first list comes in the
 * HTML (the same query the viewer asks in the browser); drafts are listed, so the page is
 * never cached (spec §6: no visible permission check).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const criteria = viewerCriteria(new URL(request.url).searchParams);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A failure is left to the browser, which says so and offers a retry.
  await queries.prefetchQuery(showcaseQuery(apiOf(context), site.siteId, criteria));
  const state = dehydrate(queries);
  queries.clear();
  return { site, queries: state };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'cmsPreview') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Other' };

export default function CmsPreviewRoute() {
  const { site, queries } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <HydrationBoundary state={queries}>
        <PreviewViewer siteId={site.siteId} />
      </HydrationBoundary>
    </div>
  );
}
