export { Carousel, type CarouselProps, type Space } from './Carousel.tsx';
export { CarouselPausedContext, useCarouselPaused } from './CarouselPlayback.ts';
export {
  autorotateMs,
  DEFAULT_AUTOROTATE_SECONDS,
  nearestIndex,
  type PerBreakpoint,
  type Responsive,
  resolveResponsive,
  snapTargets,
  stepIndex,
} from './carousel.ts';
export { useReducedMotion } from './useReducedMotion.ts';
