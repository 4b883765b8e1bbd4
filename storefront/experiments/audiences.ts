import type { ApiClient } from '#api/client/client.ts';
import { isApiError } from '#api/client/index.ts';
import type { SegmentCondition } from '#api/contract/contentSections.ts';
import { audienceQueryResponse, queryAudiences } from '#api/contract/experiments.ts';
import { validUserId } from './validation.ts';

/** The vendor's audience query (spec §7), asking every condition of spec §4. */
const AUDIENCE_QUERY =
  'query Audiences($userId: String!, $audiences: [String]) { customer(vuid: $userId) { audiences(subset: $audiences) { edges { node { name state } } } } }';

export type AudienceFailure =
  | 'invalid parameters'
  | 'network error'
  | 'decode error'
  | 'invalid identifier';

function logFailure(reason: AudienceFailure, detail?: string): null {
  console.error(JSON.stringify({ msg: 'Audience segments fetch failed', reason, detail }));
  return null;
}

/**
 * The segment conditions that hold for the shopper of `api`'s session, from the audience
 * query; null (and the failure logged with its reason, spec §8) when it fails.
 */
export async function fetchAudienceSegments(
  api: ApiClient,
  apiKey: string,
  userId: unknown,
): Promise<Partial<Record<SegmentCondition, boolean>> | null> {
  if (!validUserId(userId)) return logFailure('invalid parameters', 'user id');
  let raw: unknown;
  try {
    raw = await api.call(queryAudiences, {
      headers: { 'x-api-key': apiKey },
      body: { query: AUDIENCE_QUERY, variables: { userId } },
    });
  } catch (error) {
    if (isApiError(error)) return logFailure('invalid parameters', error.message);
    if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) {
      return logFailure('decode error', error.message);
    }
    return logFailure('network error', error instanceof Error ? error.message : String(error));
  }
  // The store's client skips response checks in production: the answer is checked here.
  const parsed = audienceQueryResponse.safeParse(raw);
  if (!parsed.success) return logFailure('decode error', parsed.error.message);
  const answer = parsed.data;
  const codes = answer.errors?.map((entry) => entry.extensions.code) ?? [];
  if (codes.some((code) => code.includes('INVALID_IDENTIFIER'))) {
    return logFailure('invalid identifier', codes.join(','));
  }
  const edges = answer.data?.customer?.audiences.edges;
  if (!edges) return logFailure('decode error', codes.join(',') || 'no audiences');
  const conditions: Partial<Record<SegmentCondition, boolean>> = {};
  for (const { node } of edges) {
    conditions[node.name as SegmentCondition] = node.state === 'qualified';
  }
  return conditions;
}
