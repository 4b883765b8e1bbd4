export { imageFits, placeholderBackgroundVar, placeholderColorVar } from './Image.css.ts';
export { defaultImageWidths, Image, type ImageProps } from './Image.tsx';
export {
  type ImageBox,
  type ImageCrop,
  imageCrops,
  imageTransform,
  isTransformable,
  transformImage,
} from './transformImage.ts';
