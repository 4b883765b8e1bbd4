import { describe, expect, it } from 'vitest';
import { PREVIEW_HEADER } from '../storefront/preview/access.ts';
import { setupTestStore } from './test/store.ts';

/*
 * Spec §2 preview mode on the served store, with PREVIEW_TOKEN set: testers holding the
 * preview header see the content as it will be at the preview date, never cached; anyone
 * else gets the live page for the same URL. And the CMS preview viewer's first list.
 */
const TOKEN = 'tester-secret';
const store = setupTestStore({ previewToken: TOKEN });
const get = (pathname: string, headers: Record<string, string> = {}) =>
  store().request(pathname, { headers });
const asTester = { [PREVIEW_HEADER]: TOKEN };

const BLACK_FRIDAY = '/en-us?preview=true&previewDateTime=2027-11-28T10:00:00Z';

describe('preview on the store', () => {
  it('a tester sees the scheduled campaign at its date, with the preview bar, never cached', async () => {
    const response = await get(BLACK_FRIDAY, asTester);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('Black Friday: up to 40% off');
    expect(html).toContain('Preview: content as it will show on');
    expect(html).toContain('Leave preview');
  });

  it('RFC 1123 dates work too; a malformed date shows the drafts as of now', async () => {
    const rfc = await get(
      `/en-us?preview=true&previewDateRFC1123=${encodeURIComponent('Sun, 28 Nov 2027 10:00:00 GMT')}`,
      asTester,
    );
    expect(await rfc.text()).toContain('Black Friday: up to 40% off');
    const bad = await get('/en-us?preview=true&previewDateTime=tomorrow', asTester);
    expect(bad.status).toBe(200);
    const html = await bad.text();
    expect(html).not.toContain('Black Friday: up to 40% off');
    expect(html).toContain('Preview: drafts and scheduled content as they show now');
  });

  it('without the header, or with a wrong one, the same URL is the live page and not shared', async () => {
    const tries: Record<string, string>[] = [{}, { [PREVIEW_HEADER]: 'guess' }];
    for (const headers of tries) {
      const response = await get(BLACK_FRIDAY, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).not.toContain('Black Friday: up to 40% off');
      expect(html).not.toContain('Leave preview');
    }
  });

  it('the journal’s article grid lists the draft in preview only, in the server’s HTML', async () => {
    const draft = 'First look: the spring collection';
    expect(await (await get('/en-us/journal')).text()).not.toContain(draft);
    expect(await (await get('/en-us/journal?preview=true', asTester)).text()).toContain(draft);
  });

  it('a draft article is a 404 live and a page in preview', async () => {
    const path = '/en-us/journal/spring-collection-preview';
    expect((await get(path)).status).toBe(404);
    const preview = await get(`${path}?preview=true`, asTester);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('First look: the spring collection');
  });
});

describe('the CMS preview viewer', () => {
  it('lists the documents of a type by id and name in the HTML, drafts included', async () => {
    const response = await get('/en-us/cms-preview?docType=article&limit=10');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('CMS preview');
    expect(html).toContain('First look: the spring collection');
    expect(html).toMatch(/ridgeline-en-us-article-journal-[a-z0-9-]+/);
    expect(html).not.toContain('No results.');
  });

  it('says "No results." when nothing matches, and pages by the limit', async () => {
    const none = await get('/en-us/cms-preview?docType=page&layoutVariant=no-such-layout');
    expect(await none.text()).toContain('No results.');
    const first = await (await get('/en-us/cms-preview?docType=page&limit=10')).text();
    expect(first).toContain('Page 1 of');
    expect(first).toContain('href="/en-us/cms-preview?docType=page&amp;limit=10&amp;page=2"');
  });
});
