export { typedBeforeHydration } from './typedBeforeHydration.ts';
export { useIsHydrating } from './useIsHydrating.ts';
