import type { AnyHandler } from 'msw';
import { happyPathHandlers as domainHappyPaths } from '#mocks/handlers/index.ts';
import { popUpsHandler } from '#storefront/popups/popUpsHandler.ts';

export { resetMockState } from '#mocks/handlers/index.ts';

/** The happy-path handlers every story starts with; filled from mocks/handlers. */
export const happyPathHandlers: AnyHandler[] = [
  ...domainHappyPaths,
  // The store's own pop-ups call, over the mocked service's.
  popUpsHandler,
];
