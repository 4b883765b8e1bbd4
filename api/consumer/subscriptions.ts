/*
 * Spec §9 subscription rules: how an opt-in or opt-out changes a subscription. In api/
 * because the service (rows in its database, Date stamps) and the MSW handlers (ISO
 * strings) apply them with the same code, so they cannot drift.
 */

/** E-mail recipients are kept lower case; phone numbers as given. */
export function subscriptionRecipient(channel: string, recipient: string): string {
  return channel === 'email' ? recipient.toLowerCase() : recipient;
}

/**
 * The state after an opt-in or opt-out (`D`: the date type the caller stores): double
 * opt-in is true on opt-in; category, country and region keep their value unless given;
 * the opt-in date is kept on opt-out, the opt-out date cleared on opt-in.
 */
export function subscriptionChange<D, R extends string>(
  input: {
    optin: boolean;
    category?: string | undefined;
    country?: string | undefined;
    region?: R | undefined;
  },
  existing:
    | { category: string | null; country: string | null; region: R | null; optinDate: D | null }
    | undefined,
  now: D,
) {
  return {
    optin: input.optin,
    doubleOptin: input.optin,
    category: input.category ?? existing?.category ?? null,
    country: input.country ?? existing?.country ?? null,
    region: input.region ?? existing?.region ?? null,
    optinDate: input.optin ? now : (existing?.optinDate ?? null),
    optoutDate: input.optin ? null : now,
  };
}
