import { createContext, type ReactNode, useContext } from 'react';

/**
 * Analytics events blocks send (spec §7: promotion impressions and clicks, recommendation
 * clicks, upsell impressions, pop-up impression/expand/close, top-nav clicks). Blocks only
 * emit; the storefront decides where events go.
 */
export interface TrackingEvent {
  /** Spec names where given: `product.onProductRecClick`, `popUp.onImpression` … */
  name: string;
  payload?: Record<string, unknown>;
}

export type Track = (event: TrackingEvent) => void;

const noop: Track = () => {};
const TrackingContext = createContext<Track>(noop);

export function TrackingProvider({ onEvent, children }: { onEvent: Track; children: ReactNode }) {
  return <TrackingContext.Provider value={onEvent}>{children}</TrackingContext.Provider>;
}

/** The tracker of the nearest TrackingProvider (a no-op without one). */
export function useTrack(): Track {
  return useContext(TrackingContext);
}
