import { z } from 'zod';
import type {
  BlockSection,
  ContentSection,
  ContentSectionInput,
  ExperienceSection,
  SegmentationSection,
} from '#api/contract/contentSections.ts';
import type { RegisteredBlock } from '../block.ts';
import { filterBySchema } from '../FilterBy/FilterBy.schema.ts';
import type { SectionErrorInfo } from './context.tsx';
import { normalizeSections } from './normalize.ts';
import { hiddenEverywhere } from './SectionFrame.tsx';

/*
 * Sections checked before they render: each envelope normalized, each block's payload parsed
 * with its schema (the parsed output is what the block renders), wrappers' children checked
 * the same way (filter-by's `components` too), fragments resolved. A section that is invalid, of an unknown component, or
 * a fragment reference that is broken is left out and listed, to be logged
 * (`CMS Error: component, id`). Hidden everywhere, a section is left out unchecked, as it
 * renders nothing.
 *
 * The store checks its documents in its loaders, on the server, and its pages render the
 * result (CheckedPageRenderer), so the browser fetches neither zod nor any block's schema.
 * PageRenderer checks what it is given, then renders the same way.
 */

/** `Fragment` sections reference shared content by id (spec §3, §7). */
const fragmentProps = z.object({ fragmentId: z.string().min(1).max(160) });

export interface CheckedSections {
  /** Every section valid, each block's props its schema's output. */
  sections: ContentSection[];
  errors: SectionErrorInfo[];
}

type Fragments = Readonly<Record<string, readonly (ContentSectionInput | unknown)[]>>;

function checkList(
  sections: readonly ContentSection[],
  blocks: Readonly<Record<string, RegisteredBlock>>,
  fragments: Fragments,
  errors: SectionErrorInfo[],
): ContentSection[] {
  return sections.flatMap((section) => {
    const checked = checkOne(section, blocks, fragments, errors);
    return checked ? [checked] : [];
  });
}

function checkOne(
  section: ContentSection,
  blocks: Readonly<Record<string, RegisteredBlock>>,
  fragments: Fragments,
  errors: SectionErrorInfo[],
): ContentSection | null {
  if (hiddenEverywhere(section.options)) return null;
  const list = (children: readonly ContentSection[]) =>
    checkList(children, blocks, fragments, errors);
  if (section.component === 'Experience') {
    const experience = section as ExperienceSection;
    const { props } = experience;
    return {
      ...experience,
      props: {
        ...props,
        baselines: list(props.baselines),
        variants: props.variants.map((variant) => ({ ...variant, targets: list(variant.targets) })),
      },
    } satisfies ExperienceSection;
  }
  if (section.component === 'Segmentation') {
    const segmentation = section as SegmentationSection;
    const { props } = segmentation;
    return {
      ...segmentation,
      props: {
        baselines: list(props.baselines),
        segments: props.segments.map((segment) => ({ ...segment, targets: list(segment.targets) })),
      },
    } satisfies SegmentationSection;
  }
  const base = { component: section.component, id: section.id };
  if (section.component === 'Fragment') {
    const parsed = fragmentProps.safeParse(section.props);
    if (!parsed.success) {
      errors.push({ ...base, reason: 'invalid', error: parsed.error });
      return null;
    }
    const resolved = fragments[parsed.data.fragmentId];
    if (!resolved) return null;
    const normalized = normalizeSections(resolved);
    errors.push(...normalized.errors);
    const sections = list(normalized.sections);
    return sections.length > 0
      ? ({ ...section, props: { ...parsed.data, sections } } satisfies BlockSection)
      : null;
  }
  if (section.component === 'FilterBy') {
    // A wrapper the renderer shows or not by the page (spec §3): its sections checked here.
    const parsed = filterBySchema.safeParse(section.props);
    if (!parsed.success) {
      errors.push({ ...base, reason: 'invalid', error: parsed.error });
      return null;
    }
    const normalized = normalizeSections(parsed.data.components);
    errors.push(...normalized.errors);
    const components = list(normalized.sections);
    return components.length > 0
      ? ({ ...section, props: { ...parsed.data, components } } satisfies BlockSection)
      : null;
  }
  const definition = Object.hasOwn(blocks, section.component)
    ? blocks[section.component]
    : undefined;
  if (!definition) {
    errors.push({
      ...base,
      reason: 'unknown',
      error: new Error(`No block renders "${section.component}"`),
    });
    return null;
  }
  const parsed = definition.schema.safeParse(section.props);
  if (!parsed.success) {
    errors.push({ ...base, reason: 'invalid', error: parsed.error });
    return null;
  }
  return { ...section, props: parsed.data as Record<string, unknown> } satisfies BlockSection;
}

/** Check sections as the content service or an author gives them (see above). */
export function checkSections(
  inputs: readonly unknown[],
  blocks: Readonly<Record<string, RegisteredBlock>>,
  fragments: Fragments = {},
): CheckedSections {
  const normalized = normalizeSections(inputs);
  const errors = [...normalized.errors];
  return { sections: checkList(normalized.sections, blocks, fragments, errors), errors };
}
