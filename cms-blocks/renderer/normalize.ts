import { z } from 'zod';
import {
  type BlockSection,
  type ContentSection,
  experienceType,
  type SectionOptions,
  sectionOptions,
  segmentCondition,
} from '#api/contract/contentSections.ts';
import type { SectionErrorInfo } from './context.tsx';
import { errorMessage, logSectionErrorAs } from './log.ts';

/*
 * The renderer takes sections as the API answers them (already parsed) or as an author or a
 * story writes them (options partial or missing). Each section is checked on its own: a
 * wrapper whose child is broken keeps its other children, and a broken section never takes
 * its neighbours down with it (the contract's envelope schema would reject the whole tree).
 */

const head = {
  id: z.string().min(1).max(160),
  name: z.string().max(200).optional(),
  options: sectionOptions.prefault({}),
};

const blockShape = z.object({
  ...head,
  component: z.string().regex(/^[A-Z][A-Za-z0-9]{0,79}$/, 'component is a PascalCase block name'),
  props: z.record(z.string(), z.unknown()).prefault({}),
});

const children = z.array(z.unknown()).max(50).default([]);

const experienceShape = z.object({
  ...head,
  component: z.literal('Experience'),
  props: z.object({
    experienceId: z.string().min(1).max(120),
    type: experienceType,
    trackingEvent: z.string().max(120).optional(),
    baselines: children,
    variants: z
      .array(
        z.object({
          name: z.string().min(1).max(120),
          variantId: z.string().min(1).max(120),
          targets: children,
        }),
      )
      .max(20)
      .default([]),
  }),
});

const segmentationShape = z.object({
  ...head,
  component: z.literal('Segmentation'),
  props: z.object({
    segments: z
      .array(
        z.object({ id: segmentCondition, name: z.string().max(120).optional(), targets: children }),
      )
      .max(20)
      .default([]),
    baselines: children,
  }),
});

export interface Normalized {
  sections: ContentSection[];
  errors: SectionErrorInfo[];
}

function describe(input: unknown): { component: string; id: string } {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  return {
    component: typeof record.component === 'string' ? record.component : 'unknown',
    id: typeof record.id === 'string' ? record.id : 'unknown',
  };
}

function normalizeOne(input: unknown, errors: SectionErrorInfo[]): ContentSection | null {
  const { component, id } = describe(input);
  const fail = (error: unknown) => {
    errors.push({ component, id, reason: 'envelope', error });
    return null;
  };
  if (component === 'Experience') {
    const parsed = experienceShape.safeParse(input);
    if (!parsed.success) return fail(parsed.error);
    const { props } = parsed.data;
    return {
      ...parsed.data,
      props: {
        ...props,
        baselines: normalizeList(props.baselines, errors),
        variants: props.variants.map((variant) => ({
          ...variant,
          targets: normalizeList(variant.targets, errors),
        })),
      },
    };
  }
  if (component === 'Segmentation') {
    const parsed = segmentationShape.safeParse(input);
    if (!parsed.success) return fail(parsed.error);
    const { props } = parsed.data;
    return {
      ...parsed.data,
      props: {
        baselines: normalizeList(props.baselines, errors),
        segments: props.segments.map((segment) => ({
          ...segment,
          targets: normalizeList(segment.targets, errors),
        })),
      },
    };
  }
  const parsed = blockShape.safeParse(input);
  if (!parsed.success) return fail(parsed.error);
  return parsed.data satisfies BlockSection;
}

function normalizeList(inputs: readonly unknown[], errors: SectionErrorInfo[]): ContentSection[] {
  return inputs.flatMap((input) => normalizeOne(input, errors) ?? []);
}

/** Sections with their options filled in; the broken ones left out and listed. */
export function normalizeSections(inputs: readonly unknown[]): Normalized {
  const errors: SectionErrorInfo[] = [];
  return { sections: normalizeList(inputs, errors), errors };
}

/** The message of a section error: zod's readable summary, or the error's message. */
export function sectionErrorMessage(error: unknown): string {
  if (error instanceof z.ZodError) return z.prettifyError(error);
  return errorMessage(error);
}

/**
 * Spec §8: a CMS component error is logged as its message plus
 * `CMS Error: {component}, {id}`, and the section is skipped.
 */
export function logSectionError(info: SectionErrorInfo): void {
  logSectionErrorAs(info, sectionErrorMessage(info.error));
}

/** Options a section falls back to when it has none. */
export const defaultSectionOptions: SectionOptions = sectionOptions.parse({});
