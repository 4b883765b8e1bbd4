import type { z } from 'zod';
import type { Breakpoint } from '#design-tokens/breakpoints.ts';
import type { BrandId } from '#design-tokens/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';

interface StoryPins {
  brand?: BrandId;
  locale?: SiteLocale;
  viewport?: Breakpoint;
}

interface Globals {
  brand?: BrandId;
  locale?: SiteLocale;
  viewport?: { value: Breakpoint; isRotated: false };
}

/**
 * What a story pins in the toolbar, for the stories that are about one brand, locale or
 * breakpoint (`storyGlobals({ brand: 'tread', locale: 'de-de' })`): a pinned global locks
 * its toolbar item. The size a story's test runs at is `parameters: { testViewport: 'sm' }`.
 */
export function storyGlobals({ brand, locale, viewport }: StoryPins): Globals {
  return {
    ...(brand && { brand }),
    ...(locale && { locale }),
    ...(viewport && { viewport: { value: viewport, isRotated: false } }),
  };
}

/** A block's story args: the payload as the CMS sends it, parsed by the block's schema. */
export function blockArgs<Schema extends z.ZodType>(
  schema: Schema,
  payload: z.input<Schema>,
): z.output<Schema> {
  return schema.parse(payload);
}

/** A CSS length (a space token, `2rem` …) as the browser computes it, for assertions. */
export function computedLength(host: Element, length: string): string {
  const probe = host.ownerDocument.createElement('div');
  probe.style.height = length;
  host.appendChild(probe);
  const value = getComputedStyle(probe).height;
  probe.remove();
  return value;
}
