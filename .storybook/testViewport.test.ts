import { describe, expect, it } from 'vitest';
import { reviewViewports } from '#design-tokens/breakpoints.ts';
import { defaultTestViewport, testViewportSize } from './testViewport.ts';

describe('testViewportSize', () => {
  it('sizes the test browser to the review viewport of the test breakpoint', () => {
    expect(testViewportSize({ testViewport: 'sm' }, {})).toEqual(reviewViewports.sm);
    expect(testViewportSize({ testViewport: 'md' }, {})).toEqual(reviewViewports.md);
    expect(testViewportSize({ testViewport: 'lg' }, {})).toEqual(reviewViewports.lg);
  });

  it('prefers a pinned viewport global, the size the story is shown at', () => {
    const pinned = { viewport: { value: 'sm', isRotated: false } };
    expect(testViewportSize({ testViewport: 'lg' }, pinned)).toEqual(reviewViewports.sm);
    expect(testViewportSize({}, { viewport: 'md' })).toEqual(reviewViewports.md);
  });

  it('falls back to the default without a breakpoint', () => {
    expect(testViewportSize({}, {})).toEqual(defaultTestViewport);
    expect(testViewportSize({}, { viewport: { value: 'mobile1' } })).toEqual(defaultTestViewport);
  });

  it('fails a story whose test viewport is no breakpoint', () => {
    expect(() => testViewportSize({ testViewport: 'xl' }, {})).toThrow(/sm, md, lg: xl/);
  });
});
