import { HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { getAugmentedPage } from '#api/contract/content.ts';
import { CheckedPageRenderer } from '#cms-blocks/renderer/CheckedPageRenderer.tsx';
import { checkContent } from '../blocks/checkContent.ts';
import { prefetchSectionData } from '../blocks/prefetch.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { personalizePage } from '../experiments/personalize.ts';
import { usePersonalization } from '../experiments/usePersonalization.ts';
import { apiOf, contentOf, load, siteFor } from '../loaders.ts';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/home';

/** Home: the site's `home` document of the CMS, through the section renderer. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const api = apiOf(context);
  const { params: content, query, request: view } = contentOf(context, site);
  const page = await load(
    api.call(getAugmentedPage, { params: { ...content, page: 'home' }, query }),
  );
  const checked = checkContent(page);
  const [queries, personalization] = await Promise.all([
    prefetchSectionData(api, site, page, {}, view),
    personalizePage(context, request, site, checked.sections, handle.pageType),
  ]);
  return { page: checked, queries, personalization, origin: new URL(request.url).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.page.seo, loaderData.origin) : [];
}

export const handle = { pageType: 'Home' };

export default function Home() {
  const { page, queries, personalization } = useLoaderData<typeof loader>();
  const decided = usePersonalization(personalization);
  return (
    <HydrationBoundary state={queries ?? undefined}>
      <CheckedPageRenderer
        sections={page.sections}
        siteId={page.siteId}
        blocks={storeBlocks}
        personalization={decided}
        lead
      />
    </HydrationBoundary>
  );
}
