// The below-the-fold check of bench:web (issue 15: "the video and gallery load nothing until
// they come into view"): a page holding Video and Gallery blocks, opened in Chromium on a
// phone-sized screen too short to show any of them, the pop-up's request blocked. Counts the
// requests made for them (video files, captions, the gallery's code and photo calls) before
// any scrolling, then scrolls to the bottom and counts again. A video's poster waits as a
// native lazy image, which the browser fetches as it nears the screen (Chromium: within about
// 1,250 px): those are counted apart.
import { chromium } from 'playwright-core';

/** What the video and gallery blocks fetch: media files, captions, gallery code and calls. */
const BLOCK_REQUEST = /\.webm$|\.mp4$|\.vtt$|\/api\/ugc\/|\/assets\/Gallery-/;
/** A video's poster (the demo files' and Cloudinary's first frame). */
const POSTER = /poster\.jpg$|\/so_0\//;

/**
 * For the page at `url`: the Video and Gallery blocks on it, the requests they made before
 * they came into view, and those after the page was scrolled through.
 */
export async function lazyBlockRequests(url, { chrome, chromeFlags, blocked }) {
  const browser = await chromium.launch({ executablePath: chrome, args: chromeFlags });
  try {
    // Shorter than the page's header and intro: every block starts below the fold.
    const context = await browser.newContext({ viewport: { width: 412, height: 300 } });
    for (const pattern of blocked) await context.route(pattern, (route) => route.abort());
    const page = await context.newPage();
    const requests = [];
    const posters = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (BLOCK_REQUEST.test(pathname)) requests.push(pathname);
      if (POSTER.test(pathname)) posters.push(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    const blocks = await page.evaluate(() =>
      [...document.querySelectorAll('[data-block="Video"], [data-block="Gallery"]')].map(
        (element) => ({
          block: element.getAttribute('data-block'),
          top: Math.round(element.getBoundingClientRect().top),
        }),
      ),
    );
    // A moment past the load for anything that would start late (hydration, idle callbacks).
    await page.waitForTimeout(1500);
    const before = [...requests];
    const postersBefore = posters.length;
    for (let step = 0; step < 40; step += 1) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight;
      });
      await page.waitForTimeout(250);
      if (done) break;
    }
    await page.waitForLoadState('networkidle');
    return {
      blocks,
      before,
      after: requests.slice(before.length),
      postersBefore,
      height: 300,
    };
  } finally {
    await browser.close();
  }
}
