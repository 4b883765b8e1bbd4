import { defineBlock } from '../block.ts';
import { gallerySchema } from './Gallery.schema.ts';
import { Gallery } from './Gallery.tsx';

export { type GalleryContent, type GalleryProps, gallerySchema } from './Gallery.schema.ts';
export { Gallery, type GalleryBlockProps } from './Gallery.tsx';
export {
  GALLERY_SHOW_DELAY_MS,
  resolveGalleryFilter,
} from './gallery.ts';

export const galleryBlock = defineBlock({
  name: 'Gallery',
  schema: gallerySchema,
  Component: Gallery,
});
