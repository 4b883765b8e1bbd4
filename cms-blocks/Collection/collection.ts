import type { ContentBreakpoint, ContentSpace } from '#api/contract/contentSections.ts';
import { contentBreakpoints } from '#api/contract/contentSections.ts';
import type {
  CollectionBreakpointSettings,
  CollectionContent,
  CollectionType,
  CollectionVariant,
} from './Collection.schema.ts';

/*
 * How a collection lays out per breakpoint: the authored settings, mobile first (md takes
 * what sm says unless it says otherwise, lg takes md's; slide widths only while the layout
 * stays the same), over defaults per type and variant.
 */

export interface ResolvedSettings {
  layout: 'carousel' | 'grid';
  slideWidth: number | undefined;
  slideMaxWidth: number | undefined;
  slidePadding: ContentSpace;
  margin: ContentSpace;
  showArrows: boolean;
  showIndicators: boolean;
  showProgress: boolean;
  autoplay: boolean;
  autorotateTime: number | undefined;
  loop: boolean;
}

export type PerBreakpoint<T> = Record<ContentBreakpoint, T>;

const base: ResolvedSettings = {
  layout: 'carousel',
  slideWidth: undefined,
  slideMaxWidth: undefined,
  slidePadding: 'none',
  margin: 'gutter',
  showArrows: true,
  showIndicators: true,
  showProgress: false,
  autoplay: false,
  autorotateTime: undefined,
  loop: false,
};

/** Without authored settings: carousels on small screens, a grid on large ones. */
const defaultLayouts: PerBreakpoint<'carousel' | 'grid'> = {
  sm: 'carousel',
  md: 'carousel',
  lg: 'grid',
};

function defined(settings: CollectionBreakpointSettings | undefined): Partial<ResolvedSettings> {
  return Object.fromEntries(
    Object.entries(settings ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<ResolvedSettings>;
}

export function resolveBreakpoints(
  breakpoints: CollectionContent['breakpoints'],
): PerBreakpoint<ResolvedSettings> {
  const authored = contentBreakpoints.some((bp) => breakpoints[bp] !== undefined);
  const result = {} as PerBreakpoint<ResolvedSettings>;
  let previous: ResolvedSettings = base;
  for (const bp of contentBreakpoints) {
    const own = defined(breakpoints[bp]);
    const start = authored ? previous : { ...previous, layout: defaultLayouts[bp] };
    const layout = own.layout ?? start.layout;
    // Widths mean other things in a carousel (a slide) and a grid (columns): a breakpoint
    // that switches layout does not inherit them.
    const widths =
      layout === start.layout ? {} : { slideWidth: undefined, slideMaxWidth: undefined };
    previous = { ...start, ...widths, ...own, layout };
    result[bp] = previous;
  }
  return result;
}

/** Items per row (grid) or in view (carousel) when no slideWidth says otherwise. */
export function defaultPerRow(
  type: CollectionType,
  variant: CollectionVariant,
): PerBreakpoint<number> {
  if (variant === 'threeCardGrid') return { sm: 1, md: 3, lg: 3 };
  if (type === 'CTA button') return { sm: 2, md: 3, lg: 4 };
  return { sm: 1.5, md: 2.5, lg: 4 };
}

/** Grid columns: as many items of `slideWidth` % as fit, else the default (whole items). */
export function gridColumns(
  settings: PerBreakpoint<ResolvedSettings>,
  fallback: PerBreakpoint<number>,
): PerBreakpoint<number> {
  const columns = (bp: ContentBreakpoint) => {
    const width = settings[bp].slideWidth;
    const count = width ? Math.floor(100 / width) : Math.round(fallback[bp]);
    return Math.min(6, Math.max(1, count));
  };
  return { sm: columns('sm'), md: columns('md'), lg: columns('lg') };
}

export interface CarouselGroup {
  /** The breakpoints this carousel shows at (it is hidden at the others). */
  breakpoints: ContentBreakpoint[];
  autoplay: boolean;
  autorotateTime: number | undefined;
  loop: boolean;
}

/**
 * The carousels to render: breakpoints showing a carousel share one when they agree on
 * autoplay, timing and loop (the kit's carousel takes those once); otherwise each gets its
 * own, shown only at its breakpoint.
 */
export function carouselGroups(settings: PerBreakpoint<ResolvedSettings>): CarouselGroup[] {
  const groups: CarouselGroup[] = [];
  for (const bp of contentBreakpoints) {
    const { layout, autoplay, loop } = settings[bp];
    if (layout !== 'carousel') continue;
    // Timing only matters while autoplaying.
    const autorotateTime = autoplay ? settings[bp].autorotateTime : undefined;
    const same = groups.find(
      (group) =>
        group.autoplay === autoplay &&
        group.autorotateTime === autorotateTime &&
        group.loop === loop,
    );
    if (same) same.breakpoints.push(bp);
    else groups.push({ breakpoints: [bp], autoplay, autorotateTime, loop });
  }
  return groups;
}

export function gridBreakpoints(settings: PerBreakpoint<ResolvedSettings>): ContentBreakpoint[] {
  return contentBreakpoints.filter((bp) => settings[bp].layout === 'grid');
}

/** highlightCenter: the middle item (of an even count, the one before the middle). */
export function centerIndex(count: number): number {
  return count > 0 ? Math.floor((count - 1) / 2) : 0;
}
