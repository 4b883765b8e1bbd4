import { popUpsComponent } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/popups';

/** `GET /fapi/components/popups`: the site's pop-ups, checked for the pop-up manager. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, (correlationId) => popUpsComponent({ request, context, correlationId }));
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
