import type { z } from 'zod';
import type { Breakpoint } from '#design-tokens/breakpoints.ts';
import type { BrandId } from '#design-tokens/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';

/** Story globals: brand theme, site locale and the breakpoint the test browser is sized to. */
export function storyGlobals(
  brand: BrandId = 'ridgeline',
  viewport: Breakpoint = 'sm',
  locale: SiteLocale = 'en-us',
) {
  return { brand, locale, viewport: { value: viewport, isRotated: false } };
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
