import { footSizesComponent } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/foot-sizes';

/** `GET /fapi/components/foot-sizes` (spec §7 Internal): the shoe size conversion table. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, (correlationId) =>
    footSizesComponent({ request, context, correlationId }),
  );
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
