import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { UgcMedia } from '#api/contract/ugc.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { useRecommendationContext } from '../Recommendation/RecommendationContext.tsx';
import { RendererContext, useReportEmpty } from '../renderer/context.tsx';
import { galleryHidden } from '../renderer/gallery.ts';
import { useCurrentPath } from '../renderer/useCurrentPath.ts';
import * as styles from './Gallery.css.ts';
import type { GalleryContent } from './Gallery.schema.ts';
import {
  customerOfSite,
  GALLERY_SHOW_DELAY_MS,
  galleries,
  resolveGalleryFilter,
} from './gallery.ts';
import { useGalleryMedia } from './useGalleryMedia.ts';
import { useGalleryShopper } from './useGalleryShopper.ts';

// The review dialog's code (and the report form's) loads when a photo is first opened.
const ReviewMediaDialog = lazy(() =>
  import('#flows/GalleryPhotos/ReviewMediaDialog.tsx').then((m) => ({
    default: m.ReviewMediaDialog,
  })),
);

// The upload dialog's code loads when a shopper first opens it.
const UploadPhotoDialog = lazy(() =>
  import('#flows/GalleryPhotos/UploadPhotoDialog.tsx').then((m) => ({
    default: m.UploadPhotoDialog,
  })),
);

export type GalleryBlockProps = GalleryContent & {
  /** Spec §9: the gallery shows this long after its photos are there. @default 500 */
  showDelayMs?: number;
};

/** True once the element has come into the viewport (then it stays true). */
function useSeen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setSeen(true);
        }
      },
      { root: element.ownerDocument },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/** The gallery owns its container id while it is mounted (spec §7: created and destroyed by id). */
function useGalleryContainer(containerId: string): boolean {
  const [owner] = useState(() => Symbol(containerId));
  const [owned, setOwned] = useState(true);
  useEffect(() => {
    const created = galleries.create(containerId, owner);
    setOwned(created);
    if (!created) console.error(`Gallery container ${containerId} already holds a gallery`);
    return () => galleries.destroy(containerId, owner);
  }, [containerId, owner]);
  return owned;
}

/**
 * Shopper photos (spec §1 "user-generated photo galleries"): the photos the filter names,
 * from the social media content service, asked only once the gallery comes into view and
 * shown 500 ms after they are there (spec §9). A photo opens the review dialog (view,
 * report). A signed-in shopper may add a photo (tagged with the gallery's product), shown
 * once a moderator approves it; a guest is offered sign-in (`#modal-sign-in`) instead, also
 * where there are no photos yet. A placeholder the page cannot fill, a failed load (logged,
 * spec §8), or no photos and nobody who may add one: the container stays empty.
 */
function GalleryView({
  containerId,
  filter,
  title,
  count,
  showDelayMs = GALLERY_SHOW_DELAY_MS,
}: GalleryBlockProps) {
  const { t } = useTranslation('blocks');
  const { siteId } = useContext(RendererContext);
  const page = useRecommendationContext();
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const owned = useGalleryContainer(containerId);
  const request = resolveGalleryFilter(filter, page);
  const customerId = customerOfSite(siteId);
  const media = useGalleryMedia(customerId, request, count, seen && owned);
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState<UgcMedia | null>(null);
  const [adding, setAdding] = useState(false);
  const shopper = useGalleryShopper();
  const photos = media.data ?? [];
  const mayAdd = shopper === 'member' || shopper === 'guest';
  const hasContent = photos.length > 0 || (media.isSuccess && mayAdd);
  const tag = request?.kind === 'tag' ? request.tag : undefined;
  const categoryId = request?.kind === 'category' ? request.categoryId : undefined;

  useEffect(() => {
    if (!hasContent) return;
    const timer = setTimeout(() => setShown(true), showDelayMs);
    return () => clearTimeout(timer);
  }, [hasContent, showDelayMs]);

  const empty =
    !owned ||
    request === null ||
    customerId === null ||
    media.isError ||
    (media.isSuccess && !hasContent);
  useReportEmpty(empty);
  const headingId = `${containerId}-title`;
  const visible = shown && !empty;

  return (
    <section
      ref={ref}
      id={owned ? containerId : undefined}
      className={styles.root}
      data-block="Gallery"
      data-state={empty ? 'empty' : visible ? 'shown' : 'waiting'}
      aria-labelledby={visible ? headingId : undefined}
      aria-busy={seen && media.isFetching ? true : undefined}
    >
      {visible ? (
        <>
          <div className={styles.header}>
            <Heading id={headingId} level={2} className={styles.title}>
              {title || t('gallery.title')}
            </Heading>
            {shopper === 'member' ? (
              <Button
                tone="secondary"
                icon="plus"
                aria-haspopup="dialog"
                onPress={() => setAdding(true)}
              >
                {t('gallery.add')}
              </Button>
            ) : shopper === 'guest' ? (
              <ButtonLink tone="secondary" href="#modal-sign-in">
                {t('gallery.signIn')}
              </ButtonLink>
            ) : null}
          </div>
          {photos.length === 0 ? <p className={styles.meta}>{t('gallery.empty')}</p> : null}
          <ul className={styles.grid} hidden={photos.length === 0}>
            {photos.map((photo) => (
              <li key={photo.id}>
                <AriaButton
                  className={styles.tile}
                  onPress={() => setOpen(photo)}
                  aria-label={t('gallery.open', { name: photo.user.name })}
                  aria-haspopup="dialog"
                >
                  <Image
                    src={photo.image.url}
                    alt=""
                    decorative
                    aspectRatio={1}
                    widths={[160, 240, 320, 400]}
                    sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                  />
                </AriaButton>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ReviewMediaDialog media={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
      {adding && customerId && shopper === 'member' ? (
        <Suspense fallback={null}>
          <UploadPhotoDialog
            isOpen
            onOpenChange={setAdding}
            customerId={customerId}
            tag={tag}
            categoryId={categoryId}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * The gallery, except on the customs path (spec §2: the product gallery block is hidden on
 * the customs path; the product page drops the CMS's gallery sections itself and shows its
 * own, tagged with the product).
 */
export function Gallery(props: GalleryBlockProps) {
  return galleryHidden(useCurrentPath(), undefined) ? null : <GalleryView {...props} />;
}
