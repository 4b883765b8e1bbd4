import { lazy, Suspense, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '#api/contract/products.ts';
import { Carousel, useReducedMotion } from '#components/Carousel/index.ts';
import { Image } from '#components/Image/index.ts';
import {
  enlargeButton,
  gallery,
  galleryAspectRatio,
  thumbnail,
  thumbnails,
} from './product.css.ts';

/** The zoom is code only a shopper who opens it needs: it loads on first use. */
const loadZoom = () => import('./GalleryZoom.tsx');
const GalleryZoom = lazy(loadZoom);

/** Which width a slide takes at each viewport (the page's two columns from md up). */
const slideSizes = '(min-width: 1024px) 55vw, (min-width: 768px) 58vw, 100vw';

export interface GalleryProps {
  /** The images of the chosen colour, the main one first. */
  images: readonly ProductImage[];
  /** The product's name: the gallery's name and the alt text of an image without one. */
  name: string;
}

/**
 * The product's images for the chosen colour: a carousel (swipe on touch, arrow buttons,
 * one position per image, announced), a column of thumbnails from md up, and a zoom that opens on a
 * click or Enter on the image. The first image loads at once with high priority (the
 * page's largest paint) in a box of fixed ratio, so nothing shifts; the others lazily.
 */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useTranslation('storefront');
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  const altOf = (image: ProductImage) => image.alt.trim() || name;

  const show = (index: number) => {
    setCurrent(index);
    // The carousel follows its track's scroll position; moving the track moves it.
    document.getElementById(`${id}-${index}`)?.scrollIntoView({
      behavior: reducedMotion ? 'instant' : 'smooth',
      block: 'nearest',
      inline: 'start',
    });
  };

  return (
    <div className={gallery}>
      {images.length > 1 ? (
        <ul className={thumbnails} aria-label={t('product.thumbnails')}>
          {images.map((image, index) => (
            <li key={image.src}>
              <AriaButton
                className={thumbnail}
                aria-current={index === current ? 'true' : undefined}
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                onPress={() => show(index)}
              >
                <Image
                  src={image.src}
                  alt=""
                  decorative
                  aspectRatio={galleryAspectRatio}
                  widths={[80, 160]}
                  sizes="5rem"
                />
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : null}
      <Carousel
        label={t('product.gallery', { name })}
        slidesPerView={{ sm: 1, md: 1, lg: 1 }}
        showIndicators={{ sm: true, md: false, lg: false }}
        onIndexChange={setCurrent}
      >
        {images.map((image, index) => (
          <AriaButton
            key={image.src}
            id={`${id}-${index}`}
            className={enlargeButton}
            aria-label={t('product.enlarge', { index: index + 1, alt: altOf(image) })}
            // The zoom's code loads while the shopper is on the way to it.
            onHoverStart={() => void loadZoom()}
            onFocus={() => void loadZoom()}
            onPress={() => setZoomAt(index)}
          >
            <Image
              src={image.src}
              alt={altOf(image)}
              aspectRatio={galleryAspectRatio}
              sizes={slideSizes}
              priority={index === 0}
            />
          </AriaButton>
        ))}
      </Carousel>
      {zoomAt !== null ? (
        <Suspense fallback={null}>
          <GalleryZoom
            images={images}
            name={name}
            initialIndex={zoomAt}
            onClose={() => setZoomAt(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
