import { describe, expect, it } from 'vitest';
import { productSearchQuery } from '#api/contract/search.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { catalogueModel } from '#demo/catalogue/views.ts';
import { autoSuggest, searchProducts } from './search.ts';
import { siteOf } from './site.ts';
import {
  buildVocabulary,
  correctionEdits,
  correctQuery,
  editDistance,
  suggestionEdits,
} from './spelling.ts';

const model = catalogueModel(getCatalogue());
const search = (locale: 'en-us' | 'de-de' | 'fr-ca', query: Record<string, string>) =>
  searchProducts(model, productSearchQuery.parse({ count: 100, ...query }), siteOf(locale));

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('jacket', 'jacket')).toBe(0);
    expect(editDistance('jakcet', 'jacket')).toBe(1);
    expect(editDistance('regenjake', 'regenjacke')).toBe(1);
    expect(editDistance('jackt', 'jacket')).toBe(1);
    expect(editDistance('jacket', 'packet')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'boot')).toBe(4);
  });

  it('stops past the limit', () => {
    expect(editDistance('jacket', 'sandal', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('how many edits a word may take', () => {
  it('corrects none below four letters, one up to seven, two from eight', () => {
    expect([3, 4, 7, 8, 12].map(correctionEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('suggests with one edit more, from three letters', () => {
    expect([2, 3, 4, 7, 8].map(suggestionEdits)).toEqual([0, 1, 2, 2, 3]);
  });
});

describe('correctQuery', () => {
  const vocabulary = buildVocabulary(
    ["Men's Rain Jacket", 'Rain jackets', 'Down Jacket', 'Hiking Boot', 'Packet'],
    'en',
  );
  const correct = (text: string) => correctQuery(text, vocabulary, { edits: correctionEdits });

  it('replaces a word that matches nothing by the closest word, keeping the others', () => {
    expect(correct('rain jakcet')).toEqual({ text: 'rain jacket', tokens: ['rain', 'jacket'] });
    expect(correct('Hikng boot')?.text).toBe('Hiking boot');
  });

  it('keeps a plural the shopper typed', () => {
    expect(correct('jakcets')).toEqual({ text: 'jackets', tokens: ['jacket'] });
  });

  it('never corrects a word that matches, nor the beginning of one', () => {
    expect(correct('packet')).toBeNull();
    expect(correct('jack')).toBeNull();
    expect(correct('rain jackets')).toBeNull();
  });

  it('leaves words too far from any, short words and numbers as typed', () => {
    expect(correct('sandal')).toBeNull();
    expect(correct('bot')).toBeNull();
    expect(correct('800')).toBeNull();
  });

  it('corrects the word being typed as the beginning of a word', () => {
    expect(
      correctQuery('rain jakc', vocabulary, { edits: correctionEdits, prefixLast: true }),
    ).toEqual({ text: 'rain jack', tokens: ['rain', 'jack'] });
  });
});

describe('search with typos (demo catalogue)', () => {
  it('finds jackets for "jakcet" and says what it searched', () => {
    const exact = search('en-us', { query: 'jacket' });
    const typo = search('en-us', { query: 'jakcet' });
    expect(exact.total).toBeGreaterThan(0);
    expect(typo.query).toBe('jakcet');
    expect(typo.correctedQuery).toBe('jacket');
    expect(typo.products.map((tile) => tile.id)).toEqual(exact.products.map((tile) => tile.id));
    expect(typo.products.every((tile) => /jacket/i.test(tile.name))).toBe(true);
  });

  it('never corrects a text that matches as typed', () => {
    for (const query of ['jacket', 'jackets', 'rain jacket', 'talus']) {
      const result = search('en-us', { query });
      expect(result.total, query).toBeGreaterThan(0);
      expect(result.correctedQuery, query).toBeNull();
      expect(result.suggestedQuery, query).toBeNull();
    }
  });

  it('finds Regenjacken for "Regenjake" on de-de', () => {
    const result = search('de-de', { query: 'Regenjake' });
    expect(result.correctedQuery).toBe('Regenjacke');
    expect(result.total).toBe(search('de-de', { query: 'Regenjacke' }).total);
    expect(result.products.every((tile) => tile.name.includes('Regenjacke'))).toBe(true);
  });

  it('folds French accents and plurals, and corrects towards the accented word', () => {
    const accents = search('fr-ca', { query: 'chaussures de randonnee' });
    expect(accents.correctedQuery).toBeNull();
    expect(accents.total).toBe(search('fr-ca', { query: 'chaussures de randonnée' }).total);
    const typo = search('fr-ca', { query: 'chausures de randonee' });
    expect(typo.correctedQuery).toBe('chaussures de randonnée');
    expect(typo.total).toBe(accents.total);
    expect(search('fr-ca', { query: 'vestes polaires' }).total).toBeGreaterThan(0);
  });

  it('searches the text as typed when asked: nothing, and a "Did you mean"', () => {
    const result = search('en-us', { query: 'jakcet', exact: 'true' });
    expect([result.total, result.correctedQuery]).toEqual([0, null]);
    expect(result.suggestedQuery).toBe('jacket');
  });

  it('suggests, without applying, a correction one edit too far', () => {
    // Two swaps from "jacket": a six-letter word takes one edit by itself.
    const result = search('en-us', { query: 'jakcte' });
    expect([result.total, result.correctedQuery, result.suggestedQuery]).toEqual([
      0,
      null,
      'jacket',
    ]);
  });

  it('suggests nothing for text far from every word', () => {
    const result = search('en-us', { query: 'xyzzy' });
    expect([result.total, result.correctedQuery, result.suggestedQuery]).toEqual([0, null, null]);
  });

  it('suggests products for a typo while typing', () => {
    const result = autoSuggest(model, 'jakc', 5, siteOf('en-us'));
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((product) => /jacket/i.test(product.name))).toBe(true);
  });
});
