/*
 * Spec §9 subscription rules: how an opt-in or opt-out changes a subscription. In commerce/
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

/**
 * Whether a recipient is the signed-in consumer's own: their email (channel email, any
 * case) or their phone digits (channel sms). A consumer changes only their own
 * subscriptions (PRO418 for anyone else's).
 */
export function isOwnRecipient(
  input: { channel: string; recipient: string },
  owner: { email: string; phone: string | null },
): boolean {
  const recipient = subscriptionRecipient(input.channel, input.recipient);
  return input.channel === 'email'
    ? recipient === owner.email.toLowerCase()
    : owner.phone !== null && recipient === owner.phone;
}

/** PRO418 for the first recipient that is not the consumer's own (`isOwnRecipient`). */
export function foreignRecipientRefusal(
  inputs: readonly { channel: string; recipient: string }[],
  owner: { email: string; phone: string | null },
): { errorId: 'PRO418'; message: string } | null {
  const foreign = inputs.find((input) => !isOwnRecipient(input, owner));
  if (!foreign) return null;
  return {
    errorId: 'PRO418',
    message: `${foreign.recipient} is not this profile’s email or phone`,
  };
}

/**
 * The answer to a signed-out opt-in: the subscription as it waits for its confirmation
 * (optin false, doubleOptin true, no opt-in date yet). Built from the request alone, so
 * the answer does not tell whether the recipient was subscribed already.
 */
export function pendingSubscription<T extends string, C extends string>(input: {
  type: T;
  channel: C;
  recipient: string;
  category?: string | undefined;
  country?: string | undefined;
  region?: string | undefined;
}) {
  return {
    type: input.type,
    channel: input.channel,
    recipient: subscriptionRecipient(input.channel, input.recipient),
    optin: false,
    doubleOptin: true,
    category: input.category ?? null,
    country: input.country ?? null,
    region: input.region ?? null,
    optinDate: null,
    optoutDate: null,
  };
}
