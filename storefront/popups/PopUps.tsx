import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApiClient } from '#api/client/react.tsx';
import { getPopups } from '#api/contract/content.ts';
import type { BlockSection } from '#api/contract/contentSections.ts';
import { readDismissedPopups } from '#cms-blocks/PopUp/dismissedPopups.ts';
import { choosePopUp, popUpKinds } from '#cms-blocks/PopUp/popUp.ts';
import { segmentConditions } from '#cms-blocks/renderer/personalization.ts';
import type { ContentPreviewQuery } from '#cms-blocks/renderer/preview.ts';
import { useProfile } from '#flows/session/index.ts';
import { useConsentBannerShown } from '../analytics/Analytics.tsx';
import { useSiteFeatures } from '../site/SiteFeatures.tsx';

// The pop-up's view, its schema and its forms are fetched only when there is one to show.
const ShownPopUp = lazy(() =>
  import('./ShownPopUp.tsx').then((module) => ({ default: module.ShownPopUp })),
);

/**
 * True once the page has loaded (its `load` event) and the browser is next idle: what a
 * pop-up waits for, so its content, view and form never compete with the page's own
 * resources and hydration on a slow phone.
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setSettled(true), { timeout: 2000 });
      } else {
        timer = setTimeout(() => setSettled(true), 0);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return settled;
}

/**
 * Spec §2 pop-up manager, on every page of a site: on load (the page's `load` event, then
 * the browser's next idle moment, after hydration) it fetches `popups/{siteId}` and picks the first pop-up not yet dismissed for this shopper (the
 * document's segments resolved: guests, members …), once per page load. It waits while the
 * consent banner is up, so it never covers it. A failed fetch shows nothing.
 */
export function PopUps({
  siteId,
  preview = null,
}: {
  siteId: string;
  /** The page's preview query (spec §2), checked on the server; null: live content. */
  preview?: ContentPreviewQuery | null;
}) {
  const client = useApiClient();
  const { allowNewSignUp } = useSiteFeatures();
  const settled = usePageSettled();
  const document = useQuery({
    // The pop-ups are the same for every page of the site (in preview: at the preview's date).
    queryKey: ['content', getPopups.name, { siteId }, preview],
    queryFn: ({ signal }) =>
      client.call(getPopups, {
        params: { mode: preview ? 'preview' : 'live', siteId },
        query: preview ?? {},
        signal,
      }),
    enabled: settled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const profile = useProfile();
  const bannerShown = useConsentBannerShown();
  const [chosen, setChosen] = useState<BlockSection | null | undefined>(undefined);
  const sections = document.data?.sections;
  const signedIn = profile.isPending ? undefined : profile.profile !== null;
  useEffect(() => {
    if (chosen !== undefined || !sections || signedIn === undefined) return;
    setChosen(
      choosePopUp(
        sections,
        readDismissedPopups(),
        {
          conditions: segmentConditions({ loggedIn: signedIn }),
        },
        allowNewSignUp ? popUpKinds : ['newsletter'],
      ),
    );
  }, [chosen, sections, signedIn, allowNewSignUp]);

  if (!chosen || bannerShown !== false) return null;
  return (
    <Suspense fallback={null}>
      <ShownPopUp section={chosen} onDismissed={() => setChosen(null)} />
    </Suspense>
  );
}
