import { routes } from '#api/contract/index.ts';
import { getServerTime, ingestPerformance, validateResponse } from '#api/contract/internal.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { ApiError } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';

const routesByName = new Map<string, AnyRoute>(Object.entries(routes));

/**
 * Spec §7 Internal calls the service answers itself (time, beacons, response checks).
 * The response check is a development aid: not registered in production (API404).
 */
export const internalDomain: Domain = {
  name: 'internal',
  register({ route, deps }) {
    route(getServerTime, ({ deps }) => ({ timestamp: deps.now().getTime() }));

    route(ingestPerformance, ({ body, log }) => {
      log.info({ page: body.page, metrics: body.metrics }, 'web vitals');
      return undefined;
    });

    if (deps.config.environment === 'production') return;
    route(validateResponse, ({ params, body }) => {
      const target = routesByName.get(params.contract);
      if (!target) throw new ApiError('API404', `No route named ${params.contract}`);
      const result = target.response.safeParse(body);
      return {
        valid: result.success,
        issues: result.success
          ? []
          : result.error.issues.map((issue) => ({
              path: issue.path.map(String).join('.'),
              message: issue.message,
            })),
      };
    });
  },
};
