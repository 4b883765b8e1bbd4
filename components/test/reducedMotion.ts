import { spyOn } from 'storybook/test';

/**
 * The test browser cannot switch the `prefers-reduced-motion` media feature: answer that
 * query as "reduce" would, every other query as the browser does. Returns the restore, so a
 * story can use it as its `beforeEach`.
 */
export function reduceMotion(): () => void {
  const original = window.matchMedia.bind(window);
  const reduced = (query: string): MediaQueryList => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  const spy = spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query.includes('prefers-reduced-motion') ? reduced(query) : original(query),
  );
  return () => spy.mockRestore();
}
