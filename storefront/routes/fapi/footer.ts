import { footerComponent } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/footer';

/**
 * `GET /fapi/components/footer` (spec §7 Internal): the footer document as columns, social and
 * legal links.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, (correlationId) => footerComponent({ request, context, correlationId }));
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
