// The browser half of `npm run test:visual` (run.ts): a Storybook page brought to one
// story at rest, in one brand and viewport, ready to be shot.
import type { Browser, Page } from 'playwright-core';
import { reviewViewports, type Shot, type StoryPins, storyUrl } from './plan.ts';

export const shotTimeoutMs = 30_000;
/** The page's clock starts here for every shot (the pages run in UTC). */
export const reviewDate = new Date('2026-06-15T09:00:00Z');

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    ready?: () => Promise<void>;
    storyStoreValue?: {
      loadStory: (o: { storyId: string }) => Promise<{
        storyGlobals: object;
        parameters: { testViewport?: unknown };
      }>;
    };
    currentRender?: { phase?: string };
  };
}

/**
 * Each story's own `globals` (its pins) and test viewport, read from the preview:
 * index.json lacks them.
 */
export async function readPins(browser: Browser, base: string, ids: string[]) {
  const page = await browser.newPage();
  await page.goto(`${base}/iframe.html?id=${ids[0]}&viewMode=story&embed=true`);
  const pins = await page.evaluate(async (storyIds) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    await preview?.ready?.();
    const out: Record<string, object> = {};
    for (const storyId of storyIds) {
      const story = await preview?.storyStoreValue?.loadStory({ storyId });
      out[storyId] = { ...story?.storyGlobals, testViewport: story?.parameters.testViewport };
    }
    return out;
  }, ids);
  await page.close();
  return pins as Record<string, StoryPins>;
}

const stillCss =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/** The page's first shot: Storybook's iframe at the story, still (no animation, no caret). */
async function openPreview(page: Page, base: string, shot: Shot) {
  await page.goto(storyUrl(base, shot), { waitUntil: 'load', timeout: shotTimeoutMs });
  // Storybook's render phases: `finished` once rendered (and, here, not played).
  const phase = await page
    .waitForFunction(
      () => {
        const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return ['finished', 'errored'].includes(current ?? '') ? current : false;
      },
      undefined,
      { timeout: shotTimeoutMs, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  await page.addStyleTag({ content: stillCss });
  if (phase === 'errored') throw new Error('The story failed to render.');
}

interface PreviewChannel {
  on: (event: string, listener: (...args: unknown[]) => void) => void;
  off: (event: string, listener: (...args: unknown[]) => void) => void;
  emit: (event: string, ...args: unknown[]) => void;
}

/** A shot's globals, as the toolbar would set them (axe is left to the story tests). */
const shotGlobals = (shot: Shot) => ({
  brand: shot.brand,
  viewport: { value: shot.viewport },
  a11y: { manual: true },
});

/**
 * Render `shot` in the page's Storybook preview without reloading it: the toolbar's
 * globals set as the manager would, then the story selected (or, when it is already
 * there, mounted again from scratch), as the manager does when a reviewer clicks through.
 * The page's URL keeps `embed=true`, so play functions stay off. Resolves once Storybook
 * says the render finished (`storyFinished`), or with the error it reported.
 */
async function renderInPage(page: Page, shot: Shot): Promise<void> {
  const outcome = await page.evaluate(
    ({ storyId, globals, timeoutMs }) =>
      new Promise<string>((resolve) => {
        const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__ as
          | (PreviewWindow['__STORYBOOK_PREVIEW__'] & { currentRender?: { id?: string } })
          | undefined;
        const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: PreviewChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        if (!preview || !channel) {
          resolve("Storybook's preview is not on the page.");
          return;
        }
        const events: Record<string, (...args: unknown[]) => void> = {
          storyFinished: (...args) => {
            const done = args[0] as { storyId?: string; status?: string } | undefined;
            if (done?.storyId !== storyId) return;
            finish(preview.currentRender?.phase === 'errored' ? 'The story failed to render.' : '');
          },
          storyMissing: () => finish(`Storybook has no story ${storyId}.`),
          storyErrored: () => finish('The story failed to render.'),
          storyThrewException: () => finish('The story threw an exception.'),
        };
        const timer = setTimeout(() => finish('The story did not finish rendering.'), timeoutMs);
        function finish(message: string) {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(events)) channel?.off(event, listener);
          resolve(message);
        }
        for (const [event, listener] of Object.entries(events)) channel.on(event, listener);
        channel.emit('updateGlobals', { globals });
        if (preview.currentRender?.id === storyId) channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId: shot.storyId, globals: shotGlobals(shot), timeoutMs: shotTimeoutMs },
  );
  if (outcome) throw new Error(outcome);
}

/**
 * Bring `shot` to rest in `page` and wait until it, its data, images and fonts are in. The
 * page's first shot loads Storybook's iframe; the next ones switch stories in it.
 */
export async function shoot(page: Page, base: string, shot: Shot): Promise<Buffer> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.setViewportSize(reviewViewports[shot.viewport]);
    // Every story renders at the same moment of the same day (dates, countdowns).
    await page.clock.setSystemTime(reviewDate);
    if (!page.url().startsWith(base)) await openPreview(page, base, shot);
    else await renderInPage(page, shot);
    await page.evaluate(() => window.scrollTo(0, 0));
    // What shows after a short delay (the shopper photo gallery's 500 ms) is in the shot:
    // the page's timers due within 600 ms run now rather than being waited for.
    await page.clock.fastForward(600);
    // Data (MSW answers), lazy images and fonts: the network quiet for 300 ms.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < 300)) {
      await page.waitForTimeout(50);
    }
    // Lazy images below the fold would load while the full page is captured: load them
    // now, and let videos stop loading. Bounded, as one that never loads must not hold
    // the run.
    await page.evaluate(async (timeoutMs) => {
      const settle = async () => {
        await document.fonts.ready;
        await Promise.all(
          [...document.images].map((image) => {
            if (image.loading === 'lazy') image.loading = 'eager';
            return image.complete ? null : image.decode().catch(() => null);
          }),
        );
        // A video that is loading shows the player's spinner: wait until it holds a frame or
        // its loading stopped (preload metadata: suspended once the metadata is in).
        const loading = () =>
          [...document.querySelectorAll('video')].some(
            (video) =>
              video.networkState === HTMLMediaElement.NETWORK_LOADING &&
              video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA,
          );
        while (loading()) await new Promise((resolve) => setTimeout(resolve, 50));
        // The browser's own player controls show a loading spinner at a different angle
        // in every shot while a video buffers: they are Chromium's, not ours to review.
        for (const video of document.querySelectorAll('video')) video.controls = false;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      };
      await Promise.race([settle(), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    }, 5_000);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}
