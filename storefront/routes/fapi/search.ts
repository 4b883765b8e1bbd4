import { searchComponent } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/search';

/**
 * `GET /fapi/components/search` (spec §7 Internal): the search hub’s popular searches and links.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, (correlationId) => searchComponent({ request, context, correlationId }));
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
