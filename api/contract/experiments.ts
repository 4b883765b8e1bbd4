import { z } from 'zod';
import { brand } from './common.ts';
import { segmentCondition } from './contentSections.ts';
import { defineRoute } from './route.ts';

/*
 * Experimentation (spec §7 "The experimentation SDK does GET of a datafile, POST of batched
 * events … and an audience query"): the service plays the SDK's vendor, so the store makes
 * no outside call. The datafile is the SDK's own JSON (one per brand, the brand is the SDK
 * key); events are the SDK's event batches; the audience query is the vendor's GraphQL
 * shape, answered from the shopper's profile and cart.
 */

/** Spec §9 experimentation library defaults. */
export const EXPERIMENTS = {
  eventBatchSize: 10,
  eventFlushIntervalMs: 1000,
  eventMaxQueue: 10_000,
  readyTimeoutMs: 30_000,
  buckets: 10_000,
  datafilePollMs: 5 * 60 * 1000,
  requestTimeoutMs: 60_000,
} as const;

/**
 * The SDK datafile (its format version 4): only the envelope is checked here; the SDK
 * validates the rest itself and refuses an invalid one (spec §8 "invalid datafile").
 */
export const experimentDatafile = z.looseObject({
  version: z.string(),
  projectId: z.string(),
  accountId: z.string(),
  revision: z.string(),
  featureFlags: z.array(z.looseObject({ id: z.string(), key: z.string() })),
  experiments: z.array(z.looseObject({ id: z.string(), key: z.string() })),
  rollouts: z.array(z.looseObject({ id: z.string() })),
});
export type ExperimentDatafile = z.infer<typeof experimentDatafile>;

const eventDecision = z.object({
  campaign_id: z.string().max(64).nullable(),
  experiment_id: z.string().max(64).nullable(),
  variation_id: z.string().max(64).nullable(),
  metadata: z
    .looseObject({
      flag_key: z.string().max(200).optional(),
      rule_key: z.string().max(200).optional(),
      rule_type: z.string().max(64).optional(),
      variation_key: z.string().max(200).optional(),
      enabled: z.boolean().optional(),
    })
    .optional(),
});

const eventEntry = z.looseObject({
  entity_id: z.string().max(64).nullable(),
  key: z.string().max(200),
  timestamp: z.number().int().nonnegative(),
  uuid: z.string().max(64),
});

/** The SDK's event batch (its `LogEvent.params`): visitors, each with snapshots. */
export const experimentEventBatch = z.looseObject({
  account_id: z.string().max(64),
  project_id: z.string().max(64),
  revision: z.string().max(64),
  client_name: z.string().max(64),
  client_version: z.string().max(32),
  visitors: z
    .array(
      z.looseObject({
        visitor_id: z.string().min(1).max(128),
        snapshots: z
          .array(
            z.object({
              decisions: z.array(eventDecision).max(100).optional(),
              events: z.array(eventEntry).max(100),
            }),
          )
          .max(100),
      }),
    )
    .min(1)
    .max(EXPERIMENTS.eventBatchSize * 10),
});
export type ExperimentEventBatch = z.infer<typeof experimentEventBatch>;

/** The audience query's variables: the vendor's user id and the audiences asked about. */
export const audienceQueryBody = z.object({
  query: z.string().min(1).max(4000),
  variables: z.object({
    userId: z.string().min(1).max(128),
    audiences: z.array(segmentCondition).max(32).optional(),
  }),
});

export const audienceEdge = z.object({
  node: z.object({ name: z.string(), state: z.enum(['qualified', 'not_qualified']) }),
});

/** Spec §7: `data.customer.audiences.edges[].node{name,state}`, `errors[].extensions`. */
export const audienceQueryResponse = z.object({
  data: z
    .object({
      customer: z.object({ audiences: z.object({ edges: z.array(audienceEdge) }) }).nullable(),
    })
    .nullable()
    .optional(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        extensions: z.object({ code: z.string(), classification: z.string() }),
      }),
    )
    .optional(),
});
export type AudienceQueryResponse = z.infer<typeof audienceQueryResponse>;

export const getExperimentDatafile = defineRoute({
  auth: 'none',
  name: 'getExperimentDatafile',
  method: 'GET',
  path: '/experiments/v1/datafiles/:brand',
  params: z.object({ brand }),
  response: experimentDatafile,
  errors: ['API404'],
  description:
    'The SDK datafile of a brand (the brand is the SDK key); API404 when the brand has none. The SDK polls it every 5 minutes.',
});

export const postExperimentEvents = defineRoute({
  auth: 'none',
  name: 'postExperimentEvents',
  method: 'POST',
  path: '/experiments/v1/events',
  body: experimentEventBatch,
  response: z.undefined(),
  successStatus: 204,
  description:
    "The SDK's batched decision and conversion events (batch 10, flush 1 000 ms): stored, one row per decision or event.",
});

export const queryAudiences = defineRoute({
  auth: 'none',
  name: 'queryAudiences',
  method: 'POST',
  path: '/v3/graphql',
  headers: z.object({ 'x-api-key': z.string().min(1).max(200) }),
  body: audienceQueryBody,
  response: audienceQueryResponse,
  description:
    "Audience segments (spec §7): the segment conditions of spec §4 for the caller's session (profile and cart). An unknown user id or a malformed one answers `errors[]` with INVALID_IDENTIFIER_EXCEPTION.",
});

/*
 * The personalization engine (spec §7 `POST /api/engine/v1/decide/{brand}`): the page posts
 * its events (the vendor's shapes: a decision request, the page view, custom variables) and
 * gets back actions, one per personalization experience that shows a variant. The rules
 * travel in the brand's datafile under `personalization` (commerce/experiments/engine.ts decides).
 */

/** The page types the store reports in its page-view event (route `handle.pageType`). */
export const enginePageTypes = [
  'Home',
  'PLP',
  'PDP',
  'Cart',
  'Checkout',
  'Account',
  'Order Confirmation',
  'Other',
] as const;
export const enginePageType = z.enum(enginePageTypes);

const engineEvent = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal('monetate:decision:DecisionRequest'),
    requestId: z.string().min(1).max(64),
    /** The experiences on the page; left out, every experience of the brand is decided. */
    experienceIds: z.array(z.string().min(1).max(120)).max(50).optional(),
  }),
  z.object({
    eventType: z.literal('monetate:context:PageView'),
    url: z.string().min(1).max(2000),
    pageType: enginePageType,
  }),
  z.object({
    eventType: z.literal('monetate:context:CustomVariables'),
    customVariables: z
      .array(z.object({ variable: z.string().min(1).max(60), value: z.string().max(200) }))
      .max(20),
  }),
]);
export type EngineEvent = z.infer<typeof engineEvent>;

export const engineDecideBody = z
  .object({
    channel: z.string().min(1).max(120),
    /** The visitor's id (the store's `cairn_vid`): the decisions are stable for it. */
    monetateId: z.string().min(1).max(128),
    events: z.array(engineEvent).min(1).max(20),
  })
  .refine(
    (body) =>
      body.events.filter((event) => event.eventType === 'monetate:decision:DecisionRequest')
        .length === 1,
    { message: 'events hold exactly one monetate:decision:DecisionRequest', path: ['events'] },
  );
export type EngineDecideBody = z.infer<typeof engineDecideBody>;

export const engineAction = z.object({
  actionId: z.string(),
  actionType: z.literal('monetate:action:OmniChannelJson'),
  experienceId: z.string(),
  variantId: z.string(),
  /** Reported as `AB_Mon_SS_{label}` (spec §7). */
  variantLabel: z.string(),
});
export type EngineAction = z.infer<typeof engineAction>;

export const engineDecideResponse = z.object({
  requestId: z.string(),
  actions: z.array(engineAction),
});
export type EngineDecideResponse = z.infer<typeof engineDecideResponse>;

/** The engine's rules in a brand's datafile (`personalization`): buckets of 10 000 per experience. */
export const engineRules = z.object({
  experiences: z
    .array(
      z.object({
        experienceId: z.string().min(1).max(120),
        /** Only on these page types; left out, on every page. */
        pageTypes: z.array(enginePageType).optional(),
        /** In order; a visitor whose bucket is past the last `endOfRange` sees the baseline. */
        variants: z
          .array(
            z.object({
              variantId: z.string().min(1).max(120),
              label: z.string().min(1).max(120),
              endOfRange: z.number().int().min(0).max(EXPERIMENTS.buckets),
            }),
          )
          .max(20),
      }),
    )
    .max(200),
});
export type EngineRules = z.infer<typeof engineRules>;

export const decidePersonalization = defineRoute({
  auth: 'none',
  name: 'decidePersonalization',
  method: 'POST',
  path: '/engine/v1/decide/:brand',
  params: z.object({ brand }),
  body: engineDecideBody,
  response: engineDecideResponse,
  errors: ['API404'],
  description:
    "Personalization decisions (spec §7): the page's events in, the actions (experience and variant of each personalization experience that shows a variant) out, the same for a visitor id every time; API404 when the brand has no engine rules.",
});

export const experimentRoutes = {
  getExperimentDatafile,
  postExperimentEvents,
  queryAudiences,
  decidePersonalization,
};
