import type { ApiClient } from '#api/client/client.ts';
import type { Brand } from '#api/contract/common.ts';
import {
  decidePersonalization,
  type EngineEvent,
  engineDecideResponse,
  enginePageTypes,
} from '#api/contract/experiments.ts';
import { logExperimentFailure, validUserId } from './validation.ts';

export interface EngineRequest {
  visitorId: string;
  /** The site id, the engine's channel. */
  channel: string;
  url: string;
  /** The route's `handle.pageType`; an unknown one is reported as `Other`. */
  pageType: string;
  experienceIds: readonly string[];
}

function pageTypeOf(pageType: string) {
  return enginePageTypes.find((known) => known === pageType) ?? 'Other';
}

/**
 * The personalization engine's decisions for the page's personalization experiences
 * (spec §7 `engine/v1/decide/{brand}`): variant id by experience id. Never throws: a
 * failure is logged and answers no decision, so those experiences show their baselines.
 */
export async function decideWithEngine(
  api: ApiClient,
  brand: Brand,
  request: EngineRequest,
): Promise<Record<string, string>> {
  if (request.experienceIds.length === 0) return {};
  if (!validUserId(request.visitorId)) {
    logExperimentFailure('invalid parameters', 'engine visitor id');
    return {};
  }
  const events: EngineEvent[] = [
    {
      eventType: 'monetate:decision:DecisionRequest',
      requestId: crypto.randomUUID(),
      experienceIds: [...request.experienceIds],
    },
    {
      eventType: 'monetate:context:PageView',
      url: request.url.slice(0, 2000),
      pageType: pageTypeOf(request.pageType),
    },
  ];
  try {
    const raw = await api.call(decidePersonalization, {
      params: { brand },
      body: { channel: request.channel, monetateId: request.visitorId, events },
    });
    // The store's client skips response checks in production: the answer is checked here.
    const answer = engineDecideResponse.parse(raw);
    return Object.fromEntries(
      answer.actions.map((action) => [action.experienceId, action.variantId]),
    );
  } catch (error) {
    logExperimentFailure('engine', error instanceof Error ? error.message : String(error));
    return {};
  }
}
