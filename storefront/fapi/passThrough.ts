import { getServerTime, ingestPerformance, validateResponse } from '#api/contract/internal.ts';
import type { RouteBody } from '#api/contract/route.ts';
import { apiOf } from '../loaders.ts';
import type { FapiArgs } from './components.ts';
import { forwardHeaders, jsonResponse, readJsonBody } from './respond.ts';
import { parseInput } from './site.ts';

/*
 * The calls of spec §7 Internal the service answers (server/internal): the storefront
 * passes them on through the request's API client, so there is one implementation. The
 * service checks the bodies; its 4xx come back as they are (respond.ts failureResponse).
 */

const uncached = { cacheControl: 'no-store' };

/** `GET /fapi/server/time`: the service clock, never cached. */
export async function serverTime({ context, correlationId }: FapiArgs): Promise<Response> {
  const body = await apiOf(context).call(getServerTime, {
    headers: forwardHeaders(correlationId),
  });
  return jsonResponse(body, { ...uncached, correlationId });
}

/** `POST /fapi/performance/ingest`: the web-vitals beacon; 204. */
export async function performanceIngest({
  request,
  context,
  correlationId,
}: FapiArgs): Promise<Response> {
  const body = (await readJsonBody(request)) as RouteBody<typeof ingestPerformance>;
  await apiOf(context).call(ingestPerformance, { body, headers: forwardHeaders(correlationId) });
  return new Response(null, {
    status: 204,
    headers: { 'Cache-Control': 'no-store', 'x-correlation-id': correlationId },
  });
}

/** `POST /fapi/api/validate-response/{contract}`: a body checked against a route's response. */
export async function validateResponseCall(
  { request, context, correlationId }: FapiArgs,
  rawParams: { contract?: string | undefined },
): Promise<Response> {
  const params = parseInput(validateResponse.params, rawParams, 'contract name');
  const body = await readJsonBody(request);
  const result = await apiOf(context).call(validateResponse, {
    params,
    body,
    headers: forwardHeaders(correlationId),
  });
  return jsonResponse(result, { ...uncached, correlationId });
}
