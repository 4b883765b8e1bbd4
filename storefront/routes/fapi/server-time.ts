import { serverTime } from '../../fapi/passThrough.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/server-time';

/** `GET /fapi/server/time` (spec §7 Internal): the service clock, passed on. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, (correlationId) => serverTime({ request, context, correlationId }));
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
