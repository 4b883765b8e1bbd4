// `npm run test:visual`: every story in each brand × sm/md/lg, shot in Debian's Chromium
// from the static Storybook, compared with `visual/baselines/`; the differences side by
// side in `visual/report/index.html`. `-- -u` accepts them, `-- --filter <id part>` shoots
// a subset, `-- --quick` one story per component (the curated set of plan.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../../vitest.config.ts';
import { readPins, reviewDate, shoot } from './page.ts';
import {
  missingBaselines,
  type Outcome,
  type Result,
  type StoryIndex,
  selectStories,
  shotFileName,
  shotsFor,
  summarize,
} from './plan.ts';
import { renderReport } from './report.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const log = (message: string) => console.info(`\x1b[36m[visual]\x1b[0m ${message}`);

const { values: options } = parseArgs({
  options: {
    update: { type: 'boolean', short: 'u', default: false },
    filter: { type: 'string', multiple: true, default: [] },
    quick: { type: 'boolean', default: false },
    workers: { type: 'string', default: '3' },
    rebuild: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
  },
});
const filters = options.filter.flatMap((filter) => filter.split(',')).filter(Boolean);
const workers = Math.max(1, Number(options.workers) || 3);

const staticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'visual', 'baselines');
const reportDir = path.join(root, 'visual', 'report');
/** pixelmatch's per-pixel colour tolerance (0–1); anti-aliased pixels are ignored. */
const threshold = 0.1;

// What the static Storybook is made of: a newer file in any of these rebuilds it.
const storybookSources = [
  '.storybook',
  'design-tokens',
  'i18n',
  'api',
  'commerce',
  'shopper',
  'demo',
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

/**
 * WebP at quality 90 (sharp's libwebp): about a third of a palette PNG of the same shot
 * and a sixth of a lossless one, as the baselines are committed. Encoding is
 * deterministic, so the same rendering gives the same file; baseline and shot are
 * compared in that same form, and type and lines stay crisp enough to review.
 */
function encode(raw: Buffer): Promise<Buffer> {
  return sharp(raw).removeAlpha().webp({ quality: 90, effort: 4 }).toBuffer();
}

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function compare(file: string, current: Buffer): Promise<Outcome> {
  const baseline = await pixels(readFileSync(path.join(baselineDir, file)));
  const shot = await pixels(current);
  if (baseline.width !== shot.width || baseline.height !== shot.height) {
    return {
      status: 'resized',
      baseline: [baseline.width, baseline.height],
      current: [shot.width, shot.height],
    };
  }
  const diff = Buffer.alloc(shot.width * shot.height * 4);
  const diffPixels = pixelmatch(baseline.data, shot.data, diff, shot.width, shot.height, {
    threshold,
  });
  if (diffPixels === 0) return { status: 'same' };
  await sharp(diff, { raw: { width: shot.width, height: shot.height, channels: 4 } })
    .webp({ lossless: true })
    .toFile(path.join(reportDir, 'diff', file));
  return { status: 'changed', diffPixels, diffRatio: diffPixels / (shot.width * shot.height) };
}

async function main() {
  const started = Date.now();
  ensureStorybookBuild();
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as StoryIndex;
  const stories = selectStories(index, { all: !options.quick, filters });
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
    // A page takes a story's shots one after the other: its module is loaded once.
    const queue = [...Map.groupBy(shots, (shot) => shot.storyId).values()];
    let done = 0;
    await Promise.all(
      Array.from({ length: Math.min(workers, queue.length) }, async () => {
        const context = await browser.newContext({
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
          timezoneId: 'UTC',
        });
        // One day for every run: dates shown (delivery estimates, order dates) are the same
        // as the baselines'. Time still passes from there, timers run as they would.
        await context.clock.install({ time: reviewDate });
        const page = await context.newPage();
        for (let group = queue.shift(); group; group = queue.shift())
          for (const shot of group) {
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
              outcome = exists ? await compare(file, current) : { status: 'new' };
              if (options.update && outcome.status !== 'same') {
                writeFileSync(path.join(baselineDir, file), current);
              }
            } catch (error) {
              outcome = { status: 'error', message: String((error as Error).message ?? error) };
              // What the story left behind must not reach the next one: a fresh page for it.
              await page.goto('about:blank').catch(() => undefined);
            }
            results.push({ shot, file, outcome });
            done += 1;
            if (done % 20 === 0 || done === shots.length) {
              log(
                `${done}/${shots.length} shots (${((Date.now() - started) / 1000).toFixed(0)} s)`,
              );
            }
          }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }

  // Baselines no shot produced (a story removed or renamed), within the filters; a quick
  // run leaves most stories out, so it does not look for them.
  const missing = options.quick
    ? []
    : missingBaselines(
        readdirSync(baselineDir).filter((file) => file.endsWith('.webp')),
        results.map((result) => result.file),
        filters,
      );
  if (options.update) for (const file of missing) rmSync(path.join(baselineDir, file));
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
