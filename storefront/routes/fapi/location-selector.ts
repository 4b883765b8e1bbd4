import { locationSelectorPage } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/location-selector';

/** `GET /fapi/pages/location-selector` (spec §7 Internal): the brand’s regional sites by region. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, (correlationId) =>
    locationSelectorPage({ request, context, correlationId }),
  );
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
