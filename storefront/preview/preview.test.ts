import { describe, expect, it, vi } from 'vitest';
import { contentRequestOf, isPreviewUrl, PREVIEW_HEADER } from './access.ts';
import { isScrollMessage, relayScroll, SCROLL_MESSAGE } from './scrollSync.ts';
import { viewerCriteria, viewerSearch } from './showcase.ts';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${url}`, { headers });

describe('contentRequestOf (spec §2 preview, PREVIEW_TOKEN)', () => {
  const url = '/en-us?preview=true&previewDateTime=2027-11-28T10:00:00Z';

  it('without a token, any preview URL previews, with its well-formed date', () => {
    expect(contentRequestOf(request(url), undefined)).toEqual({
      mode: 'preview',
      query: { preview: 'true', previewDateTime: '2027-11-28T10:00:00Z' },
    });
    expect(
      contentRequestOf(request('/en-us?preview=true&previewDateTime=soon'), undefined),
    ).toEqual({ mode: 'preview', query: { preview: 'true' } });
  });

  it('with a token, only the request holding it in the preview header previews', () => {
    expect(contentRequestOf(request(url, { [PREVIEW_HEADER]: 's3cret' }), 's3cret').mode).toBe(
      'preview',
    );
    for (const given of [undefined, 's3cre', 's3cret!', '']) {
      const headers: Record<string, string> =
        given === undefined ? {} : { [PREVIEW_HEADER]: given };
      expect(contentRequestOf(request(url, headers), 's3cret')).toEqual({
        mode: 'live',
        query: {},
      });
    }
  });

  it('a URL without preview=true is live, whatever it holds', () => {
    expect(
      contentRequestOf(request('/en-us?previewDateTime=2027-11-28T10:00:00Z'), undefined),
    ).toEqual({ mode: 'live', query: {} });
    expect(contentRequestOf(request('/en-us?preview=false'), undefined).mode).toBe('live');
  });

  it('isPreviewUrl: any preview parameter keeps the page out of shared caches', () => {
    expect(isPreviewUrl('http://x/en-us?preview=true')).toBe(true);
    expect(isPreviewUrl('http://x/en-us?previewDateRFC1123=x')).toBe(true);
    expect(isPreviewUrl('http://x/en-us?q=preview')).toBe(false);
  });
});

describe('the viewer criteria (spec §2: limit 10, 20, 50; default 20)', () => {
  it('reads the URL, defaulting what is missing or malformed', () => {
    expect(viewerCriteria(new URLSearchParams(''))).toEqual({
      docType: 'page',
      layoutVariant: '',
      limit: 20,
      page: 1,
    });
    expect(
      viewerCriteria(
        new URLSearchParams('docType=article&layoutVariant=%20legal%20&limit=50&page=3'),
      ),
    ).toEqual({ docType: 'article', layoutVariant: 'legal', limit: 50, page: 3 });
    expect(viewerCriteria(new URLSearchParams('docType=nope&limit=30&page=-2'))).toMatchObject({
      docType: 'page',
      limit: 20,
      page: 1,
    });
    // The service lists at most 10 000 documents in: the page is capped to reach them.
    expect(viewerCriteria(new URLSearchParams('limit=10&page=999999')).page).toBe(1001);
  });

  it('writes the query back, page 1 left out', () => {
    expect(viewerSearch({ docType: 'page', layoutVariant: '', limit: 20, page: 1 })).toBe(
      '?docType=page&limit=20',
    );
    expect(viewerSearch({ docType: 'article', layoutVariant: 'a b', limit: 10, page: 2 })).toBe(
      '?docType=article&layoutVariant=a+b&limit=10&page=2',
    );
  });
});

describe('scroll sync (spec §2: preview frames sync scroll via window messages)', () => {
  it('knows its own messages only', () => {
    expect(isScrollMessage({ type: SCROLL_MESSAGE, ratio: 0.5 })).toBe(true);
    expect(isScrollMessage({ type: SCROLL_MESSAGE, ratio: 2 })).toBe(false);
    expect(isScrollMessage({ type: 'other', ratio: 0.5 })).toBe(false);
    expect(isScrollMessage('cairn:preview-scroll')).toBe(false);
  });

  it('the viewer passes a frame’s scroll to the other frames, from its own origin only', () => {
    const viewer = new EventTarget() as EventTarget & Window;
    Object.defineProperty(viewer, 'location', { value: { origin: 'http://store' } });
    const frame = () => {
      const contentWindow = { postMessage: vi.fn() };
      return { contentWindow } as unknown as HTMLIFrameElement & {
        contentWindow: { postMessage: ReturnType<typeof vi.fn> };
      };
    };
    const frames = [frame(), frame(), frame()];
    const stop = relayScroll(viewer, () => frames);
    // Node's MessageEvent takes only real ports as a source: the fields of one, on an Event.
    const send = (origin: string, source: unknown, data: unknown) =>
      viewer.dispatchEvent(
        Object.defineProperties(new Event('message'), {
          origin: { value: origin },
          source: { value: source },
          data: { value: data },
        }),
      );
    const data = { type: SCROLL_MESSAGE, ratio: 0.25 };
    send('http://store', frames[1]?.contentWindow, data);
    expect(frames[0]?.contentWindow.postMessage).toHaveBeenCalledWith(data, 'http://store');
    expect(frames[2]?.contentWindow.postMessage).toHaveBeenCalledWith(data, 'http://store');
    expect(frames[1]?.contentWindow.postMessage).not.toHaveBeenCalled();
    // Another origin, a window that is not one of the frames, or after clean-up: nothing.
    send('http://evil', frames[1]?.contentWindow, data);
    send('http://store', {}, data);
    stop();
    send('http://store', frames[1]?.contentWindow, data);
    expect(frames[0]?.contentWindow.postMessage).toHaveBeenCalledTimes(1);
  });
});
