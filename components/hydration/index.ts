export { useIsHydrating } from './useIsHydrating.ts';
