import { useLoaderData } from 'react-router';
import { getAugmentedPage } from '#api/contract/content.ts';
import { CheckedPageRenderer } from '#cms-blocks/renderer/CheckedPageRenderer.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { checkContent } from '../blocks/checkContent.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { personalizePage } from '../experiments/personalize.ts';
import { usePersonalization } from '../experiments/usePersonalization.ts';
import { loadSectionNav, pageHasOwnH1, SectionLayout } from '../help/index.ts';
import { apiOf, contentOf, load, notFound, siteFor } from '../loaders.ts';
import { seoMeta } from '../seo.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/content-page';

/** A CMS page slug: lower-case words joined by - or / (api/contract/content.ts). */
const pageSlug = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/**
 * Any other path below a site is a content page of the CMS (`/en-us/privacy`,
 * `/en-us/journal/layering-101`): rendered through the section renderer; 404 when the
 * content service has no such page.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const slug = params['*'] ?? '';
  if (!pageSlug.test(slug) || slug.length > 200) notFound();
  const api = apiOf(context);
  const view = contentOf(context, site);
  const page = await load(
    api.call(getAugmentedPage, { params: { ...view.params, page: slug }, query: view.query }),
  );
  // Help and policy pages show their section's pages beside them (spec §7 children).
  const checked = checkContent(page);
  const [nav, personalization] = await Promise.all([
    load(loadSectionNav(api, view, page.breadcrumbs)),
    personalizePage(context, request, site, checked.sections),
  ]);
  return { page: checked, nav, personalization, origin: new URL(request.url).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.page.seo, loaderData.origin) : [];
}

export const handle = { pageType: 'Other' };

export default function ContentPage() {
  const { page, nav, personalization } = useLoaderData<typeof loader>();
  const decided = usePersonalization(personalization);
  const title = page.article?.title ?? page.name;
  return (
    <div className={contained}>
      {page.breadcrumbs.length > 1 ? (
        <Breadcrumbs
          items={page.breadcrumbs.map((link) => ({ label: link.name, href: link.path }))}
        />
      ) : null}
      <SectionLayout nav={nav}>
        {/* One h1: the page's own title banner is it, when the CMS placed one. */}
        {pageHasOwnH1(page) ? null : <h1 className={heading.h1}>{title}</h1>}
        {page.article?.subtitle ? <p>{page.article.subtitle}</p> : null}
        <CheckedPageRenderer
          sections={page.sections}
          siteId={page.siteId}
          blocks={storeBlocks}
          personalization={decided}
        />
      </SectionLayout>
    </div>
  );
}
