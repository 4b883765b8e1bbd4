import { describe, expect, it } from 'vitest';
import type { ContentSection } from '#api/contract/contentSections.ts';
import { categoryContentSlots } from './categoryContent.ts';

const section = (id: string, component: string) =>
  ({ id, component, props: {}, options: {} }) as unknown as ContentSection;
const ids = (sections: ContentSection[]) => sections.map((entry) => entry.id);

describe('a category page’s CMS content around its products', () => {
  it('leads with the promo bar, then the introduction and sub-navigation; the rest follows', () => {
    const slots = categoryContentSlots([
      section('promo-bar.promo-bar', 'PromoBar'),
      section('intro', 'RichText'),
      section('secondary-nav', 'SecondaryNav'),
      section('hero', 'Banner'),
      section('tiles', 'Collection'),
      section('tips', 'RichText'),
      section('faq', 'Accordion'),
    ]);
    expect(ids(slots.notices)).toEqual(['promo-bar.promo-bar']);
    expect(ids(slots.header)).toEqual(['intro', 'secondary-nav']);
    // A text after a banner stays below the products with it, in the editor's order.
    expect(ids(slots.below)).toEqual(['hero', 'tiles', 'tips', 'faq']);
  });

  it('puts a document that opens with a banner below the products', () => {
    const slots = categoryContentSlots([section('hero', 'Banner'), section('nav', 'SecondaryNav')]);
    expect(slots.notices).toEqual([]);
    expect(slots.header).toEqual([]);
    expect(ids(slots.below)).toEqual(['hero', 'nav']);
  });
});
