import { z } from 'zod';

/*
 * The sections of a content document (spec §7 Content, §2 and §3 experience and
 * segmentation); the envelope around them is in `./content.ts`.
 *
 * A `Section` is either a block or a wrapper:
 * - block: `{ id, name?, component, props, options }`. `component` is the block's name, the
 *   folder of `cms-blocks/` that renders it (`Banner`, `PromoBar`, `MegaMenu` …; see
 *   `blockNames`). `props` is the block's payload as the CMS sends it; the envelope keeps it
 *   an open object and the block's own zod schema (`cms-blocks/<Name>/<Name>.schema.ts`)
 *   validates it when rendering, so one bad block is skipped (`CMS Error: component, id`,
 *   spec §8) and never breaks the page.
 * - `Experience` (spec §3 experience): `props: { experienceId, type, trackingEvent?,
 *   baselines: Section[], variants: [{ name, variantId, targets: Section[] }] }`. The
 *   baseline shows unless the experimentation decision or `p13n_testcontext` picks a variant,
 *   whose `targets` then replace it (spec §4).
 * - `Segmentation` (spec §3 segmentation): `props: { segments: [{ id, name?, targets:
 *   Section[] }], baselines: Section[] }`. A segment's `id` is the condition it stands for
 *   (`logged-in`, `loyalty-member`, `cart-empty` …); the first segment whose condition holds
 *   (or the one named in the test context) shows its `targets`, else the baselines.
 * - `Fragment`: `props: { fragmentId }`, a reference to a shared fragment (promo bar, benefit
 *   bar, size guide …). `page/…` returns references as stored; every other call returns them
 *   resolved in place: the fragment's sections are spliced in, their ids prefixed with the
 *   reference's id (`promo-bar.promo-bar`), the reference's layout options added to theirs.
 *
 * Every section carries `options` (spec §2: hydration mode, sticky, full width, hidden per
 * breakpoint, bottom margins per breakpoint as a space token of `design-tokens`).
 */

/** Spec §2: content sections have a hydration mode. */
export const hydrationModes = ['never', 'visible', 'interaction'] as const;
export const hydrationMode = z.enum(hydrationModes);
export type HydrationMode = z.infer<typeof hydrationMode>;

/** The breakpoints of `design-tokens/breakpoints.ts` (restated: api imports nothing of ours). */
export const contentBreakpoints = ['sm', 'md', 'lg'] as const;
export const contentBreakpoint = z.enum(contentBreakpoints);
export type ContentBreakpoint = z.infer<typeof contentBreakpoint>;

/** The space scale of `design-tokens` (`vars.space.*`), used for bottom margins. */
export const contentSpaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'gutter',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;
export const contentSpace = z.enum(contentSpaces);
export type ContentSpace = z.infer<typeof contentSpace>;

/** Section options (spec §2 and the layout fields of spec §3 experience). */
export const sectionOptions = z.object({
  /** @default 'visible' */
  hydration: hydrationMode.default('visible'),
  /** @default false */
  isSticky: z.boolean().default(false),
  /** @default false */
  isFullWidth: z.boolean().default(false),
  /** Breakpoints at which the section is not rendered. @default [] */
  hideOnBreakpoint: z.array(contentBreakpoint).max(3).default([]),
  /** Space below the section per breakpoint; a missing breakpoint inherits the smaller one. */
  bottomMargins: z.partialRecord(contentBreakpoint, contentSpace).default({}),
});
export type SectionOptions = z.infer<typeof sectionOptions>;
export type SectionOptionsInput = z.input<typeof sectionOptions>;

/**
 * The blocks of spec §1/§3 known to the renderer, by `cms-blocks/` folder name. The envelope
 * accepts any PascalCase name (a block the renderer does not know is skipped and logged).
 */
export const blockNames = [
  'Accordion',
  'Anchor',
  'ArticleGrid',
  'ArticleHeader',
  'Banner',
  'BenefitBar',
  'Collection',
  'EventSignUp',
  'FilterBy',
  'Fragment',
  'Gallery',
  'IconAndTextList',
  'LegalLinks',
  'MegaMenu',
  'Newsletter',
  'PopUp',
  'ProductGrid',
  'PromoBar',
  'Recommendation',
  'RichText',
  'SecondaryNav',
  'Spacer',
  'Upsell',
  'VerticalLinkList',
  'Video',
] as const;
export type BlockName = (typeof blockNames)[number];

export const wrapperNames = ['Experience', 'Segmentation'] as const;

/** Spec §4 segmentation conditions (each profile kind with its `non-` counterpart). */
export const segmentConditions = [
  'logged-out',
  'logged-in',
  'loyalty-member',
  'non-loyalty-logged-in',
  'employee',
  'non-employee',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx',
  'non-ipa-wranx',
  'wranx',
  'non-wranx',
  'ipa',
  'non-ipa',
  'athletes',
  'non-athletes',
] as const;
export const segmentCondition = z.enum(segmentConditions);
export type SegmentCondition = z.infer<typeof segmentCondition>;

/** Which service decides an experience: the A/B testing SDK or the personalization vendor. */
export const experienceTypes = ['experiment', 'personalization'] as const;
export const experienceType = z.enum(experienceTypes);

const sectionId = z.string().min(1).max(160);
const componentName = z
  .string()
  .regex(/^[A-Z][A-Za-z0-9]{0,79}$/, 'component is a PascalCase block name');

interface SectionHead<Options> {
  id: string;
  name?: string | undefined;
  options: Options;
}
interface BlockSectionOf<Options> extends SectionHead<Options> {
  component: string;
  props: Record<string, unknown>;
}
interface ExperienceSectionOf<Options, Child> extends SectionHead<Options> {
  component: 'Experience';
  props: {
    experienceId: string;
    type: z.infer<typeof experienceType>;
    trackingEvent?: string | undefined;
    baselines: Child[];
    variants: { name: string; variantId: string; targets: Child[] }[];
  };
}
interface SegmentationSectionOf<Options, Child> extends SectionHead<Options> {
  component: 'Segmentation';
  props: {
    segments: { id: SegmentCondition; name?: string | undefined; targets: Child[] }[];
    baselines: Child[];
  };
}

/** A section as parsed (options filled with their defaults). */
export type BlockSection = BlockSectionOf<SectionOptions>;
export type ExperienceSection = ExperienceSectionOf<SectionOptions, ContentSection>;
export type SegmentationSection = SegmentationSectionOf<SectionOptions, ContentSection>;
export type ContentSection = BlockSection | ExperienceSection | SegmentationSection;

/** A section as written by an author or a mock (options may be partial or missing). */
type OptionsInput = SectionOptionsInput | undefined;
export interface BlockSectionInput extends Omit<BlockSectionOf<OptionsInput>, 'options'> {
  options?: OptionsInput;
}
export interface ExperienceSectionInput
  extends Omit<ExperienceSectionOf<OptionsInput, ContentSectionInput>, 'options'> {
  options?: OptionsInput;
}
export interface SegmentationSectionInput
  extends Omit<SegmentationSectionOf<OptionsInput, ContentSectionInput>, 'options'> {
  options?: OptionsInput;
}
export type ContentSectionInput =
  | BlockSectionInput
  | ExperienceSectionInput
  | SegmentationSectionInput;

const options = sectionOptions.prefault({});

export const blockSection = z.object({
  id: sectionId,
  name: z.string().max(200).optional(),
  component: componentName.refine(
    (name) => !(wrapperNames as readonly string[]).includes(name),
    'Experience and Segmentation carry their own props shape',
  ),
  props: z.record(z.string(), z.unknown()),
  options,
});

export const contentSection: z.ZodType<ContentSection, ContentSectionInput> = z.lazy(() =>
  z.union([experienceSection, segmentationSection, blockSection]),
);

export const experienceSection: z.ZodType<ExperienceSection, ExperienceSectionInput> = z.object({
  id: sectionId,
  name: z.string().max(200).optional(),
  component: z.literal('Experience'),
  props: z.object({
    experienceId: z.string().min(1).max(120),
    type: experienceType,
    trackingEvent: z.string().max(120).optional(),
    baselines: z.array(contentSection).max(50),
    variants: z
      .array(
        z.object({
          name: z.string().min(1).max(120),
          variantId: z.string().min(1).max(120),
          targets: z.array(contentSection).max(50),
        }),
      )
      .max(20),
  }),
  options,
});

export const segmentationSection: z.ZodType<SegmentationSection, SegmentationSectionInput> =
  z.object({
    id: sectionId,
    name: z.string().max(200).optional(),
    component: z.literal('Segmentation'),
    props: z.object({
      segments: z
        .array(
          z.object({
            id: segmentCondition,
            name: z.string().max(120).optional(),
            targets: z.array(contentSection).max(50),
          }),
        )
        .max(20),
      baselines: z.array(contentSection).max(50),
    }),
    options,
  });

export function isExperienceSection(section: ContentSection): section is ExperienceSection {
  return section.component === 'Experience';
}

export function isSegmentationSection(section: ContentSection): section is SegmentationSection {
  return section.component === 'Segmentation';
}

/** The sections a wrapper holds (baselines, every variant's and segment's targets). */
export function childSections(section: ContentSection): ContentSection[] {
  if (isExperienceSection(section)) {
    return [...section.props.baselines, ...section.props.variants.flatMap((v) => v.targets)];
  }
  if (isSegmentationSection(section)) {
    return [...section.props.baselines, ...section.props.segments.flatMap((s) => s.targets)];
  }
  // Spec §3 filter-by wraps `components`: sections like any other (checked when rendered).
  if (section.component === 'FilterBy') {
    const { components } = (section.props ?? {}) as { components?: unknown };
    return Array.isArray(components)
      ? components.filter(
          (child): child is ContentSection =>
            typeof child === 'object' && child !== null && 'component' in child,
        )
      : [];
  }
  return [];
}

/** Visit every section of a tree, depth first, wrappers before their children. */
export function walkSections(
  sections: readonly ContentSection[],
  visit: (section: ContentSection) => void,
): void {
  for (const section of sections) {
    visit(section);
    walkSections(childSections(section), visit);
  }
}
