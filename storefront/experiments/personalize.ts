import type { RouterContextProvider } from 'react-router';
import {
  type ContentSection,
  type ExperienceSection,
  isExperienceSection,
  isSegmentationSection,
  type SegmentCondition,
} from '#api/contract/contentSections.ts';
import { type TestContext, testContextFromUrl } from '#cms-blocks/renderer/testContext.ts';
import { servicesContext } from '../context.ts';
import { isMemberRequest } from '../runtime/audience.ts';
import type { Site } from '../site/site.ts';
import { fetchAudienceSegments } from './audiences.ts';
import { decideWithEngine } from './engine.ts';

/**
 * What the server decided for the page's experiences and segmentations (spec §2, §4): it
 * travels in the loader data, so the server HTML and the hydration show the same choice and
 * the browser needs no SDK.
 */
export interface PagePersonalization {
  /**
   * Variation key by experience id: the SDK's decisions (experiments, by flag key) and the
   * personalization engine's (variant id of each personalization experience).
   */
  decisions: Record<string, string>;
  /** The personalization engine is on (spec §4: its experiences are skipped when off). */
  personalizationActive: boolean;
  /** The segment conditions that hold for the shopper (the audience query). */
  conditions: Partial<Record<SegmentCondition, boolean>>;
  testContext: TestContext | null;
}

interface Found {
  experiments: ExperienceSection[];
  personalized: ExperienceSection[];
  segmentation: boolean;
}

function collect(sections: readonly ContentSection[], found: Found): Found {
  for (const section of sections) {
    if (isExperienceSection(section)) {
      if (section.props.type === 'experiment') found.experiments.push(section);
      else found.personalized.push(section);
      collect(section.props.baselines, found);
      for (const variant of section.props.variants) collect(variant.targets, found);
    } else if (isSegmentationSection(section)) {
      found.segmentation = true;
      collect(section.props.baselines, found);
      for (const segment of section.props.segments) collect(segment.targets, found);
    } else if (section.component === 'Fragment') {
      const inner = (section.props as { sections?: unknown }).sections;
      if (Array.isArray(inner)) collect(inner as ContentSection[], found);
    }
  }
  return found;
}

/** `anything_<id>` of the test context (spec §2). */
function forcedVariant(experience: ExperienceSection, context: TestContext | null) {
  if (!context) return undefined;
  return experience.props.variants.find((variant) =>
    context.variants.some(
      (entry) => entry === variant.variantId || entry.endsWith(`_${variant.variantId}`),
    ),
  );
}

/**
 * Decide the page's experiments (the SDK: forced decisions of the test context first), its
 * personalization experiences (the engine, unless switched off) and its segment conditions
 * (the audience query), in parallel; null for a page with none, which then stays cacheable.
 * A page that decided is marked private.
 */
export async function personalizePage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  site: Site,
  sections: readonly ContentSection[],
  /** The route's `handle.pageType`, the engine's page-view event. */
  pageType = 'Other',
): Promise<PagePersonalization | null> {
  const found = collect(sections, { experiments: [], personalized: [], segmentation: false });
  if (found.experiments.length === 0 && found.personalized.length === 0 && !found.segmentation) {
    return null;
  }
  const { api, brand, experiments, features } = context.get(servicesContext);
  const personalizationActive = features.personalizationEngine;
  experiments.markPersonalized();
  const userId = experiments.visitorId();
  const member = isMemberRequest(request);
  const testContext = testContextFromUrl(request.url);
  const forced = found.experiments.flatMap((experience) => {
    const variant = forcedVariant(experience, testContext);
    return variant
      ? [{ flagKey: experience.props.experienceId, variationKey: variant.variantId }]
      : [];
  });
  const [decisions, engineDecisions, segments] = await Promise.all([
    found.experiments.length > 0
      ? experiments.registry.decide(brand, {
          userId,
          attributes: { loggedIn: member, locale: site.locale },
          flagKeys: found.experiments.map((experience) => experience.props.experienceId),
          forced,
        })
      : {},
    personalizationActive
      ? decideWithEngine(api, brand, {
          visitorId: userId,
          channel: site.siteId,
          url: request.url,
          pageType,
          experienceIds: found.personalized.map((experience) => experience.props.experienceId),
        })
      : {},
    found.segmentation ? fetchAudienceSegments(api, brand, userId) : null,
  ]);
  // Without the audience answer, what the session cookie says still holds.
  const conditions = segments ?? { 'logged-in': member, 'logged-out': !member };
  return {
    decisions: { ...engineDecisions, ...decisions },
    personalizationActive,
    conditions,
    testContext,
  };
}
