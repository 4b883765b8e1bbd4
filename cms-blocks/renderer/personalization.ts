import type {
  ContentSection,
  ExperienceSection,
  SegmentationSection,
  SegmentCondition,
} from '#api/contract/contentSections.ts';
import type { TestContext } from './testContext.ts';

/*
 * Which sections a wrapper shows (spec §2, §4):
 * - Experience: a variant forced by the `p13n_testcontext` query value, else the
 *   experimentation decision when there is one, else the baselines. Experiences of the
 *   personalization vendor are skipped when that service is not active.
 * - Segmentation: the segment named in the test context, else the first segment whose
 *   condition holds, else the first baseline.
 */

// The test context's parsing (zod) has a module of its own: the browser's renderer chooses
// with a test context the server parsed, and fetches no zod.
export {
  parseTestContext,
  TEST_CONTEXT_PARAM,
  type TestContext,
  testContextFromUrl,
} from './testContext.ts';

/** The window event that makes experiences read their decisions again (spec §4). */
export const RECALCULATE_EXPERIENCES_EVENT = 'recalculateMonetateVfa';

/** Spec §7: experiment variants are reported as `AB_Mon_SS_{label}`. */
export const EXPERIENCE_LABEL_PREFIX = 'AB_Mon_SS_';

/** Whether an entry of the test context names this id (`anything_<id>`). */
function names(entry: string, id: string): boolean {
  return entry === id || entry.endsWith(`_${id}`);
}

export interface ExperienceInfo {
  experienceId: string;
  type: ExperienceSection['props']['type'];
  variants: { name: string; variantId: string }[];
}

/**
 * The experimentation (or personalization) decision for an experience: the chosen
 * variant's `variantId` (or variation key, matched against variant ids and names), or
 * `null`/`undefined` for the baseline.
 */
export type ExperienceDecision = (experience: ExperienceInfo) => string | null | undefined;

export interface PersonalizationInput {
  testContext?: TestContext | null;
  decide?: ExperienceDecision;
  /**
   * Whether the personalization vendor is active. `false` skips experiences of type
   * `personalization` altogether; left out, they show their baselines like any other.
   */
  personalizationActive?: boolean;
  /** The segment conditions that hold for this shopper. */
  conditions?: Partial<Record<SegmentCondition, boolean>>;
}

export type ExperienceChoice =
  | { kind: 'skip' }
  | { kind: 'baseline'; sections: ContentSection[]; label: string }
  | {
      kind: 'variant';
      sections: ContentSection[];
      variant: ExperienceSection['props']['variants'][number];
      label: string;
      forced: boolean;
    };

export function chooseExperience(
  section: ExperienceSection,
  input: PersonalizationInput = {},
): ExperienceChoice {
  const { props } = section;
  if (props.type === 'personalization' && input.personalizationActive === false) {
    return { kind: 'skip' };
  }
  const forced = props.variants.find((variant) =>
    input.testContext?.variants.some((entry) => names(entry, variant.variantId)),
  );
  if (forced) {
    return {
      kind: 'variant',
      sections: forced.targets,
      variant: forced,
      label: `${EXPERIENCE_LABEL_PREFIX}${forced.name}`,
      forced: true,
    };
  }
  const key = input.decide?.({
    experienceId: props.experienceId,
    type: props.type,
    variants: props.variants.map(({ name, variantId }) => ({ name, variantId })),
  });
  const decided = key
    ? props.variants.find((variant) => variant.variantId === key || variant.name === key)
    : undefined;
  if (decided) {
    return {
      kind: 'variant',
      sections: decided.targets,
      variant: decided,
      label: `${EXPERIENCE_LABEL_PREFIX}${decided.name}`,
      forced: false,
    };
  }
  return {
    kind: 'baseline',
    sections: props.baselines,
    label: `${EXPERIENCE_LABEL_PREFIX}baseline`,
  };
}

export type SegmentChoice =
  | { kind: 'segment'; segment: SegmentationSection['props']['segments'][number] }
  | { kind: 'baseline'; sections: ContentSection[] };

export function chooseSegment(
  section: SegmentationSection,
  input: PersonalizationInput = {},
): SegmentChoice {
  const { segments, baselines } = section.props;
  const context = input.testContext;
  const forced = context
    ? segments.find(
        (segment) =>
          context.segments.includes(segment.id) ||
          context.variants.some((entry) => names(entry, segment.id)),
      )
    : undefined;
  const holding = forced ?? segments.find((segment) => input.conditions?.[segment.id] === true);
  if (holding) return { kind: 'segment', segment: holding };
  return { kind: 'baseline', sections: baselines.slice(0, 1) };
}

// The conditions of spec §4 from what is known about the shopper: shared with the service's
// audience query (commerce/content/segments.ts).
export { type ShopperState, segmentConditions } from '#commerce/content/segments.ts';
