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

export const experimentRoutes = {
  getExperimentDatafile,
  postExperimentEvents,
  queryAudiences,
};
