import { type ComponentType, lazy } from 'react';
import type { BlockView } from './block.ts';
import { RECOMMENDATION_HYDRATION_MARGIN_PX } from './Recommendation/recommendation.ts';

type AnyProps = Record<string, unknown>;

/**
 * A block component whose code is fetched the first time a page renders it (React.lazy):
 * on the server before the page is sent (it waits for all of it), in the browser when its
 * section hydrates or renders.
 */
export function lazyBlockView(
  name: string,
  load: () => Promise<ComponentType<AnyProps>>,
  visibleMarginPx?: number,
): BlockView {
  const Component = lazy(async () => ({ default: await load() }));
  return { name, Component, ...(visibleMarginPx ? { visibleMarginPx } : {}) };
}

const as = <Props>(component: ComponentType<Props>) =>
  component as unknown as ComponentType<AnyProps>;

const views: BlockView[] = [
  lazyBlockView('Accordion', () =>
    import('./Accordion/Accordion.tsx').then((m) => as(m.AccordionBlock)),
  ),
  lazyBlockView('Anchor', () => import('./Anchor/Anchor.tsx').then((m) => as(m.Anchor))),
  lazyBlockView('ArticleGrid', () =>
    import('./ArticleGrid/ArticleGrid.tsx').then((m) => as(m.ArticleGrid)),
  ),
  lazyBlockView('Banner', () => import('./Banner/Banner.tsx').then((m) => as(m.Banner))),
  lazyBlockView('BenefitBar', () =>
    import('./BenefitBar/BenefitBar.tsx').then((m) => as(m.BenefitBar)),
  ),
  lazyBlockView('Collection', () =>
    import('./Collection/Collection.tsx').then((m) => as(m.Collection)),
  ),
  lazyBlockView('Gallery', () => import('./Gallery/Gallery.tsx').then((m) => as(m.Gallery))),
  lazyBlockView('IconAndTextList', () =>
    import('./IconAndTextList/IconAndTextList.tsx').then((m) => as(m.IconAndTextList)),
  ),
  lazyBlockView('MegaMenu', () =>
    import('./MegaMenu/MegaMenu.tsx').then((m) => as(m.MegaMenuBlock)),
  ),
  lazyBlockView('PromoBar', () => import('./PromoBar/PromoBar.tsx').then((m) => as(m.PromoBar))),
  lazyBlockView(
    'Recommendation',
    () => import('./Recommendation/Recommendation.tsx').then((m) => as(m.Recommendation)),
    RECOMMENDATION_HYDRATION_MARGIN_PX,
  ),
  lazyBlockView('RichText', () =>
    import('./richText/RichTextBlock.tsx').then((m) => as(m.RichTextBlock)),
  ),
  lazyBlockView('SecondaryNav', () =>
    import('./SecondaryNav/SecondaryNav.tsx').then((m) => as(m.SecondaryNav)),
  ),
  lazyBlockView('Spacer', () => import('./Spacer/Spacer.tsx').then((m) => as(m.Spacer))),
  lazyBlockView('Upsell', () => import('./Upsell/Upsell.tsx').then((m) => as(m.Upsell))),
  lazyBlockView('VerticalLinkList', () =>
    import('./VerticalLinkList/VerticalLinkList.tsx').then((m) => as(m.VerticalLinkList)),
  ),
  lazyBlockView('Video', () => import('./Video/Video.tsx').then((m) => as(m.Video))),
];

/**
 * Every block's component, each fetched on demand, without the blocks' schemas: what a page
 * renders checked sections with (renderer/CheckedPageRenderer.tsx), so the browser fetches
 * only the code of the blocks a page holds and no schema. `lazyBlockRegistry` adds the
 * schemas, to check sections with.
 */
export const lazyBlockViews: Readonly<Record<string, BlockView>> = Object.freeze(
  Object.fromEntries(views.map((view) => [view.name, view])),
);
