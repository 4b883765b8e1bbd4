import { describe, expect, it } from 'vitest';
import { galleryHidden } from './gallery.ts';

describe('galleryHidden (spec §2)', () => {
  it('hides the gallery on a product page, whatever the path', () => {
    expect(galleryHidden('/en-us/p/trail-jacket-rdgjk1001', 'PDP')).toBe(true);
    expect(galleryHidden('/en-us/journal', 'PDP')).toBe(true);
  });

  it.each(['/en-us/customs', '/en-us/customs/boots?step=2', '/fr-fr/Customs/', '/customs#top'])(
    'hides it on the customs path %s',
    (path) => {
      expect(galleryHidden(path, 'Other')).toBe(true);
    },
  );

  it.each([
    ['/en-us', 'Home'],
    ['/en-us/c/jackets-1001', 'PLP'],
    ['/en-us/customs-stories', 'Other'],
    ['/en-us/journal?tag=customs', undefined],
  ])('shows it on %s (%s)', (path, pageType) => {
    expect(galleryHidden(path, pageType)).toBe(false);
  });
});
