import type { ErrorBody } from '../contract/common.ts';
import { type ClientErrorName, type ErrorId, isErrorId, lookupError } from '../contract/errors.ts';

export type ApiErrorName = ClientErrorName | 'UNKNOWN_ERROR' | 'NETWORK_ERROR';

/**
 * A failed call as the storefront handles it (spec §8): the first errorDetails entry's
 * errorId, the client error name to switch on, the i18n key of the localized message
 * (`t(error.messageKey ?? '', { defaultValue: error.message })`) and the status.
 */
export class ApiError extends Error {
  /** HTTP status (0 when the request never got an answer). */
  readonly status: number;
  /** The server code, e.g. `AUT423`; `''` when the body named none. */
  readonly errorId: string;
  /** The client error name of the catalogue, e.g. `USER_LOCKED`. */
  readonly errorName: ApiErrorName;
  /** `errors:<CODE>` for catalogue codes; undefined for unknown ones. */
  readonly messageKey: `errors:${ErrorId}` | undefined;
  readonly appId: string | undefined;
  readonly correlationId: string | undefined;
  /** The route's name (`signIn` …). */
  readonly routeName: string;
  /** Values for the message (`maxAllowedQty` with INV408 …), when the service sent them. */
  readonly details: Record<string, unknown> | undefined;

  constructor(init: {
    status: number;
    errorId: string;
    message: string;
    routeName: string;
    appId?: string | undefined;
    correlationId?: string | undefined;
    details?: Record<string, unknown> | undefined;
    errorName?: ApiErrorName;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.errorId = init.errorId;
    const entry = lookupError(init.errorId);
    this.errorName = init.errorName ?? entry?.name ?? 'UNKNOWN_ERROR';
    this.messageKey = isErrorId(init.errorId) ? `errors:${init.errorId}` : undefined;
    this.appId = init.appId;
    this.correlationId = init.correlationId;
    this.routeName = init.routeName;
    this.details = init.details;
  }

  /** Whether this is the catalogue code (or one of them). */
  is(...errorIds: ErrorId[]): boolean {
    return (errorIds as string[]).includes(this.errorId);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The spec's error body (common.ts `errorBody`), checked by hand: every page's client reads
 * error bodies, and the browser's build carries no zod for it (build-plugins/contractForBrowser.ts).
 */
function asErrorBody(json: unknown): ErrorBody | undefined {
  if (!isRecord(json) || typeof json.correlationId !== 'string') return undefined;
  if (json.appId !== undefined && typeof json.appId !== 'string') return undefined;
  const details = json.errorDetails;
  if (!Array.isArray(details) || details.length === 0) return undefined;
  const wellFormed = details.every(
    (detail) =>
      isRecord(detail) &&
      typeof detail.errorId === 'string' &&
      typeof detail.message === 'string' &&
      (detail.details === undefined || isRecord(detail.details)),
  );
  return wellFormed ? (json as ErrorBody) : undefined;
}

/** Read an error response: the spec body when there is one, else a status-only error. */
export async function apiErrorFrom(response: Response, routeName: string): Promise<ApiError> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const body = asErrorBody(json);
  if (body) {
    const [first] = body.errorDetails;
    return new ApiError({
      status: response.status,
      errorId: first?.errorId ?? '',
      message: first?.message ?? response.statusText,
      routeName,
      appId: body.appId,
      correlationId: body.correlationId,
      details: first?.details,
    });
  }
  return new ApiError({
    status: response.status,
    errorId: response.status >= 500 ? 'GEN500' : '',
    message: response.statusText || `HTTP ${response.status}`,
    routeName,
    correlationId: response.headers.get('x-correlation-id') ?? undefined,
  });
}
