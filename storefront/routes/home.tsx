import { useLoaderData } from 'react-router';
import { getAugmentedPage } from '#api/contract/content.ts';
import { PageRenderer } from '#cms-blocks/renderer/index.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { apiOf, load, siteFor } from '../loaders.ts';
import { seoMeta } from '../seo.ts';
import type { Route } from './+types/home';

/** Home: the site's `home` document of the CMS, through the section renderer. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const page = await load(
    apiOf(context).call(getAugmentedPage, {
      params: { mode: 'live', siteId: site.siteId, page: 'home' },
    }),
  );
  return { page, origin: new URL(request.url).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.page.seo, loaderData.origin) : [];
}

export const handle = { pageType: 'Home' };

export default function Home() {
  const { page } = useLoaderData<typeof loader>();
  return <PageRenderer document={page} blocks={storeBlocks} />;
}
