import type { ComponentType } from 'react';
import { accordionBlockSchema } from './Accordion/Accordion.schema.ts';
import { anchorSchema } from './Anchor/Anchor.schema.ts';
import { articleGridSchema } from './ArticleGrid/ArticleGrid.schema.ts';
import { bannerSchema } from './Banner/Banner.schema.ts';
import { benefitBarSchema } from './BenefitBar/BenefitBar.schema.ts';
import type { RegisteredBlock } from './block.ts';
import { collectionSchema } from './Collection/Collection.schema.ts';
import { gallerySchema } from './Gallery/Gallery.schema.ts';
import { iconAndTextListSchema } from './IconAndTextList/IconAndTextList.schema.ts';
import { lazyBlockView, lazyBlockViews } from './lazyViews.ts';
import { megaMenuItemSchema } from './MegaMenu/MegaMenu.schema.ts';
import { promoBarSchema } from './PromoBar/PromoBar.schema.ts';
import { recommendationSchema } from './Recommendation/Recommendation.schema.ts';
import { richTextBlockSchema } from './richText/RichTextBlock.schema.ts';
import { secondaryNavSchema } from './SecondaryNav/SecondaryNav.schema.ts';
import { spacerSchema } from './Spacer/Spacer.schema.ts';
import { upsellSchema } from './Upsell/Upsell.schema.ts';
import { verticalLinkListSchema } from './VerticalLinkList/VerticalLinkList.schema.ts';
import { videoSchema } from './Video/Video.schema.ts';

type AnyProps = Record<string, unknown>;

/**
 * A block component fetched the first time a page renders it (lazyViews.ts), with its
 * schema at hand: sections are checked before any code is fetched.
 */
export function lazyBlock(
  name: string,
  schema: RegisteredBlock['schema'],
  load: () => Promise<ComponentType<AnyProps>>,
  visibleMarginPx?: number,
): RegisteredBlock {
  return { ...lazyBlockView(name, load, visibleMarginPx), schema };
}

const schemas: Record<string, RegisteredBlock['schema']> = {
  Accordion: accordionBlockSchema,
  Anchor: anchorSchema,
  ArticleGrid: articleGridSchema,
  Banner: bannerSchema,
  BenefitBar: benefitBarSchema,
  Collection: collectionSchema,
  Gallery: gallerySchema,
  IconAndTextList: iconAndTextListSchema,
  MegaMenu: megaMenuItemSchema,
  PromoBar: promoBarSchema,
  Recommendation: recommendationSchema,
  RichText: richTextBlockSchema,
  SecondaryNav: secondaryNavSchema,
  Spacer: spacerSchema,
  Upsell: upsellSchema,
  VerticalLinkList: verticalLinkListSchema,
  Video: videoSchema,
};

/**
 * The registry of `registry.ts` with every block's code split off and loaded on demand
 * (the components of lazyViews.ts, with their schemas): what the store checks its documents
 * with, so a page fetches only the code of the blocks it holds (and none for a section that
 * never hydrates). Same names, schemas and margins.
 */
export const lazyBlockRegistry: Readonly<Record<string, RegisteredBlock>> = Object.freeze(
  Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const view = lazyBlockViews[name];
      if (!view) throw new Error(`No lazy view for the block ${name}`);
      return [name, { ...view, schema }];
    }),
  ),
);
