import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/react.tsx';
import {
  type FacetId,
  getProductSearch,
  type ProductSearchResult,
  type SearchFacet,
} from '#api/contract/search.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { FacetGroups } from './Facets.tsx';
import * as css from './listing.css.ts';
import { type ListingState, listingKey, nextChosen, searchFilters } from './listing.ts';

/** Spec §9 "Async fetch debounce": the panel's count waits this long after a change. */
export const DRAFT_COUNT_DEBOUNCE_MS = 25;

type Selections = ListingState['selections'];

const hasAny = (selections: Selections) =>
  Object.values(selections).some((chosen) => (chosen?.length ?? 0) > 0);

/**
 * The counts of a selection not yet applied: the service's answer for it (one product is
 * enough), so every value and the Apply button say what the choice would show.
 */
function useDraftResult(
  draft: Selections,
  state: ListingState,
  scope: Record<string, string | undefined>,
  open: boolean,
  shown: ProductSearchResult,
): { result: ProductSearchResult | null; loading: boolean } {
  const api = useApiClient();
  // The selection shown needs no request: its counts are the listing's.
  const unchanged = listingKey('', { ...state, selections: draft }) === listingKey('', state);
  const enabled = open && !unchanged;
  const [answer, setAnswer] = useState<{ key: string; result: ProductSearchResult } | null>(null);
  const key = JSON.stringify([draft, state.sort, scope]);
  // What the key stands for, read when it changes (the objects are new on every render).
  const asked = useRef({ draft, state, scope });
  asked.current = { draft, state, scope };
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const { draft: selections, state: shown, scope: of } = asked.current;
      api
        .call(getProductSearch, {
          query: { ...searchFilters({ ...shown, selections }), ...of, start: 0, count: 1 },
          signal: controller.signal,
        })
        .then(
          (result) => setAnswer({ key, result }),
          // The panel keeps the last counts; Apply still leads to the listing, which says
          // what went wrong there.
          () => {},
        );
    }, DRAFT_COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, key, enabled]);
  if (unchanged) return { result: shown, loading: false };
  return {
    result: answer?.key === key ? answer.result : null,
    loading: enabled && answer?.key !== key,
  };
}

export interface FilterPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The listing shown (its facets and count until the draft's come). */
  result: ProductSearchResult;
  state: ListingState;
  /** The facets the page offers, in its order. */
  facets: readonly FacetId[];
  /** What the listing is of (category, text), for the draft's counts. */
  scope: Record<string, string | undefined>;
  /** Apply the chosen values (the panel then closes). */
  onApply: (selections: Selections) => void;
}

/**
 * Phones and tablets (spec §2: dialogs are panels by viewport): the facets in a side panel,
 * chosen freely, the counts following each choice, then applied at once with "Show 12
 * products". Focus stays in the panel while it is open and returns to its button after.
 */
export function FilterPanel({
  isOpen,
  onOpenChange,
  result,
  state,
  facets,
  scope,
  onApply,
}: FilterPanelProps) {
  const { t } = useTranslation('storefront');
  // Each opening is a new panel (the listing keys it so): it starts from what is shown.
  const [draft, setDraft] = useState<Selections>(state.selections);
  const counted = useDraftResult(draft, state, scope, isOpen, result);
  const [lastFacets, setLastFacets] = useState<SearchFacet[]>(result.facets);
  const answered = counted.result?.facets.length ? counted.result.facets : null;
  useEffect(() => {
    if (answered) setLastFacets(answered);
  }, [answered]);
  // While a count comes, and when nothing matches (the answer has no facets then), the last
  // facets stay to choose from.
  const offered = (answered ?? lastFacets).filter((facet) => facets.includes(facet.id));
  offered.sort((a, b) => facets.indexOf(a.id) - facets.indexOf(b.id));
  const total = counted.result?.total ?? (counted.loading ? null : result.total);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('listing.filters')}
      placement="side"
      footer={({ close }) => (
        <div className={css.panelActions}>
          <Button tone="secondary" isDisabled={!hasAny(draft)} onPress={() => setDraft({})}>
            {t('listing.clearAll')}
          </Button>
          <Button
            isDisabled={total === 0}
            onPress={() => {
              onApply(draft);
              close();
            }}
          >
            {total === null
              ? t('listing.showResultsPending')
              : t('listing.showResults', { count: total })}
          </Button>
        </div>
      )}
    >
      {/* Inside the panel: the page behind it is hidden from screen readers while it is open. */}
      <VisuallyHidden role="status">
        {total === null ? '' : t('listing.results', { count: total })}
      </VisuallyHidden>
      <div className={css.panelFacets}>
        <FacetGroups
          facets={offered}
          selections={draft}
          total={total ?? result.total}
          onChange={(facet, chosen) =>
            setDraft((before) => ({
              ...before,
              [facet]: nextChosen(facet, chosen, before[facet] ?? []),
            }))
          }
        />
      </div>
    </Dialog>
  );
}
