import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ImgHTMLAttributes, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { Icon } from '../Icon/index.ts';
import {
  aspectRatioVar,
  box,
  image,
  type imageFits,
  mobileAspectRatioVar,
  placeholder,
} from './Image.css.ts';
import { isTransformable, transformImage } from './transformImage.ts';

/** CSS widths the srcset offers by default; each candidate is served at twice that. */
export const defaultImageWidths = [160, 240, 320, 400, 480, 640, 800, 1200] as const;

export type ImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'loading' | 'decoding' | 'fetchPriority' | 'width' | 'height'
> & {
  /**
   * What the image shows, for screen readers and when it fails to load. Required: an
   * empty alt is only given to an image marked `decorative`.
   */
  alt: string;
  /** Purely decorative: hidden from assistive technology (empty alt). @default false */
  decorative?: boolean;
  /** An asset URL of the image service (or any other URL, used as it is). */
  src: string | null | undefined;
  /** Width ÷ height of the box; the layout keeps it before and after loading. @default 1 */
  aspectRatio?: number;
  /**
   * Art direction: a different picture for small screens (below md), e.g. a tall crop of
   * a wide banner. Rendered as `<picture>`: from md up the browser loads `src`, below md
   * this one, and never both. Leave it out for one picture at every size.
   */
  mobileSrc?: string | null;
  /** Width ÷ height of the box below md, when `mobileSrc` is cropped differently. @default aspectRatio */
  mobileAspectRatio?: number;
  /** CSS widths to offer in the srcset. @default defaultImageWidths */
  widths?: readonly number[];
  /** Which width the image takes at each viewport, as the `sizes` attribute. @default '100vw' */
  sizes?: string;
  /**
   * The image is likely the largest one above the fold: load it eagerly with high
   * fetch priority instead of lazily. @default false
   */
  priority?: boolean;
  /** `cover` fills the box (cropping), `contain` shows all of the image. @default 'cover' */
  fit?: (typeof imageFits)[number];
  /** Class of the box. */
  className?: string;
  ref?: Ref<HTMLImageElement>;
};

interface Sources {
  src: string;
  srcSet: string | undefined;
}

function sources(
  url: string | null | undefined,
  aspectRatio: number,
  widths: readonly number[],
  fit: (typeof imageFits)[number],
): Sources {
  if (!isTransformable(url)) return { src: url?.trim() ?? '', srcSet: undefined };
  const crop = fit === 'cover' ? 'fill' : 'fit';
  const candidates = [...widths]
    .filter((width) => Number.isFinite(width) && width > 0)
    .sort((a, b) => a - b)
    .map((width) => ({
      url: transformImage(url, { width, height: width / aspectRatio, crop }),
      width,
    }))
    .filter((candidate) => candidate.url !== '');
  const largest = candidates.at(-1);
  if (!largest) return { src: '', srcSet: undefined };
  return {
    src: largest.url,
    // The service sends twice the CSS box (spec §9), so each file is 2 × width pixels wide.
    srcSet: candidates.map((c) => `${c.url} ${c.width * 2}w`).join(', '),
  };
}

/**
 * A responsive image in a box of fixed aspect ratio, so the page never shifts while it
 * loads. Lazy by default; `priority` for the hero or first product. A broken or missing
 * image leaves a neutral placeholder in the same box that still carries the alt text.
 */
const validRatio = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

export function Image({
  src,
  alt,
  decorative = false,
  aspectRatio = 1,
  mobileSrc,
  mobileAspectRatio,
  widths = defaultImageWidths,
  sizes = '100vw',
  priority = false,
  fit = 'cover',
  className,
  ref,
  onError,
  style,
  ...rest
}: ImageProps) {
  const ratio = validRatio(aspectRatio) ?? 1;
  const resolved = sources(src, ratio, widths, fit);
  const mobileRatio = validRatio(mobileAspectRatio) ?? ratio;
  const mobileResolved = mobileSrc ? sources(mobileSrc, mobileRatio, widths, fit) : null;
  // A small-screen picture that cannot be used leaves the one picture for every size.
  const mobile = mobileResolved && mobileResolved.src !== '' ? mobileResolved : null;
  /** Identifies what is on screen, so a failure is forgotten once the sources change. */
  const shown = mobile ? `${resolved.src} ${mobile.src}` : resolved.src;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = resolved.src === '' || failedSrc === shown;
  const imageRef = useRef<HTMLImageElement | null>(null);

  // A server-rendered image can fail before React hydrates and attaches onError.
  useLayoutEffect(() => {
    const element = imageRef.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc !== '') {
      setFailedSrc(shown);
    }
  }, [shown]);

  if (import.meta.env?.DEV && !decorative && alt.trim() === '') {
    console.warn('Image: an empty alt needs `decorative`; describe the image instead.');
  }
  const label = decorative ? '' : alt;
  const ratioVars: Record<string, string> = { [aspectRatioVar]: String(ratio) };
  if (mobile) ratioVars[mobileAspectRatioVar] = String(mobileRatio);
  const picture = !failed && (
    <img
      {...rest}
      ref={(element) => {
        imageRef.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
      className={image}
      data-fit={fit}
      src={(mobile ?? resolved).src}
      srcSet={(mobile ?? resolved).srcSet}
      sizes={(mobile ?? resolved).srcSet ? sizes : undefined}
      alt={label}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={(event) => {
        setFailedSrc(shown);
        onError?.(event);
      }}
    />
  );
  return (
    <span
      className={[box, className].filter(Boolean).join(' ')}
      style={{ ...style, ...assignInlineVars(ratioVars) }}
      data-status={failed ? 'error' : undefined}
    >
      {failed && decorative && (
        <span className={placeholder} aria-hidden="true">
          <Icon name="image" size="large" />
        </span>
      )}
      {failed && !decorative && (
        <span className={placeholder} role="img" aria-label={label}>
          <Icon name="image" size="large" />
        </span>
      )}
      {picture && mobile ? (
        <picture>
          <source
            media={mediaQueries.md}
            srcSet={resolved.srcSet ?? resolved.src}
            sizes={resolved.srcSet ? sizes : undefined}
          />
          {picture}
        </picture>
      ) : (
        picture
      )}
    </span>
  );
}
