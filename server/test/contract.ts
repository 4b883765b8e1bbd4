import { getResponse, type RequestHandler } from 'msw';
import { API_BASE } from '#api/contract/common.ts';
import { type AnyRoute, buildPath } from '#api/contract/route.ts';
import type { SendInput, SendResult, TestAgent } from './harness.ts';

/**
 * The same request sent to the MSW handlers and to the service, so a contract test can
 * compare the two answers (status, errorId, and the body where both answer from the same
 * data). The MSW side runs in-process through `getResponse`: no server, no worker.
 */
export interface ContractCase {
  name: string;
  route: AnyRoute;
  input?: SendInput;
}

export async function sendToMocks(
  handlers: readonly RequestHandler[],
  route: AnyRoute,
  input: SendInput = {},
): Promise<SendResult> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const path = buildPath(route.path, input.params ?? {});
  const url = `http://localhost${API_BASE}${path}${search.size > 0 ? `?${search}` : ''}`;
  const headers = new Headers(input.headers);
  let body: string | undefined;
  if (input.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(input.body);
  }
  const response = await getResponse(
    [...handlers],
    new Request(url, { method: route.method, headers, body }),
  );
  if (!response) throw new Error(`No MSW handler answers ${route.method} ${path}`);
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : JSON.parse(text),
    headers: response.headers,
  };
}

export function errorIdIn(result: SendResult): string | undefined {
  return (result.body as { errorDetails?: { errorId?: string }[] } | undefined)?.errorDetails?.[0]
    ?.errorId;
}

/** Both answers of a case: the service's (through the agent) and the mocks'. */
export async function sendBoth(
  agent: TestAgent,
  handlers: readonly RequestHandler[],
  route: AnyRoute,
  input: SendInput = {},
): Promise<{ service: SendResult; mock: SendResult }> {
  const service = await agent.send(route, input);
  const mock = await sendToMocks(handlers, route, input);
  return { service, mock };
}

const generatedKeys = new Set([
  'id',
  'itemId',
  'favoriteId',
  'saveForLaterId',
  'addedAt',
  'sharedAt',
  'shareToken',
  'correlationId',
  // Arrival dates: the service counts from now, the mocks from their demo clock.
  'earliest',
  'latest',
]);
const productIdPattern = /^[A-Z0-9]{8,11}$/;

/**
 * A body with what each answerer generates itself (basket, line and list ids, dates,
 * tokens, correlation ids) replaced by placeholders; product ids are kept.
 */
export function withoutGenerated(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutGenerated);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => {
        const generated =
          generatedKeys.has(key) && typeof entry === 'string' && !productIdPattern.test(entry);
        return [key, generated ? `<${key}>` : withoutGenerated(entry)];
      }),
    );
  }
  return value;
}
