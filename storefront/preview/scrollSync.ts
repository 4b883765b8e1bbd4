/*
 * Spec §2: preview frames can sync scroll through window messages. The viewer shows one
 * document in a frame per breakpoint; a frame says how far down it is (as a share of what
 * it can scroll: the layouts differ in height) and the viewer passes it on to the others.
 * Only messages of this origin, from the expected window, are heard.
 */

export const SCROLL_MESSAGE = 'cairn:preview-scroll';

export interface ScrollMessage {
  type: typeof SCROLL_MESSAGE;
  /** 0 at the top, 1 at the bottom. */
  ratio: number;
}

export function isScrollMessage(data: unknown): data is ScrollMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, ratio } = data as Partial<ScrollMessage>;
  return type === SCROLL_MESSAGE && typeof ratio === 'number' && ratio >= 0 && ratio <= 1;
}

function scrollable(win: Window): number {
  return Math.max(0, win.document.documentElement.scrollHeight - win.innerHeight);
}

/** How far down a window is, 0 to 1. */
export function scrollRatio(win: Window): number {
  const room = scrollable(win);
  return room === 0 ? 0 : Math.min(1, Math.max(0, win.scrollY / room));
}

/**
 * Inside a preview frame: report this page's scroll to the viewer, and follow the scroll it
 * relays from the other frames. Returns the clean-up.
 */
export function followScroll(win: Window): () => void {
  const parent = win.parent;
  const origin = win.location.origin;
  // A scroll we made to follow another frame is not reported back (no echo).
  let following: number | undefined;
  const onScroll = () => {
    if (following !== undefined && Math.abs(win.scrollY - following) <= 1) return;
    following = undefined;
    parent.postMessage({ type: SCROLL_MESSAGE, ratio: scrollRatio(win) }, origin);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== parent || !isScrollMessage(event.data)) return;
    following = Math.round(event.data.ratio * scrollable(win));
    win.scrollTo({ top: following, behavior: 'instant' });
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('message', onMessage);
  return () => {
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('message', onMessage);
  };
}

/**
 * In the viewer: pass each frame's scroll on to the other frames. Returns the clean-up.
 */
export function relayScroll(win: Window, frames: () => readonly HTMLIFrameElement[]): () => void {
  const origin = win.location.origin;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || !isScrollMessage(event.data)) return;
    const all = frames();
    if (!all.some((frame) => frame.contentWindow === event.source)) return;
    for (const frame of all) {
      if (frame.contentWindow && frame.contentWindow !== event.source) {
        frame.contentWindow.postMessage(event.data, origin);
      }
    }
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
