import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Link as AriaLink, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ContentBreakpoint } from '#api/contract/contentSections.ts';
import { contentBreakpoints } from '#api/contract/contentSections.ts';
import { Carousel } from '#components/Carousel/index.ts';
import { Image } from '#components/Image/index.ts';
import { breakpoints as screenWidths } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { sprinkles } from '#design-tokens/sprinkles.css.ts';
import { mediaAspectRatio } from '../renderer/media.ts';
import { TargetLink } from '../renderer/TargetLink.tsx';
import * as styles from './Collection.css.ts';
import type { CollectionContent, CollectionItem, CollectionType } from './Collection.schema.ts';
import {
  type CarouselGroup,
  carouselGroups,
  centerIndex,
  defaultPerRow,
  gridBreakpoints,
  gridColumns,
  type PerBreakpoint,
  type ResolvedSettings,
  resolveBreakpoints,
} from './collection.ts';

/** `display: none` outside the given breakpoints (nothing when it shows at all three). */
function shownAt(breakpoints: readonly ContentBreakpoint[]): string | undefined {
  if (breakpoints.length === contentBreakpoints.length) return undefined;
  const at = (bp: ContentBreakpoint) => (breakpoints.includes(bp) ? 'block' : 'none');
  return sprinkles({ display: { sm: at('sm'), md: at('md'), lg: at('lg') } });
}

const perBreakpoint = <T,>(pick: (bp: ContentBreakpoint) => T): PerBreakpoint<T> => ({
  sm: pick('sm'),
  md: pick('md'),
  lg: pick('lg'),
});

function itemName(item: CollectionItem): string {
  return item.title || item.target?.text || '';
}

const imageSizes = `(min-width: ${screenWidths.lg}px) 33vw, (min-width: ${screenWidths.md}px) 50vw, 80vw`;

function Card({
  item,
  type,
  highlight,
  headingLevel,
  threeCard,
}: {
  item: CollectionItem;
  type: CollectionType;
  highlight: boolean;
  headingLevel: 3 | 4;
  /** threeCardGrid: editorial cards with a crop per breakpoint. */
  threeCard: boolean;
}) {
  const name = itemName(item);
  const picture = item.media && (
    <div
      className={[
        styles.media,
        type === 'category card' ? styles.categoryMedia : '',
        threeCard ? styles.threeCardMedia : '',
      ].join(' ')}
    >
      <Image
        src={item.media.url}
        alt={item.media.alt}
        // The name right below says what the card is; an authored alt adds to it.
        decorative={item.media.alt.trim() === '' || item.media.alt === name}
        aspectRatio={mediaAspectRatio(item.media, 4 / 5)}
        sizes={imageSizes}
        className={threeCard ? styles.fillImage : undefined}
      />
    </div>
  );

  if (type === 'CTA button') {
    if (!item.target) return null;
    return (
      <div className={styles.card} data-highlight={highlight || undefined}>
        <TargetLink target={item.target} className={styles.button}>
          {name}
        </TargetLink>
      </div>
    );
  }

  const title = name && (
    <Heading
      level={headingLevel}
      className={[styles.cardTitle, threeCard ? styles.threeCardTitle : ''].join(' ')}
    >
      {item.target && type !== 'multilink' ? (
        <AriaLink
          href={item.target.url}
          target={item.target.targetAttribute === '_blank' ? '_blank' : undefined}
          rel={item.target.targetAttribute === '_blank' ? 'noopener noreferrer' : undefined}
          className={styles.stretchedLink}
        >
          {name}
        </AriaLink>
      ) : (
        name
      )}
    </Heading>
  );

  if (type === 'category card') {
    return (
      <div
        className={[styles.card, styles.categoryCard].join(' ')}
        data-highlight={highlight || undefined}
      >
        {picture}
        <div className={styles.categoryBand}>{title}</div>
      </div>
    );
  }

  return (
    <div
      className={[styles.card, threeCard ? styles.threeCard : ''].join(' ')}
      data-highlight={highlight || undefined}
    >
      {picture}
      {title}
      {item.subtitle && (
        <p className={[styles.cardSubtitle, threeCard ? styles.threeCardSubtitle : ''].join(' ')}>
          {item.subtitle}
        </p>
      )}
      {type === 'multilink' && item.targets.length > 0 && (
        <ul className={styles.linkList}>
          {item.targets.map((target) => (
            <li key={`${target.url}|${target.text}`}>
              <TargetLink target={{ ...target, style: 'link' }} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CarouselView({
  group,
  settings,
  perView,
  label,
  initialIndex,
  children,
}: {
  group: CarouselGroup;
  settings: PerBreakpoint<ResolvedSettings>;
  perView: PerBreakpoint<number>;
  label: string;
  initialIndex: number;
  children: ReactNode;
}) {
  const slideWidth = perBreakpoint((bp) => {
    const width = settings[bp].slideWidth;
    return width ? `${width}%` : '';
  });
  const slideMaxWidth = perBreakpoint((bp) => {
    const max = settings[bp].slideMaxWidth;
    return max ? `${max}px` : '';
  });
  return (
    <div className={shownAt(group.breakpoints)} data-layout="carousel">
      <Carousel
        label={label}
        slidesPerView={perView}
        slideWidth={slideWidth}
        slideMaxWidth={slideMaxWidth}
        slidePadding={perBreakpoint((bp) => settings[bp].slidePadding)}
        gap={perBreakpoint((bp) => settings[bp].margin)}
        showArrows={perBreakpoint((bp) => settings[bp].showArrows)}
        showIndicators={perBreakpoint((bp) => settings[bp].showIndicators)}
        showProgress={perBreakpoint((bp) => settings[bp].showProgress)}
        autoplay={group.autoplay}
        autorotateTime={group.autorotateTime}
        loop={group.loop}
        initialIndex={initialIndex}
      >
        {children}
      </Carousel>
    </div>
  );
}

export type CollectionProps = CollectionContent;

/**
 * Cards, category tiles, buttons or link groups (spec §3 collection), as a carousel or a
 * grid per breakpoint on the kit's Carousel. Authors set the layout per screen size; the
 * block renders one view per distinct layout and shows each at its breakpoints.
 */
export function Collection({ type, title, variant, breakpoints, items }: CollectionProps) {
  const { t } = useTranslation('blocks');
  const visible = items.filter((item) =>
    type === 'CTA button' ? item.target !== null : itemName(item) !== '' || item.media !== null,
  );
  if (visible.length === 0) return null;

  const settings = resolveBreakpoints(breakpoints);
  const perRow = defaultPerRow(type, variant);
  const highlighted = variant === 'highlightCenter' ? centerIndex(visible.length) : -1;
  const label = title || t('collection.label');
  const cards = (headingLevel: 3 | 4) =>
    visible.map((item, index) => (
      <Card
        // biome-ignore lint/suspicious/noArrayIndexKey: authored items have no id; order is stable
        key={index}
        item={item}
        type={type}
        highlight={index === highlighted}
        headingLevel={headingLevel}
        threeCard={variant === 'threeCardGrid' && type === 'linked card'}
      />
    ));
  // Card names are the level below the block title (or the page section they sit in).
  const headingLevel = 3;
  const grids = gridBreakpoints(settings);
  const columns = gridColumns(settings, perRow);

  return (
    <div className={styles.root} data-type={type} data-variant={variant}>
      {title && (
        <Heading level={2} className={styles.title}>
          {title}
        </Heading>
      )}
      {carouselGroups(settings).map((group) => (
        <CarouselView
          key={group.breakpoints.join('-')}
          group={group}
          settings={settings}
          perView={perRow}
          label={label}
          initialIndex={highlighted > 0 ? highlighted : 0}
        >
          {cards(headingLevel)}
        </CarouselView>
      ))}
      {grids.length > 0 && (
        // The visibility sits on a wrapper: the list's own display (grid) would override it.
        <div className={shownAt(grids)} data-layout="grid">
          <ul
            className={styles.grid}
            aria-label={title ? undefined : label}
            style={assignInlineVars({
              ...Object.fromEntries(
                contentBreakpoints.flatMap((bp) => [
                  [styles.columnsVars[bp], String(columns[bp])],
                  [styles.gapVars[bp], vars.space[settings[bp].margin]],
                  [styles.paddingVars[bp], vars.space[settings[bp].slidePadding]],
                ]),
              ),
            })}
          >
            {cards(headingLevel).map((card) => (
              <li key={card.key} className={styles.gridItem}>
                {card}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
