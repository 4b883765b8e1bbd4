import { type Breakpoint, breakpointNames, reviewViewports } from '#design-tokens/breakpoints.ts';

// Typed on every story's `parameters` (the augmentation takes the module that declares
// Storybook's `Parameters`; its public re-exports cannot be augmented).
declare module 'storybook/internal/csf' {
  interface Parameters {
    /**
     * The breakpoint the story test runs at: the test browser is resized to its review
     * viewport (`.storybook/preview.tsx`). Test-only, so the toolbar's viewport stays free
     * for whoever views the story; a story whose point is one breakpoint pins
     * `globals.viewport` instead.
     */
    testViewport?: Breakpoint;
  }
}

/**
 * What the test browser is sized to when a story names neither a test viewport nor a
 * viewport global: addon-vitest's own default, so unpinned stories run as they always did.
 */
export const defaultTestViewport = { width: 1200, height: 900 } as const;

/**
 * The test browser's size for a story: its pinned `globals.viewport` (what it is shown at
 * too), else its `parameters.testViewport`, else the default; every story sets it afresh,
 * since stories share one page and never inherit the size another one left.
 */
export function testViewportSize(
  parameters: Readonly<Record<string, unknown>>,
  globals: Readonly<Record<string, unknown>>,
): { width: number; height: number } {
  const pinned = asBreakpoint(
    typeof globals.viewport === 'object' && globals.viewport !== null
      ? Reflect.get(globals.viewport, 'value')
      : globals.viewport,
  );
  const { testViewport } = parameters;
  if (testViewport !== undefined && !asBreakpoint(testViewport)) {
    throw new Error(`testViewport must be one of ${breakpointNames.join(', ')}: ${testViewport}`);
  }
  const breakpoint = pinned ?? asBreakpoint(testViewport);
  return breakpoint ? reviewViewports[breakpoint] : defaultTestViewport;
}

function asBreakpoint(value: unknown): Breakpoint | undefined {
  return breakpointNames.find((name) => name === value);
}
