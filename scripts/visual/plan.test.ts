import { describe, expect, it } from 'vitest';
import {
  type IndexEntry,
  missingBaselines,
  type Result,
  type StoryIndex,
  selectStories,
  shotFileName,
  shotsFor,
  storyUrl,
  summarize,
} from './plan.ts';
import { renderReport } from './report.ts';

function story(id: string, title: string, name: string, tags: string[] = []): IndexEntry {
  return { type: 'story', id, title, name, tags: ['dev', 'test', ...tags] };
}

const index: StoryIndex = {
  v: 5,
  entries: {
    'components-button--docs': {
      type: 'docs',
      id: 'components-button--docs',
      title: 'Components/Button',
      name: 'Docs',
    },
    'components-button--playground': story(
      'components-button--playground',
      'Components/Button',
      'Playground',
    ),
    'components-button--default': story(
      'components-button--default',
      'Components/Button',
      'Default',
    ),
    'flows-checkout--shipping': story('flows-checkout--shipping', 'Flows/Checkout', 'Shipping'),
    'flows-checkout--payment': story('flows-checkout--payment', 'Flows/Checkout', 'Payment'),
    'cms-blocks-banner--default': story(
      'cms-blocks-banner--default',
      'CMS blocks/Banner',
      'Default',
    ),
    'cms-blocks-banner--tall': story('cms-blocks-banner--tall', 'CMS blocks/Banner', 'Tall', [
      'visual',
    ]),
    'cms-blocks-video--default': story('cms-blocks-video--default', 'CMS blocks/Video', 'Default', [
      'no-visual',
    ]),
  },
};

describe('selectStories', () => {
  it('takes one story per component: Default, else the first; never docs', () => {
    expect(selectStories(index).map((s) => s.id)).toEqual([
      'components-button--default',
      'flows-checkout--shipping',
      'cms-blocks-banner--tall',
    ]);
  });

  it('takes the stories tagged visual instead of Default, and skips no-visual ones', () => {
    const ids = selectStories(index).map((s) => s.id);
    expect(ids).toContain('cms-blocks-banner--tall');
    expect(ids).not.toContain('cms-blocks-banner--default');
    expect(ids).not.toContain('cms-blocks-video--default');
  });

  it('takes every story with all, and filters by id', () => {
    expect(selectStories(index, { all: true })).toHaveLength(6);
    expect(
      selectStories(index, { all: true, filters: ['flows-checkout'] }).map((s) => s.id),
    ).toEqual(['flows-checkout--shipping', 'flows-checkout--payment']);
    expect(selectStories(index, { filters: ['nothing'] })).toEqual([]);
  });
});

describe('shotsFor', () => {
  const button = story('components-button--default', 'Components/Button', 'Default');
  const combos = (pins?: object) => shotsFor(button, pins).map((s) => `${s.brand}.${s.viewport}`);

  it('shoots every brand × viewport', () => {
    expect(combos()).toEqual([
      'ridgeline.sm',
      'ridgeline.md',
      'ridgeline.lg',
      'tread.sm',
      'tread.md',
      'tread.lg',
    ]);
  });

  it('shoots a pinned brand or viewport once per pinned value', () => {
    expect(combos({ brand: 'tread' })).toEqual(['tread.sm', 'tread.md', 'tread.lg']);
    expect(combos({ viewport: { value: 'md', isRotated: false } })).toEqual([
      'ridgeline.md',
      'tread.md',
    ]);
    expect(combos({ brand: 'ridgeline', viewport: 'lg', locale: 'fr-ca' })).toEqual([
      'ridgeline.lg',
    ]);
  });

  it('shoots a story with a test viewport at it, in every brand it does not pin', () => {
    expect(combos({ testViewport: 'sm' })).toEqual(['ridgeline.sm', 'tread.sm']);
    expect(combos({ brand: 'tread', testViewport: 'lg' })).toEqual(['tread.lg']);
    expect(combos({ viewport: { value: 'md', isRotated: false }, testViewport: 'sm' })).toEqual([
      'ridgeline.md',
      'tread.md',
    ]);
  });

  it('ignores pins it does not know (another viewport name)', () => {
    expect(combos({ viewport: { value: 'mobile1' } })).toHaveLength(6);
  });
});

describe('naming and URLs', () => {
  const shot = { storyId: 'cms-blocks-banner--default', brand: 'tread', viewport: 'md' } as const;

  it('names one file per story × brand × viewport', () => {
    expect(shotFileName(shot)).toBe('cms-blocks-banner--default.tread.md.webp');
  });

  it('opens the story at rest with the globals in Storybook URL syntax', () => {
    const url = new URL(storyUrl('http://127.0.0.1:6006', shot));
    expect(url.pathname).toBe('/iframe.html');
    expect(url.searchParams.get('id')).toBe('cms-blocks-banner--default');
    expect(url.searchParams.get('viewMode')).toBe('story');
    expect(url.searchParams.get('embed')).toBe('true');
    expect(url.searchParams.get('globals')).toBe('brand:tread;viewport.value:md;a11y.manual:!true');
  });
});

describe('summary', () => {
  const shot = { storyId: 'a--b', title: 'A', name: 'B', brand: 'tread', viewport: 'sm' } as const;
  const result = (outcome: Result['outcome']): Result => ({
    shot,
    file: 'a--b.tread.sm.webp',
    outcome,
  });

  it('counts outcomes and fails on any difference', () => {
    const results = [
      result({ status: 'same' }),
      result({ status: 'changed', diffPixels: 4, diffRatio: 0.001 }),
      result({ status: 'resized', baseline: [1, 2], current: [1, 3] }),
      result({ status: 'new' }),
    ];
    expect(summarize(results, ['x--y.tread.sm.webp'])).toEqual({
      total: 4,
      same: 1,
      changed: 2,
      new: 1,
      missing: 1,
      errors: 0,
      failing: true,
    });
    expect(summarize([result({ status: 'same' })], []).failing).toBe(false);
  });

  it('passes an accepting run unless a shot failed', () => {
    expect(summarize([result({ status: 'new' })], [], { updating: true }).failing).toBe(false);
    expect(
      summarize([result({ status: 'error', message: 'x' })], [], { updating: true }).failing,
    ).toBe(true);
  });

  it('finds baselines no shot produced, within the filters', () => {
    const baselines = ['a--b.tread.sm.webp', 'a--b.tread.md.webp', 'c--d.ridgeline.sm.webp'];
    expect(missingBaselines(baselines, ['a--b.tread.sm.webp'])).toEqual([
      'a--b.tread.md.webp',
      'c--d.ridgeline.sm.webp',
    ]);
    expect(missingBaselines(baselines, ['a--b.tread.sm.webp'], ['a--'])).toEqual([
      'a--b.tread.md.webp',
    ]);
  });

  it('reports baseline, current and diff side by side, escaped', () => {
    const changed = result({ status: 'changed', diffPixels: 4, diffRatio: 0.001 });
    const html = renderReport(
      [{ ...changed, shot: { ...shot, name: '<Long> & "quoted"' } }],
      [],
      summarize([changed], []),
      {
        baseline: (f) => `../baselines/${f}`,
        current: (f) => `current/${f}`,
        diff: (f) => `diff/${f}`,
      },
    );
    expect(html).toContain('src="../baselines/a--b.tread.sm.webp"');
    expect(html).toContain('src="current/a--b.tread.sm.webp"');
    expect(html).toContain('src="diff/a--b.tread.sm.webp"');
    expect(html).toContain('&lt;Long&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain('1 changed');
  });
});
