import { encodeMessage } from './messages.ts';

// Apart from the form models (models.ts builds zod schemas as it loads): the session's
// error placement (flows/shared/serverErrors.ts) needs only this, on every page.

/** A message a form sets on a field from a server error (`setError(name, { message })`). */
export const serverFieldMessage = (errorId: string): string => encodeMessage(`errors:${errorId}`);
