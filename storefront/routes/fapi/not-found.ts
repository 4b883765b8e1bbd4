import { correlationIdOf, errorResponse } from '../../fapi/respond.ts';
import type { Route } from './+types/not-found';

/** Any other `/fapi/…` path: 404 with the spec's error body, not the HTML error page. */
function notFound(request: Request): Response {
  const { pathname } = new URL(request.url);
  return errorResponse(404, 'API404', `No route for ${pathname}`, correlationIdOf(request));
}

export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export function action({ request }: Route.ActionArgs) {
  return notFound(request);
}
