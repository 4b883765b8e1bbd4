import { useEffect, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import {
  type PersonalizationInput,
  RECALCULATE_EXPERIENCES_EVENT,
} from '#cms-blocks/renderer/personalization.ts';
import type { PagePersonalization } from './personalize.ts';

/**
 * The renderer's personalization input from the server's decisions (loader data): the
 * same choice on the server and at hydration. `recalculateMonetateVfa` (after sign-in, a
 * cart change) asks the server again: the loaders run anew with the shopper's new state.
 */
export function usePersonalization(
  decided: PagePersonalization | null | undefined,
): PersonalizationInput | undefined {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!decided) return;
    const recalculate = () => void revalidate();
    window.addEventListener(RECALCULATE_EXPERIENCES_EVENT, recalculate);
    return () => window.removeEventListener(RECALCULATE_EXPERIENCES_EVENT, recalculate);
  }, [decided, revalidate]);
  return useMemo(() => {
    if (!decided) return undefined;
    const { decisions, conditions, testContext, personalizationActive } = decided;
    return {
      decide: (experience) => decisions[experience.experienceId],
      conditions,
      testContext,
      personalizationActive,
    };
  }, [decided]);
}
