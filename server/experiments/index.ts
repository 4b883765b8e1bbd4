import { segmentConditions } from '#api/contract/contentSections.ts';
import {
  decidePersonalization,
  engineRules,
  getExperimentDatafile,
  postExperimentEvents,
  queryAudiences,
} from '#api/contract/experiments.ts';
import { decideEngineActions } from '#commerce/experiments/engine.ts';
import { ApiError } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';
import { conditionsOf, findDatafile, storeEventBatch } from './store.ts';

/** The SDK polls every 5 minutes; a minute in a cache keeps an edit visible soon enough. */
const DATAFILE_MAX_AGE_S = 60;

/** Spec §5: the vendor refuses a user id that is the text `undefined`. */
const invalidIdentifier = {
  errors: [
    {
      message: 'The user id is not a valid identifier',
      extensions: { code: 'INVALID_IDENTIFIER_EXCEPTION', classification: 'DataFetchingException' },
    },
  ],
};

/**
 * The experimentation vendor's calls, answered by the service (spec §7): the SDK's datafile
 * per brand, its event batches (stored), and the audience query.
 */
export const experimentsDomain: Domain = {
  name: 'experiments',
  register({ route }) {
    route(getExperimentDatafile, async ({ params, db, c }) => {
      const datafile = await findDatafile(db, params.brand);
      if (!datafile) throw new ApiError('API404', `No datafile for ${params.brand}`);
      c.header('Cache-Control', `public, max-age=${DATAFILE_MAX_AGE_S}`);
      return datafile as never;
    });

    route(postExperimentEvents, async ({ body, db, log }) => {
      const stored = await storeEventBatch(db, body);
      log.debug({ stored }, 'experiment events');
      return undefined;
    });

    // The personalization engine's rules ride in the brand's datafile (demo/experiments).
    route(decidePersonalization, async ({ params, body, db, c }) => {
      const rules = engineRules.safeParse((await findDatafile(db, params.brand))?.personalization);
      if (!rules.success) throw new ApiError('API404', `No engine rules for ${params.brand}`);
      c.header('Cache-Control', 'private, no-store');
      return decideEngineActions(rules.data, body);
    });

    route(
      queryAudiences,
      async ({ body, auth, db }) => {
        if (body.variables.userId.trim() === '' || body.variables.userId === 'undefined') {
          return invalidIdentifier;
        }
        const conditions = await conditionsOf(db, auth);
        const asked = body.variables.audiences ?? segmentConditions;
        return {
          data: {
            customer: {
              audiences: {
                edges: asked.map((name) => ({
                  node: {
                    name,
                    state: conditions[name] ? ('qualified' as const) : ('not_qualified' as const),
                  },
                })),
              },
            },
          },
        };
      },
      { readsAuth: true },
    );
  },
};
