// `npm run test:visual`: every curated story in each brand × sm/md/lg, shot in Debian's
// Chromium from the static Storybook, compared with `visual/baselines/`; the differences
// side by side in `visual/report/index.html`. `-- -u` accepts them, `-- --filter <id part>`
// shoots a subset, `-- --all` every story (compared only: no baselines are kept for those).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { type Browser, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../../vitest.config.ts';
import {
  missingBaselines,
  type Outcome,
  type Result,
  reviewViewports,
  type Shot,
  type StoryIndex,
  type StoryPins,
  selectStories,
  shotFileName,
  shotsFor,
  storyUrl,
  summarize,
} from './plan.ts';
import { renderReport } from './report.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const log = (message: string) => console.info(`\x1b[36m[visual]\x1b[0m ${message}`);

const { values: options } = parseArgs({
  options: {
    update: { type: 'boolean', short: 'u', default: false },
    filter: { type: 'string', multiple: true, default: [] },
    all: { type: 'boolean', default: false },
    workers: { type: 'string', default: '3' },
    rebuild: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
  },
});
const filters = options.filter.flatMap((filter) => filter.split(',')).filter(Boolean);
const workers = Math.max(1, Number(options.workers) || 3);
if (options.all && options.update) {
  console.error('Baselines are kept for the curated set only: accept without --all.');
  process.exit(1);
}

const staticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'visual', 'baselines');
const reportDir = path.join(root, 'visual', 'report');
/** pixelmatch's per-pixel colour tolerance (0–1); anti-aliased pixels are ignored. */
const threshold = 0.1;
const shotTimeoutMs = 30_000;

// What the static Storybook is made of: a newer file in any of these rebuilds it.
const storybookSources = [
  '.storybook',
  'design-tokens',
  'i18n',
  'api',
  'components',
  'cms-blocks',
  'flows',
  'storefront',
  'mocks',
  'public',
  'package-lock.json',
];

function newest(file: string): number {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(file, entry)));
  }
  return latest;
}

function ensureStorybookBuild() {
  const built = statSync(path.join(staticDir, 'index.json'), { throwIfNoEntry: false })?.mtimeMs;
  const changed = Math.max(...storybookSources.map((source) => newest(path.join(root, source))));
  if (built && built > changed && !options.rebuild) {
    log('Storybook build is up to date (storybook-static/).');
    return;
  }
  log(built ? 'Sources changed; building Storybook…' : 'Building Storybook…');
  const build = spawnSync('npm', ['run', '--silent', 'build-storybook'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The Storybook build failed.');
    process.exit(1);
  }
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};

/** The static build on a free local port. */
async function serve(): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(staticDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(staticDir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'max-age=3600',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

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
async function readPins(browser: Browser, base: string, ids: string[]) {
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

/** Load a story at rest and wait until it, its data, images and fonts are in. */
async function shoot(page: Page, base: string, shot: Shot): Promise<Buffer> {
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
    await page.goto(storyUrl(base, shot), { waitUntil: 'load', timeout: shotTimeoutMs });
    // Storybook's render phases: `completed` once rendered (and, here, not played).
    const phase = await page
      .waitForFunction(
        () => {
          const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return ['completed', 'afterEach', 'finished', 'errored'].includes(current ?? '')
            ? current
            : false;
        },
        undefined,
        { timeout: shotTimeoutMs, polling: 50 },
      )
      .then((handle) => handle.jsonValue());
    if (phase === 'errored') throw new Error('The story failed to render.');
    await page.addStyleTag({ content: stillCss });
    // Data (MSW answers), lazy images and fonts: quiet for 300 ms, and at least 600 ms
    // after the render (what shows after a delay: the shopper photo gallery's 500 ms).
    const rendered = Date.now();
    const deadline = rendered + 10_000;
    while (
      Date.now() < deadline &&
      (inFlight > 0 || Date.now() - lastActivity < 300 || Date.now() - rendered < 600)
    ) {
      await page.waitForTimeout(100);
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

/**
 * Lossless RGB at the strongest deflate (sharp's libspng, adaptive filters): a third of
 * what pngjs writes for the same RGBA screenshot; the baselines are committed.
 */
function encode(raw: Buffer): Promise<Buffer> {
  return sharp(raw)
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 })
    .toBuffer();
}

function compare(file: string, current: Buffer): Outcome {
  const baselinePath = path.join(baselineDir, file);
  const baselineBytes = readFileSync(baselinePath, { flag: 'r' });
  const baseline = PNG.sync.read(baselineBytes);
  const shot = PNG.sync.read(current);
  if (baseline.width !== shot.width || baseline.height !== shot.height) {
    return {
      status: 'resized',
      baseline: [baseline.width, baseline.height],
      current: [shot.width, shot.height],
    };
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const diffPixels = pixelmatch(baseline.data, shot.data, diff.data, shot.width, shot.height, {
    threshold,
  });
  if (diffPixels === 0) return { status: 'same' };
  writeFileSync(path.join(reportDir, 'diff', file), PNG.sync.write(diff));
  return { status: 'changed', diffPixels, diffRatio: diffPixels / (shot.width * shot.height) };
}

async function main() {
  const started = Date.now();
  ensureStorybookBuild();
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as StoryIndex;
  const stories = selectStories(index, { all: options.all, filters });
  if (stories.length === 0) {
    console.error(`No story matches ${filters.join(', ')}.`);
    process.exit(1);
  }
  rmSync(reportDir, { recursive: true, force: true });
  for (const dir of ['current', 'diff']) mkdirSync(path.join(reportDir, dir), { recursive: true });
  mkdirSync(baselineDir, { recursive: true });

  const { server, base } = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: Result[] = [];
  try {
    const pins = await readPins(
      browser,
      base,
      stories.map((story) => story.id),
    );
    const shots = stories.flatMap((story) => shotsFor(story, pins[story.id]));
    if (options['dry-run']) {
      for (const shot of shots) console.info(shotFileName(shot));
      log(`${shots.length} shots of ${stories.length} stories (dry run: nothing shot).`);
      return;
    }
    log(`${shots.length} shots of ${stories.length} stories, ${workers} pages at once…`);
    const queue = [...shots];
    let done = 0;
    await Promise.all(
      Array.from({ length: Math.min(workers, shots.length) }, async () => {
        const context = await browser.newContext({ reducedMotion: 'reduce', deviceScaleFactor: 1 });
        const page = await context.newPage();
        for (let shot = queue.shift(); shot; shot = queue.shift()) {
          const file = shotFileName(shot);
          let outcome: Outcome;
          try {
            const raw = await shoot(page, base, shot);
            const current = await encode(raw);
            writeFileSync(path.join(reportDir, 'current', file), current);
            let exists = true;
            try {
              statSync(path.join(baselineDir, file));
            } catch {
              exists = false;
            }
            outcome = exists ? compare(file, current) : { status: 'new' };
            if (options.update && outcome.status !== 'same') {
              writeFileSync(path.join(baselineDir, file), current);
            }
          } catch (error) {
            outcome = { status: 'error', message: String((error as Error).message ?? error) };
          }
          results.push({ shot, file, outcome });
          done += 1;
          if (done % 20 === 0 || done === shots.length) {
            log(`${done}/${shots.length} shots (${((Date.now() - started) / 1000).toFixed(0)} s)`);
          }
        }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }

  const missing = missingBaselines(
    readdirSync(baselineDir).filter((file) => file.endsWith('.png')),
    results.map((result) => result.file),
    filters,
  );
  // Accepting also drops baselines of stories no longer curated (only on a full run).
  if (options.update && !options.all) {
    for (const file of missing) rmSync(path.join(baselineDir, file));
  }
  const summary = summarize(results, options.update ? [] : missing, { updating: options.update });
  const html = renderReport(
    results.sort((a, b) => a.file.localeCompare(b.file)),
    options.update ? [] : missing,
    summary,
    {
      baseline: (file) => `../baselines/${file}`,
      current: (file) => `current/${file}`,
      diff: (file) => `diff/${file}`,
    },
    { updating: options.update },
  );
  const reportPath = path.join(reportDir, 'index.html');
  writeFileSync(reportPath, html);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `${summary.total} shots in ${seconds} s: ${summary.same} unchanged, ${summary.changed} changed, ${summary.new} new, ${summary.missing} missing, ${summary.errors} errors${options.update ? ' (accepted)' : ''}.`,
  );
  log(`Report: ${reportPath}`);
  if (summary.failing) {
    console.error(
      options.update
        ? 'Some stories could not be shot (see the report).'
        : 'Visual differences: review the report, then accept them with `npm run test:visual -- -u`.',
    );
    process.exit(1);
  }
}

await main();
