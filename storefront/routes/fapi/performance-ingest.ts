import { performanceIngest } from '../../fapi/passThrough.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/performance-ingest';

/**
 * `POST /fapi/performance/ingest` (spec §7 Internal): the web-vitals beacon, passed on to the
 * service.
 */
export function action({ request, context }: Route.ActionArgs) {
  return answer(request, (correlationId) => performanceIngest({ request, context, correlationId }));
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, 'POST');
}
