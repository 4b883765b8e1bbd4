import { readFileSync } from 'node:fs';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { describe, expect, it } from 'vitest';
import { demoPayload, invalidPayload } from './brokenSections.tsx';

// The blocks' styles are created at import; outside the bundler plugin vanilla-extract
// needs a file scope to name them.
setFileScope('cms-blocks/renderer/test/brokenSections.test.ts');
const { blockRegistry } = await import('../../registry.ts');

const stories = readFileSync(new URL('../BrokenSection.stories.tsx', import.meta.url), 'utf8');
const storyNames = new Set(
  [...stories.matchAll(/^export const (\w+): Story\b/gm)].map((m) => m[1] ?? ''),
);

describe('broken sections of every block (spec §8)', () => {
  it.each(Object.values(blockRegistry))('$name: its schema rejects the broken payload', (block) => {
    expect(block.schema.safeParse(invalidPayload(block)).success).toBe(false);
  });

  it.each(Object.values(blockRegistry))('$name: the demo content has a valid payload', (block) => {
    expect(block.schema.safeParse(demoPayload(block.name)).success).toBe(true);
  });

  it.each(Object.keys(blockRegistry))('%s has a BrokenSection story', (name) => {
    expect(storyNames.has(name), `add \`export const ${name}: Story = broken('${name}');\``).toBe(
      true,
    );
  });

  it('names no block the registry lacks', () => {
    expect([...storyNames].filter((name) => !(name in blockRegistry))).toEqual([]);
  });
});
