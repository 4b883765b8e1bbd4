import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button as AriaButton, type PressEvent } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '#api/contract/products.ts';
import { Button } from '#components/Button/index.ts';
import { stepIndex } from '#components/Carousel/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Image } from '#components/Image/index.ts';
import {
  buttonRow,
  galleryAspectRatio,
  zoomControls,
  zoomFrame,
  zoomImage,
  zoomPicture,
  zoomPosition,
} from './product.css.ts';

const fraction = (value: number) => Math.min(1, Math.max(0, value));

export interface GalleryZoomProps {
  images: readonly ProductImage[];
  name: string;
  /** The image the shopper opened. */
  initialIndex: number;
  onClose: () => void;
}

/**
 * The gallery's zoom (its code loads on first use): the image large in the kit's dialog,
 * previous and next in a loop (buttons, or the arrow keys), and the picture itself a
 * button that zooms in on the point pressed and out again. Zoomed, the picture pans by
 * scrolling: drag on touch, the wheel, or the arrow keys while the picture has focus.
 * Escape closes the dialog and focus returns to the image that opened it.
 */
export default function GalleryZoom({ images, name, initialIndex, onClose }: GalleryZoomProps) {
  const { t } = useTranslation('storefront');
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), count - 1));
  const [zoomed, setZoomed] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  /** Where the picture was pressed, as fractions of its size, when it zoomed in. */
  const focusPoint = useRef({ x: 0.5, y: 0.5 });
  const image = images[index];
  const alt = image?.alt.trim() || name;

  // Zoomed in: the pressed point of the picture comes to the middle of the frame.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame || !zoomed) return;
    frame.scrollLeft = focusPoint.current.x * frame.scrollWidth - frame.clientWidth / 2;
    frame.scrollTop = focusPoint.current.y * frame.scrollHeight - frame.clientHeight / 2;
  }, [zoomed]);

  const go = (step: -1 | 1) => {
    setIndex((current) => stepIndex(current, step, count, true));
    setZoomed(false);
  };

  const toggle = (event: PressEvent) => {
    const button = event.target.getBoundingClientRect();
    const picture = event.target.firstElementChild?.getBoundingClientRect();
    focusPoint.current =
      event.pointerType !== 'keyboard' && picture && picture.width > 0 && picture.height > 0
        ? {
            x: fraction((button.left + event.x - picture.left) / picture.width),
            y: fraction((button.top + event.y - picture.top) / picture.height),
          }
        : { x: 0.5, y: 0.5 };
    setZoomed(!zoomed);
  };

  // Not zoomed, the arrow keys turn the pages wherever focus is in the dialog (it is
  // modal: every key is its own); zoomed, they pan the picture (native scrolling).
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    if (zoomed || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const rtl = document.documentElement.dir === 'rtl';
      goRef.current((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [zoomed, count]);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name}
      size="large"
    >
      <div ref={frameRef} className={zoomFrame} data-zoomed={zoomed}>
        {image ? (
          <AriaButton
            className={zoomPicture}
            aria-label={zoomed ? t('product.zoom.zoomOut') : t('product.zoom.zoomIn', { alt })}
            onPress={toggle}
          >
            <Image
              key={image.src}
              className={zoomImage}
              src={image.src}
              alt={alt}
              aspectRatio={galleryAspectRatio}
              fit="contain"
              widths={[480, 800, 1200]}
              sizes={zoomed ? '200vw' : '(min-width: 768px) 54rem, 100vw'}
              priority
            />
          </AriaButton>
        ) : null}
      </div>
      <div className={zoomControls}>
        <p className={zoomPosition} aria-live="polite" aria-atomic="true">
          {t('product.zoom.position', { index: index + 1, count })}
        </p>
        {count > 1 ? (
          <div className={buttonRow}>
            <Button
              tone="secondary"
              size="small"
              iconOnly
              icon="chevronLeft"
              aria-label={t('product.zoom.previous')}
              onPress={() => go(-1)}
            />
            <Button
              tone="secondary"
              size="small"
              iconOnly
              icon="chevronRight"
              aria-label={t('product.zoom.next')}
              onPress={() => go(1)}
            />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
