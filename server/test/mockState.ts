/**
 * Setup file of the service's test projects. Their files share a worker's modules
 * (`isolate: false`), the MSW handlers' in-memory state too: the contract tests compare
 * those handlers with the service, so each test starts from the mocks' first state, as a
 * file of its own used to.
 */
import { beforeEach } from 'vitest';
import { resetMockState } from '#mocks/handlers/index.ts';

beforeEach(() => {
  resetMockState();
});
