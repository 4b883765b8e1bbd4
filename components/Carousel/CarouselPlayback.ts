import { createContext, useContext } from 'react';

/**
 * Spec §4: the paused state of a carousel propagates to what its slides play (videos): `true`
 * while a carousel that rotates on its own is paused (by its pause button, or reduced motion).
 */
export const CarouselPausedContext = createContext(false);

/** Whether the carousel around the caller is paused (`false` outside any carousel). */
export function useCarouselPaused(): boolean {
  return useContext(CarouselPausedContext);
}
