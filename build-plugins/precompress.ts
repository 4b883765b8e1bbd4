import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The browser's scripts and styles compressed once, at build time, with the slowest and
 * smallest settings (brotli 11, gzip 9): host/app.ts sends the `.br` or `.gz` beside each
 * file as the browser accepts, where compressing on every request could afford only a fast
 * level.
 */
export function precompressClientAssets(): Plugin {
  return {
    name: 'cairn:precompress-client-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeFile(path.join(dir, `${file}.br`), br),
            writeFile(path.join(dir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}
