import { describe, expect, it } from 'vitest';
import type { ContentSection } from '#api/contract/contentSections.ts';
import { LEAD_SECTIONS, leadSectionIds } from './context.tsx';

const section = (id: string, component: string, props: object = {}) =>
  ({ id, component, props }) as unknown as ContentSection;

describe('leadSectionIds (the page’s lead picture)', () => {
  it('is the first banner among the first sections, after a promo bar say', () => {
    const leads = leadSectionIds([
      section('promo', 'PromoBar'),
      section('hero', 'Banner'),
      section('second', 'Banner'),
    ]);
    expect([...leads]).toEqual(['hero']);
  });

  it('is every banner of an A/B test that comes first (only the chosen one shows)', () => {
    const test = section('hero-test', 'Experience', {
      baselines: [section('hero-a', 'Banner')],
      variants: [{ targets: [section('hero-b', 'Banner')] }],
    });
    const leads = leadSectionIds([test, section('below', 'Banner')]);
    expect([...leads].sort()).toEqual(['hero-a', 'hero-b']);
  });

  it('is none when the page opens with no banner near its top', () => {
    const top = Array.from({ length: LEAD_SECTIONS }, (_, index) =>
      section(`text-${index}`, 'RichText'),
    );
    expect(leadSectionIds([...top, section('low', 'Banner')]).size).toBe(0);
    expect(leadSectionIds([]).size).toBe(0);
  });
});
