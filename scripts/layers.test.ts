import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { biomeConfig } from './gen-biome-config.mjs';
// @ts-expect-error: plain ESM script without types
import { layers, mayImport } from './layers.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const biome = path.join(repo, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
const table = mayImport as Record<string, string[]>;
const allLayers = layers as string[];

let sandbox = '';
let restricted = new Set<string>();

const fixtureName = (from: string, to: string, style: string) =>
  `${from}/fixture-${to}-${style}.ts`.replace(/\//g, '/');

beforeAll(() => {
  // A throwaway tree with every layer importing every other one, in both import styles,
  // linted once with the project's own configuration.
  sandbox = mkdtempSync(path.join(tmpdir(), 'cairn-layers-'));
  const config = { ...biomeConfig(), vcs: { enabled: false } };
  config.$schema = undefined;
  writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));
  for (const from of allLayers) {
    mkdirSync(path.join(sandbox, from), { recursive: true });
    for (const to of allLayers) {
      if (to === from) continue;
      writeFileSync(
        path.join(sandbox, fixtureName(from, to, 'alias')),
        `export * from '#${to}/index.ts';\n`,
      );
      writeFileSync(
        path.join(sandbox, fixtureName(from, to, 'relative')),
        `export * from '../${to}/index.ts';\n`,
      );
    }
  }
  let output = '';
  try {
    output = execFileSync(
      process.execPath,
      [biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'],
      {
        cwd: sandbox,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  restricted = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path.replace(/^\.\//, '')),
  );
});

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

const pairs = allLayers.flatMap((from) =>
  allLayers
    .filter((to) => to !== from)
    .map((to) => ({ from, to, allowed: table[from]?.includes(to) ?? false })),
);

describe('the layer table of ARCHITECTURE.md is enforced by the lint', () => {
  it.each(pairs)('$from → $to allowed: $allowed', ({ from, to, allowed }) => {
    for (const style of ['alias', 'relative']) {
      expect(restricted.has(fixtureName(from, to, style)), `${style} import`).toBe(!allowed);
    }
  });

  it('biome.json is generated from the table', () => {
    const committed = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8'));
    expect(committed).toEqual(biomeConfig());
  });
});
