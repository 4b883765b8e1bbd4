/*
 * The gallery block's dialogs (cms-blocks/Gallery): a shopper's photo large, with the
 * report form (spec §2 "review user-generated content"), and "Add your photo". They load
 * on use (the block imports their files lazily).
 */
export {
  CAPTION_MAX,
  type ReportInput,
  type ReportValues,
  reportSchema,
  type UploadInput,
  type UploadValues,
  uploadSchemaFor,
} from './GalleryPhotos.schema.ts';
export type { ReviewMediaDialogProps } from './ReviewMediaDialog.tsx';
export type { UploadPhotoDialogProps } from './UploadPhotoDialog.tsx';
export { type PhotoUpload, useUploadPhoto } from './useUploadPhoto.ts';
