export { CheckedPageRenderer, type CheckedPageRendererProps } from './CheckedPageRenderer.tsx';
export { type CheckedSections, checkSections } from './check.ts';
export {
  type AuthoredBackground,
  type AuthoredForeground,
  authoredBackground,
  authoredForeground,
} from './colorFields.ts';
export { readableColors } from './colors.ts';
export {
  type SectionErrorInfo,
  type SectionInfo,
  useReportEmpty,
  useSection,
} from './context.tsx';
export {
  breakpointFlags,
  breakpointList,
  type ContentMedia,
  type ContentTarget,
  contentMedia,
  contentTarget,
  mediaAspectRatio,
  type ResponsiveSpace,
  responsiveSpace,
  safeUrl,
  targetSizes,
  targetStyles,
} from './fields.ts';
export { CUSTOMS_PATH_SEGMENT, galleryHidden } from './gallery.ts';
export type { HydrationState } from './hydration.tsx';
export { logSectionError, normalizeSections, sectionErrorMessage } from './normalize.ts';
export { PageRenderer, type PageRendererProps } from './PageRenderer.tsx';
export {
  chooseExperience,
  chooseSegment,
  EXPERIENCE_LABEL_PREFIX,
  type ExperienceDecision,
  type PersonalizationInput,
  parseTestContext,
  RECALCULATE_EXPERIENCES_EVENT,
  type ShopperState,
  segmentConditions,
  TEST_CONTEXT_PARAM,
  type TestContext,
  testContextFromUrl,
} from './personalization.ts';
export {
  type ContentPreviewQuery,
  type ContentRequestOptions,
  contentRequestFromUrl,
  PREVIEW_PARAMS,
} from './preview.ts';
export { SectionFrame } from './SectionFrame.tsx';
export { SectionList, SectionRenderer } from './SectionRenderer.tsx';
export { TargetLink, type TargetLinkProps } from './TargetLink.tsx';
export {
  type ContentDocumentRoute,
  contentDocumentQueryOptions,
  useContentDocument,
  useContentRequest,
} from './useContentDocument.ts';
