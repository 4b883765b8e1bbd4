import type { Brand } from '#api/contract/common.ts';
import type { UgcStream } from '#api/contract/ugc.ts';
import { ugcPublicId } from '#commerce/ugc/media.ts';
import { CATALOGUE_DATE, type CatalogueProduct, getCatalogue } from '../catalogue/index.ts';
import { type UgcSky, ugcSkyOf } from '../images/ugcScene.ts';

/*
 * Demo shopper photos (spec §7 social media content service): per brand, a stream for
 * each of its best-selling products (tagged with the masterId, filed under its category)
 * and a few approved photos in them, by demo uploaders. The photos' pixels are artwork the
 * image route draws from the media id (server/ugc/artwork.ts): nothing is committed.
 */

export interface DemoUgcUser {
  id: string;
  customerId: Brand;
  name: string;
}

export interface DemoUgcStream extends UgcStream {
  /** The leaf category and its ancestors. */
  categoryPath: string[];
}

export interface DemoUgcMedia {
  id: string;
  customerId: Brand;
  userId: string;
  caption: string;
  publicId: string;
  width: number;
  height: number;
  createdAt: Date;
  streamIds: string[];
}

export interface DemoUgc {
  users: DemoUgcUser[];
  streams: DemoUgcStream[];
  media: DemoUgcMedia[];
}

/** Products of a brand with photos, best sellers first. */
export const UGC_STREAMS_PER_BRAND = 8;
export const UGC_PHOTO_SIZE = 800;

const uploaders = [
  'Maya A.',
  'Jonas K.',
  'Léa M.',
  'Priya S.',
  'Tom B.',
  'Hannelore Wilhelmine von Grünberg-Oberhausen',
];

/**
 * What a shopper writes under a photo, by the photo's sky (ugcScene.ts `ugcSkyOf`): a scene
 * is that sky, a pale sun, green ridges and the product it shows, so a caption speaks of
 * those and nothing the picture has not got. `{product}` is the product ("Cornice 45
 * backpack"); the last, long one is every sixth photo's.
 */
const captions: Record<UgcSky, string[]> = {
  blue: [
    'Not a cloud in the sky, and the {product} came along.',
    'Blue sky over the ridges all day with my {product}.',
  ],
  golden: [
    'Golden light on the hills, with my {product}.',
    'Low sun over the ridges at the end of the walk, {product} and all.',
  ],
  hazy: [
    'A hazy day on the ridges, and my {product} did the whole loop.',
    'Soft, hazy light over the hills and my {product}.',
  ],
  lilac: [
    'Lilac sky at the end of the day, with my {product}.',
    'The sky turned lilac over the ridges on the way down. My {product} came too.',
  ],
};

function longCaption(sky: UgcSky, product: string): string {
  const light = {
    blue: 'blue sky',
    golden: 'golden light',
    hazy: 'hazy light',
    lilac: 'a lilac sky',
  }[sky];
  return (
    `Ridge after green ridge under ${light}: ` +
    `the long traverse from the hut to the col took us nine hours, and my ${product} came all the way.`
  );
}

/** The caption of a photo of `product` (null: no product in the picture). */
export function captionOf(mediaId: string, product: CatalogueProduct | undefined, n: number) {
  const sky = ugcSkyOf(mediaId);
  const noun = product ? `${product.model} ${nounOf(product).toLowerCase()}` : 'kit';
  if (n % 6 === 0) return longCaption(sky, noun);
  const options = captions[sky];
  return (options[n % options.length] ?? options[0] ?? '').replace('{product}', noun);
}

/** The product's noun in English ("Rain Jacket"): its name without gender and model. */
function nounOf(product: CatalogueProduct): string {
  return product.name.en.replace(/^(Men's|Women's) /, '').replace(`${product.model} `, '');
}

const DAY_MS = 24 * 60 * 60 * 1000;

function categoryPathOf(categoryId: string): string[] {
  const byId = new Map(getCatalogue().categories.map((category) => [category.id, category]));
  const path: string[] = [];
  for (let id: string | null = categoryId; id; id = byId.get(id)?.parentId ?? null) path.push(id);
  return path;
}

function buildBrand(customerId: Brand): DemoUgc {
  const users = uploaders.map((name, index) => ({
    id: `u-${customerId}-${index + 1}`,
    customerId,
    name,
  }));
  const products = getCatalogue()
    .products.filter((product) => product.brand === customerId && product.sizes.length > 0)
    .sort((a, b) => b.unitsSold - a.unitsSold || a.id.localeCompare(b.id))
    .slice(0, UGC_STREAMS_PER_BRAND);
  const streams = products.map((product) => ({
    id: `s-${product.id.toLowerCase()}`,
    customerId,
    name: product.name.en,
    tag: product.id,
    categoryId: product.categoryId,
    categoryPath: categoryPathOf(product.categoryId),
  }));
  const media: DemoUgcMedia[] = [];
  const byStream = new Map(streams.map((stream, index) => [stream.id, products[index]]));
  const asOf = Date.parse(`${CATALOGUE_DATE}T12:00:00Z`);
  streams.forEach((stream, index) => {
    // The best seller has the most photos; every stream at least one.
    const photos = Math.max(1, 4 - Math.floor(index / 2));
    for (let photo = 0; photo < photos; photo += 1) {
      const n = media.length + 1;
      const id = `m-${customerId}-${n}`;
      // Every third photo shows the next product too. In id order: the picture draws the
      // first (server/ugc/artwork.ts, mocks/handlers/images.ts), and the caption speaks of it.
      const streamIds = [
        stream.id,
        ...(n % 3 === 0 && streams[index + 1] ? [streams[index + 1]?.id ?? ''] : []),
      ].sort();
      media.push({
        id,
        customerId,
        userId: users[n % users.length]?.id ?? '',
        caption: captionOf(id, byStream.get(streamIds[0] ?? ''), n),
        publicId: ugcPublicId(customerId, id, 'png'),
        width: UGC_PHOTO_SIZE,
        height: UGC_PHOTO_SIZE,
        createdAt: new Date(asOf - n * DAY_MS),
        streamIds,
      });
    }
  });
  return { users, streams, media };
}

let cached: DemoUgc | undefined;

/** The demo photos of every brand (built once; treat as read-only). */
export function demoUgc(): DemoUgc {
  if (!cached) {
    const brands = (['ridgeline', 'tread'] as const).map(buildBrand);
    cached = {
      users: brands.flatMap((brand) => brand.users),
      streams: brands.flatMap((brand) => brand.streams),
      media: brands.flatMap((brand) => brand.media),
    };
  }
  return cached;
}
