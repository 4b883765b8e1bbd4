import { describe, expect, it } from 'vitest';
import { contentRequestFromUrl } from './preview.ts';

describe('contentRequestFromUrl', () => {
  it('is live without preview=true', () => {
    expect(contentRequestFromUrl('https://shop.example/en-us')).toEqual({
      mode: 'live',
      query: {},
    });
    expect(
      contentRequestFromUrl('/en-us?preview=false&previewDateTime=2027-11-27T10:00:00Z'),
    ).toEqual({ mode: 'live', query: {} });
    expect(contentRequestFromUrl('/en-us?preview=1')).toEqual({ mode: 'live', query: {} });
  });

  it('passes preview and the dates through', () => {
    expect(
      contentRequestFromUrl(
        '/en-us?preview=true&previewDateTime=2027-11-27T10:00:00.000Z&previewDateRFC1123=Sat,%2027%20Nov%202027%2010:00:00%20GMT',
      ),
    ).toEqual({
      mode: 'preview',
      query: {
        preview: 'true',
        previewDateTime: '2027-11-27T10:00:00.000Z',
        previewDateRFC1123: 'Sat, 27 Nov 2027 10:00:00 GMT',
      },
    });
  });

  it('accepts a URL object and upper-case TRUE', () => {
    expect(contentRequestFromUrl(new URL('https://shop.example/?preview=TRUE'))).toEqual({
      mode: 'preview',
      query: { preview: 'true' },
    });
  });

  it('drops malformed dates instead of failing the page', () => {
    expect(
      contentRequestFromUrl(
        '/?preview=true&previewDateTime=tomorrow&previewDateRFC1123=27.11.2027',
      ),
    ).toEqual({ mode: 'preview', query: { preview: 'true' } });
  });

  it('ignores every other parameter', () => {
    expect(contentRequestFromUrl('/?preview=true&q=boots&p13n_testcontext=x').query).toEqual({
      preview: 'true',
    });
  });
});
