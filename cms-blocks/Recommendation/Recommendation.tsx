import { type MouseEvent, useRef, useState } from 'react';
import { Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { RecommendedProduct } from '#api/contract/products.ts';
import { Button } from '#components/Button/index.ts';
import { Carousel } from '#components/Carousel/index.ts';
import { ProductCardSkeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { sprinkles } from '#design-tokens/sprinkles.css.ts';
import { useSeenOnce } from '../Banner/useSeenOnce.ts';
import { FavoriteProductCard } from '../favorites/index.ts';
import { LazyQuickShop, preloadQuickShop } from '../QuickShop/index.ts';
import { useReportEmpty } from '../renderer/context.tsx';
import { useTrack } from '../tracking.tsx';
import * as styles from './Recommendation.css.ts';
import type { RecommendationContent } from './Recommendation.schema.ts';
import {
  RECOMMENDATION_CLICK_EVENT,
  RECOMMENDATION_IMPRESSION_EVENT,
  RECOMMENDATION_LIST,
  recommendationClick,
  recommendationLayout,
} from './recommendation.ts';
import { useRecommendations } from './useRecommendations.ts';

export interface RecommendationViewProps extends RecommendationContent {
  /** The recommended products; `undefined` while they load. */
  products: RecommendedProduct[] | undefined;
}

function RecommendationSkeleton({ variant }: Pick<RecommendationContent, 'variant'>) {
  const { t } = useTranslation('blocks');
  const { rows, perRow } = recommendationLayout(variant);
  const cards = rows * perRow.lg;
  return (
    <SkeletonGroup label={t('recommendation.label')}>
      <div
        className={[
          styles.skeletonGrid,
          sprinkles({ gridTemplateColumns: perRow, gap: { sm: 'small', lg: 'gutter' } }),
        ].join(' ')}
        data-skeleton-rows={rows}
      >
        {Array.from({ length: cards }, (_, index) => (
          // Only `rows` full rows at each breakpoint (a wrapper: the card sets its own display).
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            key={index}
            className={sprinkles({
              display: {
                sm: index < rows * perRow.sm ? 'block' : 'none',
                md: index < rows * perRow.md ? 'block' : 'none',
                lg: 'block',
              },
            })}
          >
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/**
 * The recommendation carousel as it looks (spec §2: cards with an Add button that opens
 * quick shop): a skeleton while `products` is undefined, the cards once they are there.
 * Clicks on a card's link report `product.onProductRecClick`.
 */
export function RecommendationView({
  title,
  variant,
  quickShopVisibility,
  bloomreachIndex,
  showRatings,
  products,
}: RecommendationViewProps) {
  const { t } = useTranslation('blocks');
  const track = useTrack();
  const rootRef = useRef<HTMLDivElement>(null);
  const [quickShop, setQuickShop] = useState<string | null>(null);
  const { perRow } = recommendationLayout(variant);

  useSeenOnce(
    rootRef,
    () =>
      track({
        name: RECOMMENDATION_IMPRESSION_EVENT,
        payload: {
          list: RECOMMENDATION_LIST,
          widgetId: bloomreachIndex,
          products: (products ?? []).map((product, index) => ({
            id: product.id,
            position: index + 1,
            recToken: product.recToken,
          })),
        },
      }),
    products !== undefined && products.length > 0,
  );

  // The card's one link is the kit's. react-aria stops the click from bubbling, so the
  // slide listens in the capture phase (mouse clicks and Enter on the link alike).
  const onCardClick = (product: RecommendedProduct, index: number) => (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link || !event.currentTarget.contains(link)) return;
    track({
      name: RECOMMENDATION_CLICK_EVENT,
      payload: recommendationClick(product, index, bloomreachIndex),
    });
  };

  return (
    <div ref={rootRef} className={styles.root} data-variant={variant}>
      {title && (
        <Heading level={2} className={styles.title}>
          {title}
        </Heading>
      )}
      {products === undefined ? (
        <RecommendationSkeleton variant={variant} />
      ) : (
        <Carousel
          label={title || t('recommendation.label')}
          slidesPerView={perRow}
          showIndicators={{ sm: true, md: false }}
          showProgress={{ sm: false, md: true }}
        >
          {products.map((product, index) => (
            <div
              key={product.id}
              className={styles.slide}
              onClickCapture={onCardClick(product, index)}
            >
              <FavoriteProductCard
                productId={product.id}
                name={product.title}
                href={product.url}
                image={{ src: product.image.src }}
                price={{ lowCurrent: product.price, lowOriginal: product.originalPrice }}
                currency={product.currency}
                rating={
                  showRatings && product.rating.showScore ? { score: product.rating.score } : null
                }
                size={variant === '3-cards' ? 'lg' : 'md'}
                action={
                  quickShopVisibility ? (
                    <Button
                      tone="secondary"
                      size="small"
                      fullWidth
                      aria-label={t('recommendation.addProduct', { name: product.title })}
                      onHoverStart={preloadQuickShop}
                      onFocus={preloadQuickShop}
                      onPress={() => setQuickShop(product.id)}
                    >
                      {t('recommendation.add')}
                    </Button>
                  ) : undefined
                }
              />
            </div>
          ))}
        </Carousel>
      )}
      {quickShop && (
        <LazyQuickShop
          productId={quickShop}
          isOpen
          onOpenChange={(open) => {
            if (!open) setQuickShop(null);
          }}
        />
      )}
    </div>
  );
}

export type RecommendationProps = RecommendationContent;

/**
 * The connected block: asks the recommendation widget for products and shows them. No
 * products, or a failure (logged), renders nothing and tells the section it is empty, so
 * it takes no bottom margin (spec §4).
 */
export function Recommendation(props: RecommendationProps) {
  const query = useRecommendations(props);
  const empty = query.isError || (query.isSuccess && query.data.length === 0);
  useReportEmpty(empty);
  if (empty) return null;
  return <RecommendationView {...props} products={query.data} />;
}
