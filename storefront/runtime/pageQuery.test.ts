import { describe, expect, it } from 'vitest';
import { cachedPageUrl } from './pageQuery.ts';

const normal = (path: string) => {
  const url = cachedPageUrl(new URL(path, 'http://ridgeline.localhost:3000'));
  return url ? `${url.pathname}${url.search}` : undefined;
};

describe('the URL a page is cached and rendered under', () => {
  it('keeps what a listing reads, in name order, and drops the rest', () => {
    expect(normal('/en-us/c/jackets-1100?utm_source=mail&size=M&color=black,blue&x=1')).toBe(
      '/en-us/c/jackets-1100?color=black%2Cblue&size=M',
    );
    expect(normal('/en-us/c/jackets-1100?page=2&sort=price-asc&rating=4&gclid=z')).toBe(
      '/en-us/c/jackets-1100?page=2&rating=4&sort=price-asc',
    );
    expect(normal('/en-us/search?q=boots&color=red&color=blue&ref=nav')).toBe(
      '/en-us/search?color=red&color=blue&q=boots',
    );
    // `q` is the search page's alone.
    expect(normal('/en-us/c/jackets-1100?q=boots')).toBe('/en-us/c/jackets-1100');
  });

  it('keeps a product’s colour and size, a token where a page reads one', () => {
    expect(normal('/fr-ca/p/veste-RDGJK1008?size=L&color=forest&utm_medium=x')).toBe(
      '/fr-ca/p/veste-RDGJK1008?color=forest&size=L',
    );
    expect(normal('/en-us/favorites/shared/f-1?token=t&a=b')).toBe(
      '/en-us/favorites/shared/f-1?token=t',
    );
    expect(normal('/en-us/forgot-password?token=t&utm_source=mail')).toBe(
      '/en-us/forgot-password?token=t',
    );
    expect(normal('/en-us/sign-up?email=a%40b.example&leadSource=store')).toBe(
      '/en-us/sign-up?email=a%40b.example',
    );
  });

  it('drops every parameter of a page that reads none', () => {
    expect(normal('/en-us?utm_campaign=spring&fbclid=1')).toBe('/en-us');
    expect(normal('/en-us/journal/layering-101?random=8123')).toBe('/en-us/journal/layering-101');
    expect(normal('/en-us/sign-in?returnTo=%2Fen-us%2Faccount')).toBe('/en-us/sign-in');
  });

  it('leaves pages that are never stored, and testers’ pages, to be rendered as asked', () => {
    for (const path of [
      '/?utm_source=mail',
      '/en-us/checkout?step=summary&x=1',
      '/en-us/order-status?orderNumber=R1',
      '/en-us/account/orders?q=boots',
      '/fr-fr/subscription/confirm?token=0123456789abcdef0123',
      '/en-us/cms-preview?docType=page',
      '/en-us?preview=true&previewDateTime=2027-01-01T00:00:00Z',
      '/en-us/xplr-pass?p13n_testcontext=%7B%22segments%22%3A%5B%22loyalty-member%22%5D%7D',
      '/fapi/components/popups?brand=ridgeline&preview=true',
    ]) {
      expect(cachedPageUrl(new URL(path, 'http://localhost')), path).toBeUndefined();
    }
  });

  it('treats a data request as its page, keeping React Router’s routes', () => {
    expect(normal('/en-us/c/jackets-1100.data?color=black&_routes=routes%2Fcategory&u=1')).toBe(
      '/en-us/c/jackets-1100.data?_routes=routes%2Fcategory&color=black',
    );
    expect(normal('/_.data?utm_source=x')).toBeUndefined();
    expect(normal('/en-us.data?x=1')).toBe('/en-us.data');
  });

  it('keeps the site of the storefront’s JSON calls and React Router’s route discovery', () => {
    expect(normal('/fapi/components/footer?locale=en-us&brand=tread&x=1')).toBe(
      '/fapi/components/footer?brand=tread&locale=en-us',
    );
    // A size chart is also whose sizes, in which units.
    expect(
      normal('/fapi/components/size-chart/jacket?unit=in&gender=men&brand=ridgeline&x=1'),
    ).toBe('/fapi/components/size-chart/jacket?brand=ridgeline&gender=men&unit=in');
    expect(normal('/__manifest?paths=%2Fen-us&version=abc&x=1')).toBe(
      '/__manifest?paths=%2Fen-us&version=abc',
    );
  });
});
