// The pure half of `npm run test:visual`: which stories are shot, in which brand ×
// viewport combinations, under which file names, and how a run is summed up.
import { brandIds } from '../../design-tokens/brands/index.ts';
import { breakpointNames, reviewViewports } from '../../design-tokens/breakpoints.ts';

export type Brand = (typeof brandIds)[number];
export type Viewport = (typeof breakpointNames)[number];
export const brands: readonly Brand[] = brandIds;
export const viewports: readonly Viewport[] = breakpointNames;
export { reviewViewports };

/** The parts of a Storybook 10 `index.json` entry the review reads. */
export interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}
export interface StoryIndex {
  v: number;
  entries: Record<string, IndexEntry>;
}

/** A story tagged `visual` (or whose meta is) always has baselines. */
export const visualTag = 'visual';
/** A story tagged `no-visual` is never shot (live video, randomness, timers). */
export const skipTag = 'no-visual';

/**
 * Every story (`all`, what a full run shoots), or the quick set (`--quick`): every story
 * tagged `visual`; in a component (title) without such a tag, its `Default` story, or its
 * first story when it has none.
 * `filters` keep stories whose id contains one of them (`cms-blocks-banner`).
 */
export function selectStories(
  index: StoryIndex,
  { all = false, filters = [] }: { all?: boolean; filters?: string[] } = {},
): IndexEntry[] {
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && !entry.tags?.includes(skipTag),
  );
  const byTitle = Map.groupBy(stories, (story) => story.title);
  const chosen = all
    ? stories
    : [...byTitle.values()].flatMap((group) => {
        const tagged = group.filter((story) => story.tags?.includes(visualTag));
        if (tagged.length > 0) return tagged;
        const first = group.find((story) => story.name === 'Default') ?? group[0];
        return first ? [first] : [];
      });
  return filters.length === 0
    ? chosen
    : chosen.filter((story) => filters.some((filter) => story.id.includes(filter)));
}

/**
 * What a story's own `globals` pin, and the breakpoint its test runs at
 * (`parameters.testViewport`); read from the preview, index.json holds neither.
 */
export interface StoryPins {
  brand?: unknown;
  viewport?: unknown;
  testViewport?: unknown;
}

export interface Shot {
  storyId: string;
  title: string;
  name: string;
  brand: Brand;
  viewport: Viewport;
}

function pinnedViewport(value: unknown): Viewport | undefined {
  const name = typeof value === 'object' && value !== null ? Reflect.get(value, 'value') : value;
  return viewports.find((viewport) => viewport === name);
}

/**
 * Each story in every brand × viewport, except what the story pins: a story whose
 * `globals` fix the brand (or viewport) is shot once per pinned value, not six times,
 * since the toolbar's value would not reach it anyway. A story with a test viewport is
 * shot at that viewport only (in every brand it does not pin): shooting those at all
 * three too would add hundreds of shots to the full run for little to review.
 */
export function shotsFor(story: IndexEntry, pins: StoryPins = {}): Shot[] {
  const brand = brands.find((id) => id === pins.brand);
  const viewport = pinnedViewport(pins.viewport) ?? pinnedViewport(pins.testViewport);
  return (brand ? [brand] : brands).flatMap((b) =>
    (viewport ? [viewport] : viewports).map((v) => ({
      storyId: story.id,
      title: story.title,
      name: story.name,
      brand: b,
      viewport: v,
    })),
  );
}

/** `cms-blocks-banner--default.tread.md.webp`: one file per story × brand × viewport. */
export function shotFileName(shot: Pick<Shot, 'storyId' | 'brand' | 'viewport'>): string {
  return `${shot.storyId}.${shot.brand}.${shot.viewport}.webp`;
}

/** Storybook's iframe at rest: `embed=true` keeps the play function from running. */
export function storyUrl(base: string, shot: Pick<Shot, 'storyId' | 'brand' | 'viewport'>) {
  // Globals as Storybook's URL syntax (`key:value;nested.key:value`); axe is left to the
  // story tests (`a11y.manual`), it would only slow the shots down.
  const globals = `brand:${shot.brand};viewport.value:${shot.viewport};a11y.manual:!true`;
  const query = new URLSearchParams({ id: shot.storyId, viewMode: 'story', embed: 'true' });
  return `${base}/iframe.html?${query}&globals=${globals}`;
}

export type Outcome =
  | { status: 'same' }
  | { status: 'changed'; diffPixels: number; diffRatio: number }
  | { status: 'resized'; baseline: [number, number]; current: [number, number] }
  | { status: 'new' }
  | { status: 'error'; message: string };

export interface Result {
  shot: Shot;
  file: string;
  outcome: Outcome;
}

export interface Summary {
  total: number;
  same: number;
  changed: number;
  new: number;
  missing: number;
  errors: number;
  /** Differences a reviewer must look at: the run fails on any. */
  failing: boolean;
}

/** Counts of a run; `missing` are baselines no shot of this run produced. */
export function summarize(
  results: Result[],
  missing: string[],
  { updating = false }: { updating?: boolean } = {},
): Summary {
  const count = (status: Outcome['status']) =>
    results.filter((result) => result.outcome.status === status).length;
  const changed = count('changed') + count('resized');
  const summary = {
    total: results.length,
    same: count('same'),
    changed,
    new: count('new'),
    missing: missing.length,
    errors: count('error'),
  };
  return {
    ...summary,
    failing:
      summary.errors > 0 ||
      (!updating && (summary.changed > 0 || summary.new > 0 || summary.missing > 0)),
  };
}

/**
 * Baselines no shot of this run produced (a story removed or renamed, a pin changed);
 * with filters, only those the filters cover.
 */
export function missingBaselines(
  baselineFiles: string[],
  shotFiles: string[],
  filters: string[] = [],
): string[] {
  const shot = new Set(shotFiles);
  return baselineFiles.filter(
    (file) =>
      !shot.has(file) &&
      (filters.length === 0 || filters.some((filter) => file.split('.')[0]?.includes(filter))),
  );
}
