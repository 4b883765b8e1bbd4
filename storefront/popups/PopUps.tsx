import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { BlockSection } from '#api/contract/contentSections.ts';
import type { CheckedPopUps } from '#cms-blocks/PopUp/checkedPopUps.ts';
import { readDismissedPopups } from '#cms-blocks/PopUp/dismissedPopups.ts';
import { choosePopUp, popUpKinds, popUpSections } from '#cms-blocks/PopUp/popUp.ts';
import { readPopUpVisit } from '#cms-blocks/PopUp/popUpVisit.ts';
import { segmentConditions } from '#cms-blocks/renderer/personalization.ts';
import type { ContentPreviewQuery } from '#cms-blocks/renderer/preview.ts';
import { useProfile } from '#shopper/session/index.ts';
import { useConsentBannerShown } from '../analytics/Analytics.tsx';
import { useSiteFeatures } from '../site/SiteFeatures.tsx';

/** The store's pop-ups call: the site's pop-ups, checked on the server (no zod here). */
export const POPUPS_PATH = '/fapi/components/popups';

async function fetchPopUps(
  siteId: string,
  preview: ContentPreviewQuery | null,
  signal: AbortSignal,
): Promise<CheckedPopUps> {
  const [brand = '', ...locale] = siteId.split('-');
  const query = new URLSearchParams({ brand, locale: locale.join('-'), ...(preview ?? {}) });
  const response = await fetch(`${POPUPS_PATH}?${query}`, { signal });
  if (!response.ok) throw new Error(`Pop-ups: status ${response.status}`);
  return (await response.json()) as CheckedPopUps;
}

// The pop-up's view and its forms are fetched only when there is one to show.
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
 * the browser's next idle moment, after hydration) it fetches the site's pop-ups (the
 * store's `/fapi/components/popups`, which checks each against its schema) and picks the
 * first pop-up not yet dismissed for this shopper (the document's segments resolved), once
 * per page load. It waits while the consent banner is up, so it never covers it. A failed
 * fetch shows nothing. Issue 46: pop-ups are for guests only, so a signed-in member gets none
 * (nothing is fetched for them) and signing in closes the one shown; and a visit meets at
 * most one pop-up (cms-blocks/PopUp/popUpVisit.ts).
 */
export function PopUps({
  siteId,
  preview = null,
}: {
  siteId: string;
  /** The page's preview query (spec §2), checked on the server; null: live content. */
  preview?: ContentPreviewQuery | null;
}) {
  const { allowNewSignUp } = useSiteFeatures();
  const settled = usePageSettled();
  const profile = useProfile();
  const signedIn = profile.isPending ? undefined : profile.profile !== null;
  const document = useQuery({
    // The pop-ups are the same for every page of the site (in preview: at the preview's date).
    queryKey: queryKeys.content.popUps(siteId, preview),
    queryFn: ({ signal }) => fetchPopUps(siteId, preview, signal),
    // Members get no pop-up: nothing to fetch for them.
    enabled: settled && signedIn === false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const bannerShown = useConsentBannerShown();
  const [chosen, setChosen] = useState<BlockSection | null | undefined>(undefined);
  const checked = document.data;
  useEffect(() => {
    if (chosen !== undefined || !checked || signedIn !== false) return;
    const personalization = { conditions: segmentConditions({ loggedIn: false }) };
    // A pop-up the server's check refused is passed over, as a dismissed one is.
    const refused = popUpSections(checked.sections, personalization)
      .filter((section) => !(section.id in checked.popUps))
      .map((section) => section.id);
    setChosen(
      choosePopUp(
        checked.sections,
        [...readDismissedPopups(), ...refused],
        personalization,
        allowNewSignUp ? popUpKinds : ['newsletter'],
        readPopUpVisit(),
      ),
    );
  }, [chosen, checked, signedIn, allowNewSignUp]);

  const content = chosen && checked?.popUps[chosen.id];
  // Signing in (the header, the sign-in page, the registration pop-up's own sign-up) closes
  // the pop-up at once: none over the account page or any other a member goes on to.
  if (!chosen || !content || bannerShown !== false || signedIn !== false) return null;
  return (
    <Suspense fallback={null}>
      <ShownPopUp section={chosen} content={content} onDismissed={() => setChosen(null)} />
    </Suspense>
  );
}
