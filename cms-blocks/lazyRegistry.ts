import { type ComponentType, lazy } from 'react';
import { accordionBlockSchema } from './Accordion/Accordion.schema.ts';
import { anchorSchema } from './Anchor/Anchor.schema.ts';
import { articleGridSchema } from './ArticleGrid/ArticleGrid.schema.ts';
import { bannerSchema } from './Banner/Banner.schema.ts';
import { benefitBarSchema } from './BenefitBar/BenefitBar.schema.ts';
import type { RegisteredBlock } from './block.ts';
import { collectionSchema } from './Collection/Collection.schema.ts';
import { iconAndTextListSchema } from './IconAndTextList/IconAndTextList.schema.ts';
import { megaMenuItemSchema } from './MegaMenu/MegaMenu.schema.ts';
import { promoBarSchema } from './PromoBar/PromoBar.schema.ts';
import { recommendationSchema } from './Recommendation/Recommendation.schema.ts';
import { RECOMMENDATION_HYDRATION_MARGIN_PX } from './Recommendation/recommendation.ts';
import { richTextBlockSchema } from './richText/RichTextBlock.schema.ts';
import { secondaryNavSchema } from './SecondaryNav/SecondaryNav.schema.ts';
import { spacerSchema } from './Spacer/Spacer.schema.ts';
import { upsellSchema } from './Upsell/Upsell.schema.ts';
import { verticalLinkListSchema } from './VerticalLinkList/VerticalLinkList.schema.ts';

type AnyProps = Record<string, unknown>;

/**
 * A block component whose code is fetched the first time a page renders it (React.lazy):
 * on the server before the page is sent (it waits for all of it), in the browser when its
 * section hydrates or renders. The schema stays at hand: sections are checked before any
 * code is fetched.
 */
export function lazyBlock(
  name: string,
  schema: RegisteredBlock['schema'],
  load: () => Promise<ComponentType<AnyProps>>,
  visibleMarginPx?: number,
): RegisteredBlock {
  const Component = lazy(async () => ({ default: await load() }));
  return { name, schema, Component, ...(visibleMarginPx ? { visibleMarginPx } : {}) };
}

const as = <Props>(component: ComponentType<Props>) =>
  component as unknown as ComponentType<AnyProps>;

const definitions: RegisteredBlock[] = [
  lazyBlock('Accordion', accordionBlockSchema, () =>
    import('./Accordion/Accordion.tsx').then((m) => as(m.AccordionBlock)),
  ),
  lazyBlock('Anchor', anchorSchema, () => import('./Anchor/Anchor.tsx').then((m) => as(m.Anchor))),
  lazyBlock('ArticleGrid', articleGridSchema, () =>
    import('./ArticleGrid/ArticleGrid.tsx').then((m) => as(m.ArticleGrid)),
  ),
  lazyBlock('Banner', bannerSchema, () => import('./Banner/Banner.tsx').then((m) => as(m.Banner))),
  lazyBlock('BenefitBar', benefitBarSchema, () =>
    import('./BenefitBar/BenefitBar.tsx').then((m) => as(m.BenefitBar)),
  ),
  lazyBlock('Collection', collectionSchema, () =>
    import('./Collection/Collection.tsx').then((m) => as(m.Collection)),
  ),
  lazyBlock('IconAndTextList', iconAndTextListSchema, () =>
    import('./IconAndTextList/IconAndTextList.tsx').then((m) => as(m.IconAndTextList)),
  ),
  lazyBlock('MegaMenu', megaMenuItemSchema, () =>
    import('./MegaMenu/MegaMenu.tsx').then((m) => as(m.MegaMenuBlock)),
  ),
  lazyBlock('PromoBar', promoBarSchema, () =>
    import('./PromoBar/PromoBar.tsx').then((m) => as(m.PromoBar)),
  ),
  lazyBlock(
    'Recommendation',
    recommendationSchema,
    () => import('./Recommendation/Recommendation.tsx').then((m) => as(m.Recommendation)),
    RECOMMENDATION_HYDRATION_MARGIN_PX,
  ),
  lazyBlock('RichText', richTextBlockSchema, () =>
    import('./richText/RichTextBlock.tsx').then((m) => as(m.RichTextBlock)),
  ),
  lazyBlock('SecondaryNav', secondaryNavSchema, () =>
    import('./SecondaryNav/SecondaryNav.tsx').then((m) => as(m.SecondaryNav)),
  ),
  lazyBlock('Spacer', spacerSchema, () => import('./Spacer/Spacer.tsx').then((m) => as(m.Spacer))),
  lazyBlock('Upsell', upsellSchema, () => import('./Upsell/Upsell.tsx').then((m) => as(m.Upsell))),
  lazyBlock('VerticalLinkList', verticalLinkListSchema, () =>
    import('./VerticalLinkList/VerticalLinkList.tsx').then((m) => as(m.VerticalLinkList)),
  ),
];

/**
 * The registry of `registry.ts` with every block's code split off and loaded on demand:
 * what the store renders pages with, so a page fetches only the code of the blocks it holds
 * (and none for a section that never hydrates). Same names, schemas and margins.
 */
export const lazyBlockRegistry: Readonly<Record<string, RegisteredBlock>> = Object.freeze(
  Object.fromEntries(definitions.map((definition) => [definition.name, definition])),
);
