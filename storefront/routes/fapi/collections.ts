import { collectionsComponent } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/collections';

/**
 * `GET /fapi/components/collections` (spec §7 Internal): the Collection blocks of the home and
 * department pages.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, (correlationId) =>
    collectionsComponent({ request, context, correlationId }),
  );
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
