import { describe, expect, it } from 'vitest';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { productDetails, productInventory, siteContext } from '#demo/catalogue/views.ts';
import {
  onlySelectionChanged,
  queryString,
  readSelection,
  searchWithSelection,
  withoutUnknownSelection,
} from './selection.ts';

const catalogue = getCatalogue();
// RDGJK1001: four colours (forest first), sizes XS to XL; forest M is sold out.
const product = productDetails(catalogue, 'RDGJK1001', siteContext('en-us'));
const inventory = productInventory(catalogue, 'RDGJK1001');
const search = (query: string) => new URLSearchParams(query);

describe('readSelection', () => {
  it('reads the colour and size of the query', () => {
    expect(readSelection(product, inventory, search('color=ocean&size=L'))).toEqual({
      color: 'ocean',
      size: 'L',
    });
  });

  it('falls back to the product default for a missing or unknown value', () => {
    expect(readSelection(product, inventory, search(''))).toEqual({ color: 'forest', size: null });
    expect(readSelection(product, inventory, search('color=plaid&size=XXXL'))).toEqual({
      color: 'forest',
      size: null,
    });
  });

  it('gives a colour of the query its own default size, not the default colour’s', () => {
    // Forest has only L in stock, Ocean all its sizes.
    const onlyL = structuredClone(inventory);
    for (const variant of product.variants.filter((v) => v.color === 'forest' && v.size !== 'L')) {
      onlyL.variants[variant.sku] = { quantity: 0, inventoryState: 'OutOfStock', lowStock: false };
    }
    expect(readSelection(product, onlyL, search(''))).toEqual({ color: 'forest', size: 'L' });
    expect(readSelection(product, onlyL, search('color=ocean'))).toEqual({
      color: 'ocean',
      size: null,
    });
    // A one-size product starts on its size in every colour.
    const pack = productDetails(catalogue, 'RDGPK1001', siteContext('en-us'));
    const packStock = productInventory(catalogue, 'RDGPK1001');
    const other = pack.colors[1]?.code ?? '';
    expect(readSelection(pack, packStock, search(`color=${other}`))).toEqual({
      color: other,
      size: pack.sizes[0]?.code,
    });
  });

  it('starts on the variant a sku URL names', () => {
    const variant = productDetails(catalogue, 'RDGJK100123', siteContext('en-us'));
    expect(readSelection(variant, inventory, search(''))).toEqual({
      color: 'heather',
      size: 'XL',
    });
  });
});

describe('searchWithSelection', () => {
  it('sets both, keeps other parameters, drops an empty choice', () => {
    expect(
      searchWithSelection(search('utm_source=x&size=M'), { color: 'ocean', size: null }).toString(),
    ).toBe('utm_source=x&color=ocean');
    expect(searchWithSelection(search(''), { color: 'ocean', size: 'XL' }).toString()).toBe(
      'color=ocean&size=XL',
    );
  });
});

describe('withoutUnknownSelection', () => {
  it('is null when every value is the product’s', () => {
    expect(withoutUnknownSelection(product, search('color=ocean&size=M&x=1'))).toBeNull();
    expect(withoutUnknownSelection(product, search(''))).toBeNull();
  });

  it('drops a colour or size the product does not have, keeping the rest', () => {
    expect(withoutUnknownSelection(product, search('color=plaid&size=M&x=1'))?.toString()).toBe(
      'x=1&size=M',
    );
    expect(withoutUnknownSelection(product, search('size=XXXL'))?.toString()).toBe('');
  });

  it('keeps the first known value of a repeated parameter', () => {
    expect(
      withoutUnknownSelection(product, search('color=plaid&color=ocean&color=forest'))?.toString(),
    ).toBe('color=ocean');
  });
});

describe('queryString', () => {
  it('adds the question mark only to a query', () => {
    expect(queryString(search('a=1'))).toBe('?a=1');
    expect(queryString(search(''))).toBe('');
  });
});

describe('onlySelectionChanged', () => {
  const url = (path: string) => new URL(path, 'https://shop.example');
  it('is true when only colour or size differ', () => {
    expect(
      onlySelectionChanged(url('/en-us/p/a-RDGJK1001'), url('/en-us/p/a-RDGJK1001?color=ocean')),
    ).toBe(true);
    expect(
      onlySelectionChanged(
        url('/en-us/p/a-RDGJK1001?x=1&size=M'),
        url('/en-us/p/a-RDGJK1001?size=L&x=1'),
      ),
    ).toBe(true);
  });

  it('is false for another page or another parameter', () => {
    expect(onlySelectionChanged(url('/en-us/p/a-RDGJK1001'), url('/en-us/p/b-RDGJK1002'))).toBe(
      false,
    );
    expect(
      onlySelectionChanged(url('/en-us/p/a-RDGJK1001'), url('/en-us/p/a-RDGJK1001?preview=true')),
    ).toBe(false);
  });
});
