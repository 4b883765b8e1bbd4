import { useCallback } from 'react';
import { useTrack } from '#cms-blocks/tracking.tsx';
import type { FlowSubmitEvent } from '#flows/shared/index.ts';

/**
 * Spec §4 "then a submit event": a flow's successful submit (sign-in, sign-up, password …)
 * as a data-layer event `flow.submit` with the flow's name and what it segments by (no
 * personal data), under the same consent as the blocks' events.
 */
export function useFlowTracking(): (event: FlowSubmitEvent) => void {
  const track = useTrack();
  return useCallback(
    ({ flow, detail }: FlowSubmitEvent) =>
      track({ name: 'flow.submit', payload: { flow, ...detail } }),
    [track],
  );
}
