import { setFileScope } from '@vanilla-extract/css/fileScope';
import { describe, expect, it } from 'vitest';
import { contentDocument } from '#api/contract/content.ts';
import { type BlockSection, walkSections } from '#api/contract/contentSections.ts';
import { contentEntries } from '#demo/content/index.ts';

// The blocks' styles are created at import; outside the bundler plugin vanilla-extract
// needs a file scope to name them.
setFileScope('cms-blocks/registry.test.ts');
const { blockRegistry } = await import('./registry.ts');
const { argTypesFromSchema } = await import('./storybook/argTypesFromSchema.ts');

const mine = [
  'Accordion',
  'Anchor',
  'BenefitBar',
  'IconAndTextList',
  'MegaMenu',
  'PromoBar',
  'RichText',
  'SecondaryNav',
  'Spacer',
  'VerticalLinkList',
];

const sections: BlockSection[] = [];
for (const entry of contentEntries()) {
  walkSections(contentDocument.parse(entry.document).sections, (section) => {
    if (mine.includes(section.component)) sections.push(section as BlockSection);
  });
}

describe('block registry', () => {
  it('registers every shell block under its CMS name', () => {
    for (const name of mine) expect(blockRegistry[name]?.name, name).toBe(name);
  });

  it('accepts every section of the demo content (all sites, both brands)', () => {
    expect(sections.length).toBeGreaterThan(100);
    for (const name of mine) {
      expect(
        sections.some((section) => section.component === name),
        `demo content uses ${name}`,
      ).toBe(true);
    }
    for (const section of sections) {
      const result = blockRegistry[section.component]?.schema.safeParse(section.props);
      expect(result?.success, `${section.component} ${section.id}: ${result?.error}`).toBe(true);
    }
  });

  it('derives Storybook controls from every block schema', () => {
    for (const name of mine) {
      const schema = blockRegistry[name]?.schema;
      expect(schema).toBeDefined();
      if (schema) expect(Object.keys(argTypesFromSchema(schema)).length).toBeGreaterThan(0);
    }
  });
});
