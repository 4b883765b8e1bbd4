import { z } from 'zod';

/** The query parameter that forces experiment variants and segments (spec §2). */
export const TEST_CONTEXT_PARAM = 'p13n_testcontext';

const testContextSchema = z.object({
  /** Entries end in `_<variantId>` (or `_<segmentId>` for a segmentation). */
  variants: z.array(z.string().max(300)).max(50).default([]),
  /** Segment ids to force, e.g. `["loyalty-member"]`. */
  segments: z.array(z.string().max(120)).max(20).default([]),
});
export type TestContext = z.output<typeof testContextSchema>;

/** The JSON of `p13n_testcontext`; `null` when absent or not the expected JSON. */
export function parseTestContext(raw: string | null | undefined): TestContext | null {
  if (!raw) return null;
  try {
    const parsed = testContextSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `p13n_testcontext` of a page URL. */
export function testContextFromUrl(url: URL | string): TestContext | null {
  const parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  return parseTestContext(parsed.searchParams.get(TEST_CONTEXT_PARAM));
}
