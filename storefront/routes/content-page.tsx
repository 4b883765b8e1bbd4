import { HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { getAugmentedPage } from '#api/contract/content.ts';
import { CheckedPageRenderer } from '#cms-blocks/renderer/CheckedPageRenderer.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { ArticleHeader } from '../article/ArticleHeader.tsx';
import { articlePageJsonLd } from '../article/jsonLd.ts';
import { checkContent } from '../blocks/checkContent.ts';
import { prefetchSectionData } from '../blocks/prefetch.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { personalizePage } from '../experiments/personalize.ts';
import { usePersonalization } from '../experiments/usePersonalization.ts';
import { loadSectionNav, pageHasOwnH1, SectionLayout } from '../help/index.ts';
import { apiOf, contentOf, load, notFound, siteFor } from '../loaders.ts';
import { jsonLdHtml, seoMeta } from '../seo.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/content-page';

/** A CMS page slug: lower-case words joined by - or / (api/contract/content.ts). */
const pageSlug = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/**
 * Any other path below a site is a content page of the CMS (`/en-us/privacy`,
 * `/en-us/journal/layering-101`): rendered through the section renderer; 404 when the
 * content service has no such page. An article (spec §2) gets its head from the document's
 * `article` (picture, title, subtitle, date unless hidden) and schema.org Article data;
 * its body and related articles are its sections. Article grids and recommendations come
 * with their first answers in the HTML (prefetch.ts).
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
  const [nav, queries, personalization] = await Promise.all([
    load(loadSectionNav(api, view, page.breadcrumbs)),
    prefetchSectionData(api, site, page, {}, view.request),
    personalizePage(context, request, site, checked.sections),
  ]);
  const origin = new URL(request.url).origin;
  const jsonLd =
    page.type === 'article' && page.article
      ? articlePageJsonLd(
          page.article,
          { path: `/${site.locale}/${page.slug}`, brand: site.brand, languageTag: site.info.tag },
          page.breadcrumbs,
          origin,
        )
      : null;
  return { page: checked, nav, queries, jsonLd, personalization, origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.page.seo, loaderData.origin) : [];
}

export const handle = { pageType: 'Other' };

export default function ContentPage() {
  const { page, nav, queries, jsonLd, personalization } = useLoaderData<typeof loader>();
  const decided = usePersonalization(personalization);
  const article = page.type === 'article' ? page.article : undefined;
  return (
    <div className={contained}>
      {jsonLd ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLdHtml.
          dangerouslySetInnerHTML={jsonLdHtml(jsonLd)}
        />
      ) : null}
      {page.breadcrumbs.length > 1 ? (
        <Breadcrumbs
          items={page.breadcrumbs.map((link) => ({ label: link.name, href: link.path }))}
        />
      ) : null}
      <SectionLayout nav={nav}>
        {article ? (
          <ArticleHeader article={article} />
        ) : pageHasOwnH1(page) ? null : (
          // One h1: the page's own title banner is it, when the CMS placed one.
          <h1 className={heading.h1}>{page.name}</h1>
        )}
        <HydrationBoundary state={queries ?? undefined}>
          <CheckedPageRenderer
            sections={page.sections}
            siteId={page.siteId}
            blocks={storeBlocks}
            personalization={decided}
            lead={!article}
          />
        </HydrationBoundary>
      </SectionLayout>
    </div>
  );
}
