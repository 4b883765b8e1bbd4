import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { ReturnLabelPage } from '../account/orders/ReturnLabelPage.tsx';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/return-label';

/** `/{locale}/returns/{returnId}`: a return's printable label, read in the browser. */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params), returnId: params.returnId };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'returnLabel') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

// Nothing pops up over a label being printed.
export const handle = { pageType: 'Other', popUps: false };

export default function ReturnLabelRoute() {
  const { site, returnId } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <ReturnLabelPage key={returnId} locale={site.locale} returnId={returnId} />
    </div>
  );
}
