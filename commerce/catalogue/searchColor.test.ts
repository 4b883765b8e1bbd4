import { describe, expect, it } from 'vitest';
import { productSearchQuery } from '#api/contract/search.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { catalogueModel } from '#demo/catalogue/views.ts';
import { searchProducts } from './search.ts';
import { siteOf } from './site.ts';

const model = catalogueModel(getCatalogue());
const search = (query: Record<string, string>) =>
  searchProducts(model, productSearchQuery.parse({ count: 100, ...query }), siteOf('en-us'));

describe('a listing filtered by colour', () => {
  it('shows each card in its first colourway of a chosen family, its link opening on it', () => {
    const plain = new Map(
      search({ categoryId: '1000' }).products.map((tile) => [tile.id, tile.url]),
    );
    const black = search({ categoryId: '1000', color: 'black' });
    expect(black.products.length).toBeGreaterThan(3);
    // Products whose first colourway is not black show their black one.
    const recoloured = black.products.filter((tile) => tile.colors[0]?.family !== 'black');
    expect(recoloured.length).toBeGreaterThan(0);
    for (const tile of black.products) {
      const shown = tile.colors.find((color) => color.family === 'black');
      expect(shown, tile.id).toBeDefined();
      expect(tile.url).toBe(`${plain.get(tile.id)}?color=${shown?.code}`);
      expect(tile.image.alt).toBe(`${tile.name}, ${shown?.name}`);
    }
  });

  it('takes the product’s own order when several families are chosen', () => {
    const either = search({ categoryId: '1000', color: 'black,green' });
    for (const tile of either.products) {
      const shown = tile.colors.find((color) => ['black', 'green'].includes(color.family));
      expect(tile.url).toMatch(new RegExp(`\\?color=${shown?.code}$`));
    }
  });

  it('leaves cards as they are without a colour filter', () => {
    const all = search({ categoryId: '1000' });
    expect(all.products.every((tile) => !tile.url.includes('?'))).toBe(true);
    for (const tile of all.products)
      expect(tile.image.alt).toBe(`${tile.name}, ${tile.colors[0]?.name}`);
  });
});
