import { setFileScope } from '@vanilla-extract/css/fileScope';
import { describe, expect, it } from 'vitest';
import { contentDocument } from '#api/contract/content.ts';
import { contentEntries, contentSites } from '#demo/content/index.ts';

// The blocks' styles are created at import; outside the bundler a file scope names them.
setFileScope('cms-blocks/Video/demoContent.test.ts');
const { blockRegistry } = await import('../registry.ts');
const { checkSections } = await import('../renderer/check.ts');

const documents = contentEntries().map((entry) => contentDocument.parse(entry.document));

describe('demo content: videos and filter-by', () => {
  it('every site has a trail films page of two valid videos in its language', () => {
    for (const site of contentSites) {
      const page = documents.find(
        (document) => document.siteId === site.siteId && document.slug === 'trail-films',
      );
      expect(page, site.siteId).toBeDefined();
      const checked = checkSections(page?.sections ?? [], blockRegistry);
      expect(checked.errors, site.siteId).toEqual([]);
      const videos = checked.sections.filter((section) => section.component === 'Video');
      expect(videos).toHaveLength(2);
      const captions = ((videos[0]?.props as Record<string, unknown> | undefined)?.captions ??
        []) as { lang: string }[];
      expect(captions.map((track) => track.lang)).toContain(site.lang);
      expect(videos[1]?.props).toMatchObject({ autoplay: true, muted: true, loop: true });
    }
  });

  it('product content holds a valid filter-by with its components checked', () => {
    const products = documents.filter((document) => document.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    for (const document of products) {
      const checked = checkSections(document.sections, blockRegistry);
      const filter = checked.sections.find((section) => section.component === 'FilterBy');
      expect(filter?.props, document.id).toMatchObject({ variant: 'bySku', operator: 'IN' });
      const components = (filter?.props as { components?: { component: string }[] } | undefined)
        ?.components;
      expect(components?.[0]?.component).toBe('RichText');
      expect(checked.errors.filter((error) => error.component !== 'Gallery')).toEqual([]);
    }
  });
});
