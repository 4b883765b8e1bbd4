import { contentEntries } from '#demo/content/index.ts';
import type { ImageLibrary } from '../argTypesFromSchema.ts';
import { imageLibrary } from '../imageLibrary.ts';

/*
 * The pictures of the demo content (every site's documents), the image library of the
 * Controls panel: what an author picks a banner's picture or a logo from.
 */

let library: ImageLibrary | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every picture (`{ type: 'image', url }`) of the demo content, brand by brand. */
export function demoImageLibrary(): ImageLibrary {
  if (library) return library;
  const urls: string[] = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) {
      if (value.type === 'image' && typeof value.url === 'string') urls.push(value.url);
      Object.values(value).forEach(collect);
    }
  };
  for (const entry of contentEntries()) collect(entry.document);
  // Grouped as an author looks for them: a brand's pictures together, by name.
  const sorted = [...new Set(urls)].sort((a, b) => a.localeCompare(b));
  library = imageLibrary(sorted);
  return library;
}
