/*
 * Spec §5 and §8: the experimentation library rejects user ids that are not strings or are
 * the text `undefined`, and attributes that are not an object or hold undefined values; its
 * failures are logged, never thrown at the page.
 */

export function validUserId(userId: unknown): userId is string {
  return typeof userId === 'string' && userId.length > 0 && userId !== 'undefined';
}

export function validUserAttributes(attributes: unknown): attributes is Record<string, unknown> {
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    return false;
  }
  return Object.values(attributes).every((value) => value !== undefined);
}

export function logExperimentFailure(reason: string, detail: string): void {
  console.error(JSON.stringify({ msg: 'experimentation failed', reason, detail }));
}
