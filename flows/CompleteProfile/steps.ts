import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { isPartiallyEnrolled } from '../validation/index.ts';
import { type EnrollmentField, missingEnrollmentFields } from './profileFields.ts';

/** Spec §2: the complete-profile steps, in order. */
export const completeProfileSteps = [
  'nonLoyalty',
  'welcome',
  'mobile',
  'profile',
  'interests',
  'success',
] as const;
export type CompleteProfileStep = (typeof completeProfileSteps)[number];

export interface CompleteProfilePlan {
  steps: CompleteProfileStep[];
  /** The fields the profile step asks for. */
  profileFields: EnrollmentField[];
}

/** Whether the profile holds interests (spec §9: pipe-separated). */
function hasInterests(profile: ConsumerProfile): boolean {
  return (profile.preferences.interests ?? '').trim() !== '';
}

/**
 * Which complete-profile steps a shopper sees, from the profile (spec §2, §5):
 * - `nonLoyalty` opens the flow for a shopper who is not a loyalty member (an invitation
 *   to join); `welcome` opens it for a member whose profile is partially enrolled.
 * - `mobile` when the phone is missing; `profile` when the first name, last name, postal
 *   code or birth date is (only those fields are asked).
 * - `interests` when the profile holds none.
 * - `success` closes the flow.
 * A member with a complete profile and interests has nothing to complete: no steps.
 */
export function planCompleteProfile(profile: ConsumerProfile): CompleteProfilePlan {
  const missing = missingEnrollmentFields(profile.consumerDetails);
  const profileFields = missing.filter((field) => field !== 'phone');
  const steps: CompleteProfileStep[] = [];
  if (!profile.isLoyaltyMember) steps.push('nonLoyalty');
  else if (isPartiallyEnrolled(profile.consumerDetails)) steps.push('welcome');
  if (missing.includes('phone')) steps.push('mobile');
  if (profileFields.length > 0) steps.push('profile');
  if (!hasInterests(profile)) steps.push('interests');
  if (steps.length > 0) steps.push('success');
  return { steps, profileFields };
}

/** The steps counted by the progress ("Step 2 of 4"): every step but success. */
export function progressOf(
  steps: readonly CompleteProfileStep[],
  current: CompleteProfileStep,
): { step: number; total: number } | undefined {
  const counted: CompleteProfileStep[] = steps.filter((step) => step !== 'success');
  const index = counted.indexOf(current);
  return index === -1 ? undefined : { step: index + 1, total: counted.length };
}
