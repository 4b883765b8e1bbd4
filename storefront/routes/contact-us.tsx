import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { isApiError } from '#api/client/index.ts';
import { getContactCategories } from '#api/contract/contact.ts';
import { getAugmentedPage } from '#api/contract/content.ts';
import { CheckedPageRenderer } from '#cms-blocks/renderer/CheckedPageRenderer.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { ContactUs } from '#flows/ContactUs/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { checkContent } from '../blocks/checkContent.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { personalizePage } from '../experiments/personalize.ts';
import { usePersonalization } from '../experiments/usePersonalization.ts';
import { loadSectionNav, pageHasOwnH1, SectionLayout } from '../help/index.ts';
import { afterContent } from '../help/SectionNav.css.ts';
import { apiOf, contentOf, load, loadOptional, siteFor } from '../loaders.ts';
import { seoMeta } from '../seo.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/contact-us';

const SLUG = 'help/contact-us';

/**
 * `/{locale}/help/contact-us` (spec §2, §7 Contact): the CMS page of the same slug (title,
 * ways to reach us) with the contact form below it, and the help pages beside it. The
 * categories come with the page; if the service cannot list them now, the form says so and
 * offers a retry.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const api = apiOf(context);
  const view = contentOf(context, site);
  const [page, categories] = await Promise.all([
    loadOptional(
      api.call(getAugmentedPage, {
        params: { ...view.params, page: SLUG },
        query: view.query,
      }),
    ),
    api.call(getContactCategories).then(
      (answer) => answer.categories,
      (error: unknown) => {
        if (!isApiError(error)) throw error;
        return null;
      },
    ),
  ]);
  const checked = page ? checkContent(page) : null;
  const [nav, personalization] = await Promise.all([
    page ? load(loadSectionNav(api, view, page.breadcrumbs)) : null,
    personalizePage(context, request, site, checked?.sections ?? [], handle.pageType),
  ]);
  return {
    site,
    page: checked,
    categories,
    nav,
    personalization,
    origin: new URL(request.url).origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return loaderData.page ? seoMeta(loaderData.page.seo, loaderData.origin) : [];
}

export const handle = { pageType: 'Other' };

export default function ContactUsRoute() {
  const { site, page, categories, nav, personalization } = useLoaderData<typeof loader>();
  const decided = usePersonalization(personalization);
  const flowSubmitted = useFlowTracking();
  const { t } = useTranslation('storefront');
  return (
    <div className={contained}>
      {page && page.breadcrumbs.length > 1 ? (
        <Breadcrumbs
          items={page.breadcrumbs.map((link) => ({ label: link.name, href: link.path }))}
        />
      ) : null}
      <SectionLayout nav={nav}>
        {page && pageHasOwnH1(page) ? null : (
          <h1 className={heading.h1}>{page?.name ?? t('contactPage.title')}</h1>
        )}
        {page ? (
          <CheckedPageRenderer
            sections={page.sections}
            siteId={page.siteId}
            blocks={storeBlocks}
            personalization={decided}
          />
        ) : null}
        <div className={afterContent}>
          <ContactUs
            brand={site.brand}
            {...(categories ? { initialCategories: categories } : {})}
            onSubmitted={flowSubmitted}
          />
        </div>
      </SectionLayout>
    </div>
  );
}
