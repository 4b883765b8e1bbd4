import { isRefusal, type Refusal } from '#commerce/checkout/verdict.ts';
import { refusalError } from '../http/errors.ts';

/*
 * The service's side of commerce/checkout's rules: a refusal becomes the ApiError the
 * shopper is answered with (its errorId, message and details as the rule decided them).
 */

/** What a rule allowed; its refusal thrown as an ApiError. */
export function enforce<T>(answer: T | Refusal): Exclude<T, Refusal> {
  if (isRefusal(answer)) throw refusalError(answer);
  return answer as Exclude<T, Refusal>;
}
