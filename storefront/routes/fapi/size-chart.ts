import { sizeChartComponent } from '../../fapi/components.ts';
import { answer, methodNotAllowed } from '../../fapi/respond.ts';
import type { Route } from './+types/size-chart';

/**
 * `GET /fapi/components/size-chart/{productType}` (spec §7 Internal): the size chart of a
 * catalogue product type (`base-layer`, `trail-shoes` …).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return answer(request, (correlationId) =>
    sizeChartComponent({ request, context, correlationId }, params),
  );
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, 'GET');
}
