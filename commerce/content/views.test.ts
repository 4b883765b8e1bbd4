import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '#api/contract/content.ts';
import { categoryDocumentIn, childrenPage, productDocumentOf, showcasePage } from './views.ts';

const doc = (slug: string, name: string, layoutVariant: string | null = null) =>
  ({
    id: `doc-${slug}`,
    name,
    type: 'page',
    locale: 'en-us',
    slug,
    layoutVariant,
  }) as ContentDocument;

const documents = [
  doc('c/jackets-1001', 'Jackets', 'wide'),
  doc('c/boots-1002', 'Boots'),
  doc('c/rain-jackets-10011', 'Rain jackets', 'wide'),
];

describe('content lists', () => {
  it('shows the documents of a layout variant by name, one page of them', () => {
    expect(showcasePage(documents, { offset: 0, limit: 1 })).toEqual({
      result: [expect.objectContaining({ name: 'Boots', path: '/en-us/c/boots-1002' })],
      numFound: 3,
    });
    const wide = showcasePage(documents, { layoutVariant: 'wide', offset: 1, limit: 10 });
    expect(wide.result.map((summary) => summary.name)).toEqual(['Rain jackets']);
    expect(wide.numFound).toBe(2);
  });

  it('pages a parent’s children, counting them all', () => {
    const page = childrenPage('help', documents, { offset: 2, limit: 50 });
    expect(page.parentSlug).toBe('help');
    expect(page.children.map((summary) => summary.id)).toEqual(['doc-c/rain-jackets-10011']);
    expect(page.numFound).toBe(3);
  });
});

describe('content documents', () => {
  it('finds a category’s document by the id its slug ends with', () => {
    expect(categoryDocumentIn(documents, '1001')?.name).toBe('Jackets');
    expect(categoryDocumentIn(documents, '1003')).toBeUndefined();
  });

  it('falls back on the site’s default product document', () => {
    const products = new Map([['default', doc('default', 'Any product')]]);
    const find = (slug: string) => products.get(slug);
    expect(productDocumentOf(find, 'JK1')?.name).toBe('Any product');
    products.set('JK1', doc('JK1', 'The jacket'));
    expect(productDocumentOf(find, 'JK1')?.name).toBe('The jacket');
  });
});
