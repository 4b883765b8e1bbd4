/** Spec §2: the page URL's preview parameters (zod-free, for the browser's shell). */
export const PREVIEW_PARAMS = ['preview', 'previewDateTime', 'previewDateRFC1123'] as const;
