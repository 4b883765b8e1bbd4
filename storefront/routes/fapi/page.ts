import { internalContentPage } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/page';

/**
 * `GET /fapi/pages/{page}` (spec §7 Internal): a content page by name, its sections with fragments
 * resolved.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return answer(request, (correlationId) =>
    internalContentPage({ request, context, correlationId }, params),
  );
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
