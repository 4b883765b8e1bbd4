import type { AnyHandler } from 'msw';
import { happyPathHandlers as domainHappyPaths } from '#mocks/handlers/index.ts';

export { resetMockState } from '#mocks/handlers/index.ts';

/** The happy-path handlers every story starts with; filled from mocks/handlers. */
export const happyPathHandlers: AnyHandler[] = [...domainHappyPaths];
