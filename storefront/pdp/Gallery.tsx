import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '#api/contract/products.ts';
import { Image } from '#components/Image/index.ts';
import { gallery, slide, slides, thumbnail, thumbnails } from './pdp.css.ts';

/**
 * The product's images for the chosen colour: every image in a row the shopper swipes
 * (scroll snap) or scrolls with the keyboard, and thumbnail buttons that bring one into
 * view. The first image loads at once (it is the page's largest paint); the others lazily.
 */
export function Gallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const { t } = useTranslation('storefront');
  const [current, setCurrent] = useState(0);
  const show = (index: number) => {
    setCurrent(index);
    document
      .getElementById(`gallery-${index}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };
  return (
    <section className={gallery} aria-label={t('product.gallery', { name })}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it (WCAG 2.1.1). */}
      <ul className={slides} tabIndex={0} aria-label={t('product.images')}>
        {images.map((image, index) => (
          <li key={image.src} id={`gallery-${index}`} className={slide}>
            <Image
              src={image.src}
              alt={image.alt || name}
              aspectRatio={4 / 5}
              sizes="(min-width: 768px) 60vw, 100vw"
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className={thumbnails}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className={thumbnail}
                aria-current={index === current}
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                onClick={() => show(index)}
              >
                <Image src={image.src} alt="" decorative aspectRatio={4 / 5} sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
