import { describe, expect, it } from 'vitest';
import { allServicePayloads } from '../Banner/test/serviceContent.ts';
import { collectionSchema } from './Collection.schema.ts';
import {
  carouselGroups,
  centerIndex,
  defaultPerRow,
  gridBreakpoints,
  gridColumns,
  resolveBreakpoints,
} from './collection.ts';

describe('collection settings', () => {
  it('inherits mobile first: md takes sm, lg takes md, unless they say otherwise', () => {
    const settings = resolveBreakpoints({
      sm: { layout: 'carousel', slideWidth: 70, showArrows: false, slidePadding: 'small' },
      md: { slideWidth: 40 },
      lg: { layout: 'grid', margin: 'large' },
    });
    expect(settings.sm).toMatchObject({ layout: 'carousel', slideWidth: 70, showArrows: false });
    expect(settings.md).toMatchObject({
      layout: 'carousel',
      slideWidth: 40,
      showArrows: false,
      slidePadding: 'small',
    });
    // A switch from carousel to grid does not carry the slide width over.
    expect(settings.lg).toMatchObject({ layout: 'grid', slideWidth: undefined, margin: 'large' });
  });

  it('defaults to carousels on small screens and a grid on large ones', () => {
    const settings = resolveBreakpoints({});
    expect([settings.sm.layout, settings.md.layout, settings.lg.layout]).toEqual([
      'carousel',
      'carousel',
      'grid',
    ]);
  });

  it('shares one carousel between breakpoints that agree on autoplay, timing and loop', () => {
    const same = resolveBreakpoints({ sm: { layout: 'carousel' }, lg: { layout: 'grid' } });
    expect(carouselGroups(same)).toEqual([
      { breakpoints: ['sm', 'md'], autoplay: false, autorotateTime: undefined, loop: false },
    ]);
    expect(gridBreakpoints(same)).toEqual(['lg']);
    const differ = resolveBreakpoints({
      sm: { layout: 'carousel' },
      md: { autoplay: true, autorotateTime: 3 },
      lg: { autoplay: false },
    });
    expect(carouselGroups(differ).map((group) => group.breakpoints)).toEqual([
      ['sm', 'lg'],
      ['md'],
    ]);
  });

  it('fits grid columns from slideWidth, else the type and variant defaults', () => {
    const settings = resolveBreakpoints({
      sm: { layout: 'grid', slideWidth: 50 },
      md: { slideWidth: 30 },
      lg: { slideWidth: 10 },
    });
    expect(gridColumns(settings, defaultPerRow('linked card', 'default'))).toEqual({
      sm: 2,
      md: 3,
      lg: 6,
    });
    expect(
      gridColumns(
        resolveBreakpoints({ sm: { layout: 'grid' } }),
        defaultPerRow('multilink', 'threeCardGrid'),
      ),
    ).toEqual({ sm: 1, md: 3, lg: 3 });
  });

  it('highlights the middle item', () => {
    expect(centerIndex(5)).toBe(2);
    expect(centerIndex(4)).toBe(1);
    expect(centerIndex(0)).toBe(0);
  });
});

describe('collection schema', () => {
  it('parses every collection of the demo content documents', () => {
    const payloads = allServicePayloads('Collection');
    expect(payloads.length).toBeGreaterThan(12);
    for (const { where, props } of payloads) {
      const result = collectionSchema.safeParse(props);
      expect(result.success, `${where}: ${result.error?.message}`).toBe(true);
    }
  });

  it('refuses pixel numbers where a space token belongs', () => {
    expect(collectionSchema.safeParse({ breakpoints: { sm: { margin: 16 } } }).success).toBe(false);
  });
});
