import {
  type EngineAction,
  type EngineDecideBody,
  type EngineDecideResponse,
  type EngineRules,
  EXPERIMENTS,
} from '#api/contract/experiments.ts';

/*
 * The personalization engine's decision (spec §7 `engine/v1/decide`), pure so the service
 * and any mock answer alike: each experience of the rules that the page asks about (and
 * that runs on its page type) puts the visitor in one of 10 000 buckets by a hash of the
 * visitor id and the experience id, so a visitor keeps the variant on every page and visit.
 */

/** FNV-1a (32 bits): cheap, stable across processes, well spread for short ids. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's bucket (0 … 9 999) in an experience. */
export function engineBucket(visitorId: string, experienceId: string): number {
  return fnv1a(`${visitorId}:${experienceId}`) % EXPERIMENTS.buckets;
}

export function decideEngineActions(
  rules: EngineRules,
  body: EngineDecideBody,
): EngineDecideResponse {
  let requestId = '';
  let asked: readonly string[] | undefined;
  let pageType: string | undefined;
  for (const event of body.events) {
    if (event.eventType === 'monetate:decision:DecisionRequest') {
      requestId = event.requestId;
      asked = event.experienceIds;
    } else if (event.eventType === 'monetate:context:PageView') {
      pageType = event.pageType;
    }
  }
  const actions: EngineAction[] = [];
  for (const experience of rules.experiences) {
    if (asked && !asked.includes(experience.experienceId)) continue;
    if (experience.pageTypes && !(pageType && experience.pageTypes.some((t) => t === pageType))) {
      continue;
    }
    const bucket = engineBucket(body.monetateId, experience.experienceId);
    const variant = experience.variants.find((candidate) => bucket < candidate.endOfRange);
    if (!variant) continue;
    actions.push({
      actionId: `${experience.experienceId}:${variant.variantId}`,
      actionType: 'monetate:action:OmniChannelJson',
      experienceId: experience.experienceId,
      variantId: variant.variantId,
      variantLabel: variant.label,
    });
  }
  return { requestId, actions };
}
