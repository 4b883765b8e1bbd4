// `npm run images:generate`: draw every product image of the catalogue into the images
// folder (IMAGES_DIR, default .data/images, git-ignored). The image route also draws a
// missing one on first request, so this is a warm-up (build time, a new volume), not a
// requirement. Reads the catalogue from the database (DATABASE_URL or PGlite), seeding it
// first when needed.
import { writeCatalogueArtwork } from '#server/catalogue/index.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed.ts';
import { defaultImagesRoot } from '#server/images/index.ts';

const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  await seed(handle.db, { config, now: new Date() });
  const root = defaultImagesRoot();
  const started = performance.now();
  const written = await writeCatalogueArtwork(handle.db, root);
  console.info(
    `Wrote ${written} product images to ${root} in ${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await handle.close();
}
