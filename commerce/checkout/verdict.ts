import type { ErrorId } from '#api/contract/errors.ts';

/*
 * What a checkout rule answers (the shape of commerce/cart/stock.ts `stockVerdict`): the
 * thing it allows (null for a plain check), or a refusal with the spec's errorId, the
 * message and the details the shopper's message reads. The service turns a refusal into
 * its ApiError, the MSW handlers into theirs; the errorId, message and details are the
 * rule's, so the two cannot answer differently.
 */

export interface Refusal<E extends ErrorId = ErrorId> {
  errorId: E;
  message: string;
  details?: Record<string, unknown>;
}

/** A plain check: null when it allows. */
export type Verdict = Refusal | null;

/** A refusal; `details` only when there are some (the answer then has none at all). */
export function refusal<E extends ErrorId>(
  errorId: E,
  message: string,
  details?: Record<string, unknown>,
): Refusal<E> {
  return details ? { errorId, message, details } : { errorId, message };
}

/** Whether a rule's answer is its refusal (what a rule allows never has an errorId). */
export function isRefusal(answer: unknown): answer is Refusal {
  return (
    typeof answer === 'object' && answer !== null && 'errorId' in answer && 'message' in answer
  );
}

/** Major units (the contract's amounts) in minor units (what balances and sessions hold). */
export const minorUnits = (major: number): number => Math.round(major * 100);
