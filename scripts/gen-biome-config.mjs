import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { layers, mayImport, mayUseMocks } from './layers.mjs';

function restrictions(layer, alsoAllowed = []) {
  const forbidden = layers.filter(
    (other) => other !== layer && !mayImport[layer].includes(other) && !alsoAllowed.includes(other),
  );
  return {
    level: 'error',
    options: {
      patterns: forbidden.map((target) => ({
        group: [`#${target}/**`, `**/${target}/**`],
        message: `${layer}/ may not import ${target}/ (layer table in ARCHITECTURE.md).`,
      })),
    },
  };
}

const rule = (layer, alsoAllowed) => ({
  linter: { rules: { style: { noRestrictedImports: restrictions(layer, alsoAllowed) } } },
});

export function biomeConfig() {
  const overrides = [
    ...layers.map((layer) => ({ includes: [`${layer}/**`], ...rule(layer, []) })),
    ...mayUseMocks.layers.map((layer) => ({
      includes: mayUseMocks.files.map((glob) => `${layer}/${glob}`),
      ...rule(layer, mayUseMocks.targets),
    })),
  ];
  return {
    $schema: './node_modules/@biomejs/biome/configuration_schema.json',
    vcs: { enabled: true, clientKind: 'git', useIgnoreFile: true },
    files: {
      includes: [
        '**',
        '!**/node_modules',
        '!biome.json',
        '!storybook-static',
        '!build',
        '!.react-router',
        '!.data',
        '!public/mockServiceWorker.js',
        '!server/db/migrations',
        '!**/__screenshots__',
      ],
    },
    formatter: { enabled: true, indentStyle: 'space', indentWidth: 2, lineWidth: 100 },
    javascript: {
      formatter: {
        quoteStyle: 'single',
        jsxQuoteStyle: 'double',
        semicolons: 'always',
        trailingCommas: 'all',
      },
    },
    linter: {
      enabled: true,
      rules: {
        preset: 'recommended',
        correctness: {
          useImportExtensions: { level: 'error', options: { forceJsExtensions: false } },
          noUnusedImports: 'error',
        },
        style: { useImportType: 'error' },
        suspicious: {
          noConsole: { level: 'error', options: { allow: ['error', 'warn', 'info'] } },
        },
      },
    },
    assist: { actions: { source: { organizeImports: 'on' } } },
    overrides,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(
    new URL('../biome.json', import.meta.url),
    `${JSON.stringify(biomeConfig(), null, 2)}\n`,
  );
}
