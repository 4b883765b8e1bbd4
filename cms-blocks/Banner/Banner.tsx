import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useId, useRef } from 'react';
import { Link as AriaLink, Heading } from 'react-aria-components';
import { Eyebrow } from '#components/Badge/index.ts';
import { ButtonLink } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { breakpoints } from '#design-tokens/breakpoints.ts';
import { useIsLeadSection, useSection } from '../renderer/context.tsx';
import type { ContentMedia, ContentTarget } from '../renderer/fields.ts';
import { mediaAspectRatio } from '../renderer/media.ts';
import { RichText } from '../richText/RichText.tsx';
import { useTrack } from '../tracking.tsx';
import * as styles from './Banner.css.ts';
import type { BannerContent, BannerVariant, PromotionTracking } from './Banner.schema.ts';
import { bannerGradientHeights } from './shade.ts';
import { useSeenOnce } from './useSeenOnce.ts';

/** Analytics events of a banner with promotionTracking (spec §7: promotion impressions and clicks). */
export const PROMOTION_IMPRESSION_EVENT = 'promotion.onImpression';
export const PROMOTION_CLICK_EVENT = 'promotion.onClick';

type Layout = 'overlay' | 'stacked' | 'split';

const layouts: Record<BannerVariant, Layout> = {
  hero: 'overlay',
  overlay: 'overlay',
  image: 'stacked',
  'block-below': 'stacked',
  split: 'split',
  thin: 'overlay',
  menu: 'stacked',
  espot: 'stacked',
};

/** Text of these variants sits in a coloured panel of the tone. */
const panelled: ReadonlySet<BannerVariant> = new Set([
  'block-below',
  'split',
  'espot',
  'thin',
  'menu',
]);
const compact: ReadonlySet<BannerVariant> = new Set(['thin', 'menu', 'espot']);

/** Widths the picture is shown at, for the srcset. */
function mediaSizes(variant: BannerVariant, splitWidth: number): string {
  const md = `(min-width: ${breakpoints.md}px)`;
  const lg = `(min-width: ${breakpoints.lg}px)`;
  if (variant === 'split') return `${md} ${splitWidth}vw, 100vw`;
  if (variant === 'menu') return `${lg} 20vw, 50vw`;
  if (variant === 'espot') return `${lg} 25vw, 50vw`;
  return '100vw';
}

/** Pictures above the text (image, block-below) are capped to a share of the screen. */
const cappedMedia: ReadonlySet<BannerVariant> = new Set(['image', 'block-below']);
/** The crop of the picture's frame in the overlay layouts. */
const overlayFrames = { hero: 'hero', overlay: 'overlay', thin: 'thin' } as const;

const buttonSize = { small: 'small', medium: 'standard', large: 'large' } as const;

function Cta({
  target,
  tone,
  onPress,
  className,
}: {
  target: ContentTarget;
  tone: BannerContent['tone'];
  onPress: () => void;
  className?: string;
}) {
  const external = target.targetAttribute === '_blank';
  if (target.style === 'link') {
    return (
      <Link
        href={target.url}
        variant="standalone"
        tone={tone === 'dark' ? 'inverted' : 'link'}
        external={external}
        onPress={onPress}
        className={className}
      >
        {target.text}
      </Link>
    );
  }
  // On the dark tone the light buttons keep their contrast (secondary/tertiary turn inverted).
  const buttonTone = target.style === 'primary' || tone === 'light' ? target.style : 'inverted';
  return (
    <ButtonLink
      href={target.url}
      tone={buttonTone}
      size={buttonSize[target.size]}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onPress={onPress}
      className={className}
    >
      {target.text}
    </ButtonLink>
  );
}

function Picture({
  media,
  mobileMedia,
  variant,
  splitWidth,
  fill,
  lead,
}: {
  media: ContentMedia | null;
  mobileMedia: ContentMedia | null;
  variant: BannerVariant;
  splitWidth: number;
  fill: boolean;
  /** The page's lead picture (renderer `leadSectionIds`): loaded first, like a hero's. */
  lead: boolean;
}) {
  const sizes = mediaSizes(variant, splitWidth);
  const boxClass = fill ? styles.fillImage : cappedMedia.has(variant) ? styles.cappedImage : '';
  const image = (picture: ContentMedia, fallbackRatio: number) => (
    <Image
      src={picture.url}
      alt={picture.alt}
      decorative={picture.alt.trim() === ''}
      aspectRatio={mediaAspectRatio(picture, fallbackRatio)}
      sizes={sizes}
      priority={variant === 'hero' || lead}
      className={boxClass || undefined}
    />
  );
  const main = media ?? mobileMedia;
  if (!main) return null;
  if (!media || !mobileMedia) return image(main, 2);
  // Art direction: a picture cropped for phones below md, the main one from md up.
  return (
    <>
      <div className={[styles.showOnSmallOnly, boxClass].join(' ')}>
        {image(mobileMedia, 4 / 5)}
      </div>
      <div className={[styles.showFromMedium, boxClass].join(' ')}>{image(media, 2)}</div>
    </>
  );
}

export interface BannerProps extends BannerContent {
  /** Heading level when the title is not the page heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A content banner (spec §3): picture and text in one of eight layouts, with CTAs or, as
 * No-CTA, one link over the whole banner. With promotionTracking it reports one impression
 * when half of it is in view and a click on its links.
 */
export function Banner(props: BannerProps) {
  const {
    variant,
    title,
    subtitle,
    overline,
    eyebrowText,
    eyebrowLogo,
    richText,
    targets,
    media,
    mobileMedia,
    mediaTarget,
    linkType,
    caption,
    gradient,
    tone,
    promotionTracking,
    hideTitle,
    titleH1,
    alignment,
    splitWidth,
    mediaPosition,
    headingLevel = 2,
  } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const track = useTrack();
  const section = useSection();
  const lead = useIsLeadSection();
  const layout = layouts[variant];
  const hasMedia = Boolean(media ?? mobileMedia);
  const effectiveLayout: Layout = hasMedia ? layout : 'stacked';
  const isOverlay = effectiveLayout === 'overlay';
  // A link needs a name: the title, else the target's text, else the picture's alt.
  const linkName = title === '' ? mediaTarget?.text || (media ?? mobileMedia)?.alt || '' : '';
  const linkable = title !== '' || linkName !== '';
  const coverTarget = linkType === 'No-CTA' && linkable ? mediaTarget : null;
  const showCtas = linkType === 'CTA' && targets.length > 0;

  const promotion = (extra: Record<string, unknown> = {}) =>
    promotionTracking
      ? { ...(promotionTracking satisfies PromotionTracking), creativeSlot: section.id, ...extra }
      : undefined;
  useSeenOnce(
    rootRef,
    () => track({ name: PROMOTION_IMPRESSION_EVENT, payload: promotion() }),
    promotionTracking !== null,
  );
  const trackClick = (url: string) => {
    if (promotionTracking) track({ name: PROMOTION_CLICK_EVENT, payload: promotion({ url }) });
  };

  const titleStyle =
    variant === 'thin'
      ? styles.title.thin
      : compact.has(variant)
        ? styles.title.compact
        : variant === 'hero'
          ? styles.title.hero
          : styles.title.standard;
  const level = titleH1 ? 1 : headingLevel;
  const heading =
    title !== '' ? (
      <Heading id={headingId} level={level} className={hideTitle ? styles.hiddenTitle : titleStyle}>
        {title}
      </Heading>
    ) : null;

  const shade = isOverlay && gradient !== 'off';
  const panel = panelled.has(variant) || (isOverlay && !shade) || (!hasMedia && variant === 'thin');
  // A light panel is the page's own colour: with no picture beside it, its padding would only
  // indent the text from the page's (a help or legal page's title from the body below it).
  const inset = panel && !isOverlay && (hasMedia || tone === 'dark');
  const contentClass = [
    styles.content({
      layout: effectiveLayout,
      panel: inset,
      alignment,
      tone: isOverlay || panel ? tone : 'light',
    }),
    shade ? styles.shade[tone] : panel ? styles.panelTone[tone] : '',
    isOverlay && !shade ? styles.overlayBox : '',
    isOverlay && !shade ? styles.overlayBoxPlacement[alignment] : '',
  ].join(' ');

  let picture: ReactNode = hasMedia ? (
    <Picture
      media={media}
      mobileMedia={mobileMedia}
      variant={variant}
      splitWidth={splitWidth}
      fill={isOverlay || effectiveLayout === 'split'}
      lead={lead}
    />
  ) : null;
  if (picture && mediaTarget && linkable && !coverTarget) {
    picture = (
      <AriaLink
        href={mediaTarget.url}
        target={mediaTarget.targetAttribute === '_blank' ? '_blank' : undefined}
        rel={mediaTarget.targetAttribute === '_blank' ? 'noopener noreferrer' : undefined}
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : linkName}
        className={styles.mediaLink}
        onPress={() => trackClick(mediaTarget.url)}
      >
        {picture}
      </AriaLink>
    );
  }

  const text = (
    <>
      {(eyebrowLogo || eyebrowText) && (
        <div className={styles.eyebrowRow}>
          {eyebrowLogo && (
            <span className={styles.eyebrowLogo}>
              <Image
                src={eyebrowLogo.url}
                alt={eyebrowLogo.alt}
                decorative={eyebrowLogo.alt.trim() === ''}
                aspectRatio={mediaAspectRatio(eyebrowLogo, 1)}
                fit="contain"
                widths={[48, 96]}
                sizes="2.75rem"
              />
            </span>
          )}
          {eyebrowText && <Eyebrow tone="inherit">{eyebrowText}</Eyebrow>}
        </div>
      )}
      {overline && (
        <Eyebrow tone="inherit" className={styles.overline}>
          {overline}
        </Eyebrow>
      )}
      {heading}
      {subtitle && (
        <p className={compact.has(variant) ? styles.compactSubtitle : styles.subtitle}>
          {subtitle}
        </p>
      )}
      {richText && <RichText html={richText} links={!coverTarget} className={styles.body} />}
    </>
  );

  // Buttons fill the row on a phone, except in cards and when every target is a text link.
  const fillCtas = !compact.has(variant) && targets.some((target) => target.style !== 'link');
  const ctas = showCtas ? (
    <div
      className={[
        styles.ctas,
        styles.ctasAlignment[alignment],
        fillCtas ? styles.ctasFill : '',
      ].join(' ')}
    >
      {targets.map((target) => (
        <Cta
          key={`${target.url}|${target.text}`}
          target={target}
          tone={isOverlay || panel ? tone : 'light'}
          onPress={() => trackClick(target.url)}
          className={fillCtas && target.style !== 'link' ? styles.cta : undefined}
        />
      ))}
    </div>
  ) : null;

  return (
    <div
      ref={rootRef}
      className={styles.root({
        layout: effectiveLayout,
        card: variant === 'espot' || variant === 'menu',
        mediaEnd: mediaPosition === 'end',
      })}
      style={assignInlineVars({
        [styles.shadeHeightVar]: `${bannerGradientHeights[gradient]}%`,
        [styles.splitWidthVar]: `${splitWidth}%`,
      })}
      data-variant={variant}
      data-tone={tone}
      data-gradient={isOverlay ? gradient : undefined}
    >
      {picture && (
        <div
          className={[
            styles.mediaLayer({
              layout: effectiveLayout,
              end: effectiveLayout === 'split' && mediaPosition === 'end',
            }),
            isOverlay && variant in overlayFrames
              ? styles.overlayFrame[overlayFrames[variant as keyof typeof overlayFrames]]
              : '',
          ].join(' ')}
        >
          {picture}
          {caption && (
            <p className={[styles.caption, isOverlay ? styles.captionTop : ''].join(' ')}>
              {caption}
            </p>
          )}
        </div>
      )}
      <div className={contentClass}>
        {variant === 'thin' ? (
          <div className={styles.thinRow}>
            <div className={styles.thinText}>{text}</div>
            {ctas}
          </div>
        ) : (
          <>
            {text}
            {ctas}
          </>
        )}
      </div>
      {coverTarget && (
        <AriaLink
          href={coverTarget.url}
          target={coverTarget.targetAttribute === '_blank' ? '_blank' : undefined}
          rel={coverTarget.targetAttribute === '_blank' ? 'noopener noreferrer' : undefined}
          aria-labelledby={heading ? headingId : undefined}
          aria-label={heading ? undefined : linkName}
          className={styles.coverLink}
          onPress={() => trackClick(coverTarget.url)}
        />
      )}
    </div>
  );
}
