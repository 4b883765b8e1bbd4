import '@fontsource-variable/inter';
import '@fontsource/barlow/400.css';
import '@fontsource/barlow/600.css';
import '@fontsource/barlow/700.css';
import '@fontsource/barlow-condensed/700.css';
import '#design-tokens/reset.css.ts';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { brandIds, brandNames, defaultBrand } from '#design-tokens/index.ts';
import { defaultLocale, localeInfo, siteLocales } from '#i18n/index.ts';
import { withProviders } from './decorators.tsx';
import { happyPathHandlers, resetMockState } from './handlers.ts';
import { chromaticModes, viewports } from './modes.ts';
import { argsEnhancers, argTypesEnhancers, withStructuredArgs } from './structuredArgs.tsx';
import { testViewportSize } from './testViewport.ts';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: brandNames[id] })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Site locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: siteLocales.map((id) => ({
          value: id,
          title: `${id} (${localeInfo[id].currency})`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: defaultBrand,
    locale: defaultLocale,
  },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    a11y: {
      test: 'error',
      // In test runs only violations are collected node by node: passes are not read
      // there, and detailing them costs some 40 ms per story.
      options: import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {},
    },
    chromatic: { modes: chromaticModes },
    // Controls in the order the component or block declares its props and fields: a
    // per-breakpoint value reads sm, md, lg (not alphabetically lg, md, sm), list items 1,
    // 2 … 10, and each prop's JSON comes after its fields.
    controls: { expanded: true, sort: 'none' },
    options: {
      storySort: { order: ['Design tokens', 'Components', 'CMS blocks', 'Flows', 'Storefront'] },
    },
  },
  // Happy-path API answers for every story; a story overrides one state in
  // `beforeEach({ msw }) { msw.use(...) }`, the one way we set handlers.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...happyPathHandlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
  ],
  async beforeEach({ parameters, globals }) {
    // Story tests only (the import is dropped from Storybook's own build): the test browser
    // takes the story's test viewport, leaving the toolbar's viewport unpinned.
    if (import.meta.env.MODE === 'test')
      await sizeTestBrowser(testViewportSize(parameters, globals));
    resetMockState();
    // Stories share one document: what one kept for its tab (a checkout draft, a dismissed
    // bar) must not reach the next.
    sessionStorage.clear();
    // Stories share one document in the test browser. react-aria's live announcer keeps
    // a message for 7 s, pointing at the element that announced it; once the previous
    // story has unmounted that reference dangles and axe would blame the next story.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
  // Lists and groups of a block's content edited field by field in Controls.
  argTypesEnhancers,
  argsEnhancers,
  decorators: [withStructuredArgs, withProviders],
  tags: ['autodocs'],
};

// Story tests: `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s. Alone a
// story's page settles in well under a second; in CI the machine's two cores also run the
// service's tests and a store, and a page that had not rendered after 1 s failed a story
// that was right (Cart page › Cant Ship There). A play that waits for something that never
// comes still fails, 5 s later.
if (import.meta.env.MODE === 'test') configure({ asyncUtilTimeout: 5_000 });

/**
 * Resizes the story test's browser. addon-vitest has already set the viewport global's size
 * (or its default); a story's `parameters.testViewport` is applied here, after it.
 */
async function sizeTestBrowser({ width, height }: { width: number; height: number }) {
  if (window.innerWidth === width && window.innerHeight === height) return;
  const { page } = await import('vitest/browser');
  await page.viewport(width, height);
}

export default preview;
