import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApiClient } from '#api/client/react.tsx';
import { getPopups } from '#api/contract/content.ts';
import type { BlockSection } from '#api/contract/contentSections.ts';
import { readDismissedPopups } from '#cms-blocks/PopUp/dismissedPopups.ts';
import { choosePopUp } from '#cms-blocks/PopUp/popUp.ts';
import { segmentConditions } from '#cms-blocks/renderer/personalization.ts';
import { useProfile } from '#flows/session/index.ts';
import { useConsentBannerShown } from '../analytics/Analytics.tsx';

// The pop-up's view, its schema and its forms are fetched only when there is one to show.
const ShownPopUp = lazy(() =>
  import('./ShownPopUp.tsx').then((module) => ({ default: module.ShownPopUp })),
);

/**
 * Spec §2 pop-up manager, on every page of a site: once the page has hydrated it fetches
 * `popups/{siteId}` and picks the first pop-up not yet dismissed for this shopper (the
 * document's segments resolved: guests, members …), once per page load. It waits while the
 * consent banner is up, so it never covers it. A failed fetch shows nothing.
 */
export function PopUps({ siteId }: { siteId: string }) {
  const client = useApiClient();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const document = useQuery({
    // Live content: the pop-ups are the same for every page of the site.
    queryKey: ['content', getPopups.name, { siteId }, 'live'],
    queryFn: ({ signal }) => client.call(getPopups, { params: { mode: 'live', siteId }, signal }),
    enabled: hydrated,
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
      choosePopUp(sections, readDismissedPopups(), {
        conditions: segmentConditions({ loggedIn: signedIn }),
      }),
    );
  }, [chosen, sections, signedIn]);

  if (!chosen || bannerShown !== false) return null;
  return (
    <Suspense fallback={null}>
      <ShownPopUp section={chosen} onDismissed={() => setChosen(null)} />
    </Suspense>
  );
}
