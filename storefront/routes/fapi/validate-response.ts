import { validateResponseCall } from '../../fapi/passThrough.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/validate-response';

/**
 * `POST /fapi/api/validate-response/{contract}` (spec §7 Internal): a response body checked by the
 * service against the named contract route.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return answer(request, (correlationId) =>
    validateResponseCall({ request, context, correlationId }, params),
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, 'POST');
}
