/**
 * The interests a shopper can pick (labels in `flows:interests.options.<key>`). Spec §9:
 * stored pipe-separated in preferences.interests (`hiking|trail-running`).
 */
export const interestOptions = [
  'hiking',
  'trail-running',
  'running',
  'climbing',
  'mountaineering',
  'camping',
  'skiing',
  'snowboarding',
  'cycling',
  'paddling',
] as const;
export type InterestKey = (typeof interestOptions)[number];

export const INTEREST_SEPARATOR = '|';

/** The keys of a stored value, in stored order, without blanks or repeats. */
export function parseInterests(stored: string | null | undefined): string[] {
  const keys = (stored ?? '')
    .split(INTEREST_SEPARATOR)
    .map((key) => key.trim())
    .filter(Boolean);
  return [...new Set(keys)];
}

export function isInterestKey(key: string): key is InterestKey {
  return (interestOptions as readonly string[]).includes(key);
}

/**
 * The value to store for a selection: the chosen keys in the order of `interestOptions`,
 * after the stored keys this form does not offer (another site's or an older list), which
 * are kept as they were.
 */
export function serializeInterests(
  selected: Iterable<string>,
  stored: string | null | undefined = '',
): string {
  const chosen = new Set(selected);
  const kept = parseInterests(stored).filter((key) => !isInterestKey(key));
  const ordered = interestOptions.filter((key) => chosen.has(key));
  return [...kept, ...ordered].join(INTEREST_SEPARATOR);
}

/** The preferences part of a profile update, or undefined when the selection is unchanged. */
export function interestsChange(
  selected: Iterable<string>,
  stored: string | null | undefined,
): { interests: string } | undefined {
  const next = serializeInterests(selected, stored);
  const current = parseInterests(stored).join(INTEREST_SEPARATOR);
  const same =
    new Set(parseInterests(next)).size === new Set(parseInterests(current)).size &&
    parseInterests(next).every((key) => parseInterests(current).includes(key));
  return same ? undefined : { interests: next };
}

export interface InterestsAfterSignUp {
  /** The site collects interests (configuration). */
  interestCollection: boolean;
  /** Interests are asked only of shoppers who accepted the newsletter (configuration). */
  interestsDependOnNewsletter: boolean;
  /** The shopper ticked the newsletter box at sign-up. */
  newsletterAccepted: boolean;
  /** The sign-up asked to skip the interests (a variant or a query setting). */
  skipInterests?: boolean;
  /** The sign-up happened on the way to checkout (sign-in-to-buy). */
  signInToBuy?: boolean;
}

/**
 * Spec §4: after sign-up, the interests dialog opens if interest collection is on and
 * (interests do not depend on the newsletter, or the newsletter was accepted), unless
 * interests are skipped or the flow is sign-in-to-buy.
 */
export function opensInterestsAfterSignUp({
  interestCollection,
  interestsDependOnNewsletter,
  newsletterAccepted,
  skipInterests = false,
  signInToBuy = false,
}: InterestsAfterSignUp): boolean {
  if (!interestCollection || skipInterests || signInToBuy) return false;
  return !interestsDependOnNewsletter || newsletterAccepted;
}
