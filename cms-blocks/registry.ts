import { accordionBlock } from './Accordion/index.ts';
import { anchorBlock } from './Anchor/index.ts';
import { articleGridBlock } from './ArticleGrid/index.ts';
import { bannerBlock } from './Banner/index.ts';
import { benefitBarBlock } from './BenefitBar/index.ts';
import { type RegisteredBlock, registered } from './block.ts';
import { collectionBlock } from './Collection/index.ts';
import { galleryBlock } from './Gallery/index.ts';
import { iconAndTextListBlock } from './IconAndTextList/index.ts';
import { megaMenuBlock } from './MegaMenu/index.ts';
import { promoBarBlock } from './PromoBar/index.ts';
import { recommendationBlock } from './Recommendation/index.ts';
import { richTextBlock } from './richText/index.ts';
import { secondaryNavBlock } from './SecondaryNav/index.ts';
import { spacerBlock } from './Spacer/index.ts';
import { upsellBlock } from './Upsell/index.ts';
import { verticalLinkListBlock } from './VerticalLinkList/index.ts';
import { videoBlock } from './Video/index.ts';

const definitions: RegisteredBlock[] = [
  registered(accordionBlock),
  registered(anchorBlock),
  registered(articleGridBlock),
  registered(bannerBlock),
  registered(benefitBarBlock),
  registered(collectionBlock),
  registered(galleryBlock),
  registered(iconAndTextListBlock),
  registered(megaMenuBlock),
  registered(promoBarBlock),
  registered(recommendationBlock),
  registered(richTextBlock),
  registered(secondaryNavBlock),
  registered(spacerBlock),
  registered(upsellBlock),
  registered(verticalLinkListBlock),
  registered(videoBlock),
];

/**
 * Every block the renderer knows, by the `component` name the CMS sends. `Experience`,
 * `Segmentation`, `Fragment` and `FilterBy` are handled by the renderer itself.
 */
export const blockRegistry: Readonly<Record<string, RegisteredBlock>> = Object.freeze(
  Object.fromEntries(definitions.map((definition) => [definition.name, definition])),
);
