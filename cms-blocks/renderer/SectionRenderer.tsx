import { memo, useContext, useEffect, useMemo, useState } from 'react';
import type {
  BlockSection,
  ContentSection,
  ExperienceSection,
  SegmentationSection,
} from '#api/contract/contentSections.ts';
import { type FilterRule, filterByShows } from '../FilterBy/filterBy.ts';
import { useRecommendationContext } from '../Recommendation/RecommendationContext.tsx';
import { useTrack } from '../tracking.tsx';
import { RendererContext, type SectionErrorInfo } from './context.tsx';
import { errorMessage, logSectionErrorAs } from './log.ts';
import {
  chooseExperience,
  chooseSegment,
  RECALCULATE_EXPERIENCES_EVENT,
} from './personalization.ts';
import { SectionErrorBoundary } from './SectionErrorBoundary.tsx';
import { hiddenEverywhere, SectionFrame } from './SectionFrame.tsx';

/** Sections reported once per section object, however often the page renders. */
const reported = new WeakMap<object, Set<string>>();

function report(
  key: object,
  info: SectionErrorInfo,
  onSectionError: ((info: SectionErrorInfo) => void) | undefined,
) {
  const seen = reported.get(key) ?? new Set<string>();
  const tag = `${info.reason}:${info.component}:${info.id}`;
  if (seen.has(tag)) return;
  seen.add(tag);
  reported.set(key, seen);
  logSectionErrorAs(info, errorMessage(info.error));
  onSectionError?.(info);
}

/*
 * Sections render as checked (check.ts): each block's props already its schema's output, the
 * invalid and unknown ones left out. Nothing here parses, so the browser's renderer needs
 * no zod.
 */

/**
 * A list of checked sections, each chosen and rendered on its own. Memoised, like each
 * section: when the page around them renders again with the same document (a router state
 * change at hydration, say), a section still waiting to hydrate must get no new elements,
 * or React would drop its server HTML and render its fallback (nothing) in its place.
 */
export const SectionList = memo(function SectionList({
  sections,
}: {
  sections: readonly ContentSection[];
}) {
  return sections.map((section) => <SectionRenderer key={section.id} section={section} />);
});

/** One checked section of a page document: a block, a wrapper or a resolved fragment. */
export const SectionRenderer = memo(function SectionRenderer({
  section,
}: {
  section: ContentSection;
}) {
  if (hiddenEverywhere(section.options)) return null;
  if (section.component === 'Experience') {
    return <ExperienceRenderer section={section as ExperienceSection} />;
  }
  if (section.component === 'Segmentation') {
    return <SegmentationRenderer section={section as SegmentationSection} />;
  }
  if (section.component === 'Fragment') return <FragmentRenderer section={section} />;
  if (section.component === 'FilterBy') return <FilterByRenderer section={section} />;
  return <BlockRenderer section={section as BlockSection} />;
});

function BlockRenderer({ section }: { section: BlockSection }) {
  const { blocks, onSectionError } = useContext(RendererContext);
  const definition = Object.hasOwn(blocks, section.component)
    ? blocks[section.component]
    : undefined;
  const base = { component: section.component, id: section.id };
  if (!definition) {
    report(
      section,
      { ...base, reason: 'unknown', error: new Error(`No block renders "${section.component}"`) },
      onSectionError,
    );
    return null;
  }
  const { Component } = definition;
  return (
    <SectionFrame
      id={section.id}
      name={section.name}
      component={section.component}
      options={section.options}
      visibleMarginPx={definition.visibleMarginPx}
    >
      <SectionErrorBoundary
        onError={(error) => report(section, { ...base, reason: 'render', error }, onSectionError)}
      >
        <Component {...section.props} />
      </SectionErrorBoundary>
    </SectionFrame>
  );
}

/** Re-reads decisions when the page says so (spec §4 `recalculateMonetateVfa`). */
function useDecisionEpoch(): number {
  const [epoch, setEpoch] = useState(0);
  useEffect(() => {
    const recalculate = () => setEpoch((value) => value + 1);
    window.addEventListener(RECALCULATE_EXPERIENCES_EVENT, recalculate);
    return () => window.removeEventListener(RECALCULATE_EXPERIENCES_EVENT, recalculate);
  }, []);
  return epoch;
}

function ExperienceRenderer({ section }: { section: ExperienceSection }) {
  const { personalization } = useContext(RendererContext);
  const track = useTrack();
  const epoch = useDecisionEpoch();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new epoch asks the decision again
  const choice = useMemo(
    () => chooseExperience(section, personalization),
    [section, personalization, epoch],
  );
  const { experienceId, trackingEvent } = section.props;
  const variantId = choice.kind === 'variant' ? choice.variant.variantId : null;
  const label = choice.kind === 'skip' ? null : choice.label;
  useEffect(() => {
    if (!trackingEvent || label === null) return;
    track({
      name: 'product.onMonetateActiveExperiences',
      payload: { experienceId, trackingEvent, variantId, label },
    });
  }, [track, experienceId, trackingEvent, variantId, label]);

  if (choice.kind === 'skip' || choice.sections.length === 0) return null;
  return (
    <SectionFrame
      id={section.id}
      name={section.name}
      component={section.component}
      options={section.options}
    >
      <SectionList sections={choice.sections} />
    </SectionFrame>
  );
}

function SegmentationRenderer({ section }: { section: SegmentationSection }) {
  const { personalization } = useContext(RendererContext);
  const choice = chooseSegment(section, personalization);
  const sections = choice.kind === 'segment' ? choice.segment.targets : choice.sections;
  if (sections.length === 0) return null;
  return (
    <SectionFrame
      id={section.id}
      name={section.name}
      component={section.component}
      options={section.options}
    >
      <SectionList sections={sections} />
    </SectionFrame>
  );
}

/** A checked fragment: its resolved sections (check.ts), in the fragment's frame. */
function FragmentRenderer({ section }: { section: ContentSection }) {
  const sections = (section.props as { sections?: unknown }).sections;
  if (!Array.isArray(sections) || sections.length === 0) return null;
  return (
    <SectionFrame
      id={section.id}
      name={section.name}
      component={section.component}
      options={section.options}
    >
      <SectionList sections={sections as ContentSection[]} />
    </SectionFrame>
  );
}

/**
 * A checked filter-by (check.ts): its components when the page's product or category passes
 * its rule (spec §3), in the filter's frame; else nothing.
 */
function FilterByRenderer({ section }: { section: ContentSection }) {
  const page = useRecommendationContext();
  const props = section.props as unknown as FilterRule & { components?: unknown };
  const components = Array.isArray(props.components) ? (props.components as ContentSection[]) : [];
  if (components.length === 0 || !filterByShows(props, page)) return null;
  return (
    <SectionFrame
      id={section.id}
      name={section.name}
      component={section.component}
      options={section.options}
    >
      <SectionList sections={components} />
    </SectionFrame>
  );
}
