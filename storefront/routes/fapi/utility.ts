import { utilityComponent } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/utility';

/** `GET /fapi/components/utility` (spec §7 Internal): the header’s utility links. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, (correlationId) => utilityComponent({ request, context, correlationId }));
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
