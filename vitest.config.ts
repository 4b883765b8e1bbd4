import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import storybookVite from './.storybook/vite.config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium (TOOLCHAIN.md); never a browser a tool downloads itself. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// A function, not a shared object: Vitest refuses one browser config used by two projects.
function browserConfig() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
  };
}

const unitExclude = ['**/node_modules/**', 'storybook-static/**', 'build/**', '.data/**'];

// The service's tests: a fresh app and database per file, on PGlite in memory always and
// again on the PostgreSQL server of DATABASE_URL when one is given (server/test/harness.ts).
function serverProject(name: string, database: 'pglite' | 'pg') {
  return {
    test: {
      name,
      environment: 'node',
      include: ['server/**/*.test.ts'],
      exclude: unitExclude,
      env: { CAIRN_TEST_DB: database, NODE_ENV: 'test' },
      // The files share a worker's modules (each still makes its own app and database):
      // importing the service again for each of the hundred-odd files was a third of the
      // projects' time. So no `vi.mock` here (a test spies on an object the code calls
      // through, `passwordHashing`, and restores it), and the MSW handlers' state is reset
      // before each test (mockState.ts).
      isolate: false,
      // Each prepared database (migrated, seeded …) made once per run, copied per file.
      globalSetup: ['server/test/globalSetup.ts'],
      setupFiles: ['server/test/mockState.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}
const serverProjects = process.env.DATABASE_URL
  ? [serverProject('server', 'pglite'), serverProject('server-pg', 'pg')]
  : [serverProject('server', 'pglite')];

export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one idle), each project group on its own: the
    // node projects first, then the stories, so browser pages never share the cores
    // with server tests and their timing stays what a lone run sees.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...unitExclude, 'server/**', '**/*.integration.test.ts'],
        },
      },
      {
        // Flows driven against the real service (started per file on a free port) through
        // api/client, as a shopper's browser would.
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.integration.test.ts'],
          exclude: unitExclude,
          globalSetup: ['server/test/globalSetup.ts', 'host/test/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Browser steps wait for client navigations: a busy machine needs more than 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      ...serverProjects,
      mergeConfig(storybookVite, {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: browserConfig(),
          // One page for all story files, not a fresh iframe per file: loading the preview
          // and its modules again for each of the 66 files was a third of the run. The
          // decorators give every story a fresh cache, router and mock state, and
          // `components/test/overlay.ts` lets plays wait for overlays to settle, so stories
          // do not depend on the page being new.
          isolate: false,
          sequence: { groupOrder: 1 },
          // Generous for the plays that wait on code loaded on demand (transformed on its
          // first request, slow on a cold, busy machine); a passing play takes a second.
          testTimeout: 60_000,
        },
      }),
    ],
  },
});
