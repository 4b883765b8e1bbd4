import { createElement, type ReactNode } from 'react';
import { Link, type LinkProps, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { breakpoints } from '#design-tokens/breakpoints.ts';
import { Icon } from '../Icon/index.ts';
import { Image } from '../Image/index.ts';
import { Price, type PriceInput } from '../Price/index.ts';
import { Rating } from '../Rating/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  action as actionClass,
  badges,
  body,
  card,
  colors,
  eyebrow as eyebrowClass,
  favorite,
  hoverImage as hoverImageClass,
  link,
  media,
  name as nameClass,
  type productCardSizes,
  swatch as swatchClass,
} from './ProductCard.css.ts';

export interface ProductCardSwatch {
  /** Colour name, e.g. "Forest". */
  name: string;
  /** A CSS colour from the catalogue. */
  color?: string;
  /** A swatch image (asset URL); wins over `color`. */
  image?: string;
}

export type ProductCardSize = (typeof productCardSizes)[number];

export interface ProductCardProps {
  /** Product name: the link to the product page and the card's heading. */
  name: string;
  /** Product page, `/{locale}/p/{slug}-{productId}` (spec §2). */
  href: string;
  /**
   * The main image. Without `alt` it is decorative: the name right below already says
   * what it shows.
   */
  image: { src: string; alt?: string };
  /** A second view shown while the card is hovered or holds focus. Decorative. */
  hoverImage?: { src: string };
  /** Spec §3 Price; bad input shows no price. */
  price?: PriceInput | null;
  /** ISO 4217 code. @default the site currency of the locale */
  currency?: string;
  /** Show the EU 30-day low under a discounted price. @default false */
  showHistoricBestPrice?: boolean;
  /** Spec §3 rating (score, reviewsCount). */
  rating?: { score?: number | null; count?: number | null } | null;
  /** Over the image, top left: e.g. `<Badge tone="sale">Sale</Badge>`. */
  badge?: ReactNode;
  /** Above the name: e.g. `<Eyebrow>Online exclusive</Eyebrow>`. */
  eyebrow?: ReactNode;
  /** Colour swatches; the first `maxSwatches` are drawn, the rest counted. */
  swatches?: ProductCardSwatch[];
  /** Number of colours, shown as text when there are no swatches. */
  colorCount?: number;
  /** @default 4 */
  maxSwatches?: number;
  /** Whether the product is a favorite (controlled). */
  isFavorite?: boolean;
  /** Initial favorite state when uncontrolled. @default false */
  defaultFavorite?: boolean;
  /** Shows the heart toggle; called with the new state. Leave out to hide it. */
  onToggleFavorite?: (isFavorite: boolean) => void;
  /**
   * In place of the heart above: a component that keeps the favorite state itself and
   * renders `ProductCardFavorite` (the store's favorites heart). A change of that state then
   * renders the heart alone, not the whole card: on a grid of dozens that is the difference.
   */
  favorite?: ReactNode;
  /** Under the details, above the card link: e.g. an "Add" button opening quick shop. */
  action?: ReactNode;
  /**
   * Called when the shopper opens the product through the card (click, tap, Enter), before
   * the browser follows the link: for analytics (product click, list position). It cannot
   * stop the navigation. The heart and the action do not call it.
   */
  onLinkPress?: LinkProps['onPress'];
  /** @default 'md' */
  size?: ProductCardSize;
  /** Heading level of the name. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** `sizes` of the image: how wide the card is at each viewport. @default grid of 2/3/4 */
  imageSizes?: string;
  /** Image aspect ratio (width ÷ height). @default 4 / 5 */
  imageAspectRatio?: number;
  /** Load the image eagerly with high priority (first cards above the fold). @default false */
  priority?: boolean;
  className?: string;
}

/** The default grid: 4 columns from lg, 3 from md, 2 below. */
const defaultSizes = `(min-width: ${breakpoints.lg}px) 25vw, (min-width: ${breakpoints.md}px) 33vw, 50vw`;

/**
 * A product tile: image (second view on hover or focus), badge, eyebrow, name, price,
 * rating, colours, favorite toggle and an optional action. The name is the one link; it
 * stretches over the card, so the whole card opens the product page without nesting
 * interactive elements, and the favorite and action sit above it.
 */
export function ProductCard({
  name,
  href,
  image,
  hoverImage,
  price,
  currency,
  showHistoricBestPrice,
  rating,
  badge,
  eyebrow,
  swatches,
  colorCount,
  maxSwatches = 4,
  isFavorite,
  defaultFavorite = false,
  onToggleFavorite,
  favorite: favoriteSlot,
  action,
  onLinkPress,
  size = 'md',
  headingLevel = 3,
  imageSizes = defaultSizes,
  imageAspectRatio = 4 / 5,
  priority = false,
  className,
}: ProductCardProps) {
  const { t } = useTranslation('components');
  const shown = swatches?.slice(0, Math.max(0, maxSwatches)) ?? [];
  const totalColors = swatches?.length ?? colorCount ?? 0;
  const hidden = (swatches?.length ?? 0) - shown.length;

  return (
    <article className={[card({ size }), className].filter(Boolean).join(' ')} data-size={size}>
      <div className={body}>
        {eyebrow && <div className={eyebrowClass}>{eyebrow}</div>}
        {createElement(
          `h${headingLevel}`,
          { className: nameClass },
          <Link href={href} className={link} onPress={onLinkPress}>
            {name}
          </Link>,
        )}
        <Price
          price={price}
          currency={currency}
          size={size === 'sm' ? 'small' : size === 'lg' ? 'large' : 'standard'}
          showHistoricBestPrice={showHistoricBestPrice}
        />
        {rating && (
          <Rating
            score={rating.score}
            count={rating.count}
            variant={size === 'lg' ? 'standard' : 'compact'}
            size={size === 'sm' ? 'small' : 'standard'}
          />
        )}
        {shown.length > 0 && (
          <div className={colors}>
            {shown.map((entry) => (
              <span
                key={entry.name}
                aria-hidden="true"
                className={swatchClass}
                title={entry.name}
                style={entry.image ? undefined : { background: entry.color }}
              >
                {entry.image && (
                  <Image src={entry.image} alt="" decorative widths={[16]} sizes="16px" />
                )}
              </span>
            ))}
            {hidden > 0 && (
              <span aria-hidden="true">{t('productCard.moreColors', { count: hidden })}</span>
            )}
            <VisuallyHidden>{t('productCard.colors', { count: totalColors })}</VisuallyHidden>
          </div>
        )}
        {shown.length === 0 && totalColors > 1 && (
          <div className={colors}>{t('productCard.colors', { count: totalColors })}</div>
        )}
      </div>
      <div className={media}>
        <Image
          src={image.src}
          alt={image.alt ?? ''}
          decorative={!image.alt}
          aspectRatio={imageAspectRatio}
          sizes={imageSizes}
          priority={priority}
        />
        {hoverImage && (
          <Image
            src={hoverImage.src}
            alt=""
            decorative
            aspectRatio={imageAspectRatio}
            sizes={imageSizes}
            className={hoverImageClass}
          />
        )}
        {badge && <div className={badges}>{badge}</div>}
        {favoriteSlot ??
          (onToggleFavorite && (
            <ProductCardFavorite
              name={name}
              isFavorite={isFavorite}
              defaultFavorite={defaultFavorite}
              onToggleFavorite={onToggleFavorite}
            />
          ))}
      </div>
      {action && <div className={actionClass}>{action}</div>}
    </article>
  );
}

/** The heart toggle over a card's picture (or where `className` puts it), named after the product. */
export function ProductCardFavorite({
  name,
  isFavorite,
  defaultFavorite = false,
  onToggleFavorite,
  className,
}: {
  name: string;
  isFavorite?: boolean | undefined;
  defaultFavorite?: boolean;
  onToggleFavorite: (isFavorite: boolean) => void;
  /** In place of the card's placement over the picture (the product page's heart). */
  className?: string;
}) {
  const { t } = useTranslation('components');
  return (
    <ToggleButton
      className={className ?? favorite}
      aria-label={t('productCard.favorite', { name })}
      isSelected={isFavorite}
      defaultSelected={defaultFavorite}
      onChange={onToggleFavorite}
    >
      {({ isSelected }) => <Icon name={isSelected ? 'heartFilled' : 'heart'} />}
    </ToggleButton>
  );
}
