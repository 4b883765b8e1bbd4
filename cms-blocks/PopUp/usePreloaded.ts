import { useEffect, useState } from 'react';

/**
 * A module fetched ahead of need: `load` starts once the caller mounts, and the module is
 * returned once it has come (null until then, and if it fails: the caller falls back to a
 * lazy component, which tries again). A pop-up fetches the code of its expanded state this
 * way while it is still a tab, so that it opens complete: with a lazy component it would
 * open with a spinner and grow under the shopper's eyes as its form arrived.
 */
export function usePreloaded<T>(load: () => Promise<T>, enabled = true): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (module) => {
        if (live) setLoaded({ module });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [load, enabled]);
  return loaded?.module ?? null;
}
