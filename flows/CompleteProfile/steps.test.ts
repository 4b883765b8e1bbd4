import { describe, expect, it } from 'vitest';
import { planCompleteProfile, progressOf } from './steps.ts';
import { demoProfile } from './test/profileApi.ts';

describe('planCompleteProfile', () => {
  it('has nothing to complete for a member with a whole profile and interests', () => {
    expect(planCompleteProfile(demoProfile('loyalty'))).toEqual({ steps: [], profileFields: [] });
  });

  it('welcomes a partially enrolled member and asks only what is missing', () => {
    const plan = planCompleteProfile(
      demoProfile('loyalty', { consumerDetails: { phone: null, birthDate: null } }),
    );
    expect(plan.steps).toEqual(['welcome', 'mobile', 'profile', 'success']);
    expect(plan.profileFields).toEqual(['birthDate']);
  });

  it('invites a non-member first, then completes the profile and interests', () => {
    // Chris (registered): no phone, no birth date, no interests.
    const plan = planCompleteProfile(demoProfile('registered'));
    expect(plan.steps).toEqual(['nonLoyalty', 'mobile', 'profile', 'interests', 'success']);
    expect(plan.profileFields).toEqual(['birthDate']);
  });

  it('invites a complete non-member without other steps', () => {
    expect(planCompleteProfile(demoProfile('employee')).steps).toEqual(['nonLoyalty', 'success']);
  });

  it('skips the mobile step when only the profile step fields are missing', () => {
    const plan = planCompleteProfile(
      demoProfile('loyalty', {
        consumerDetails: { firstName: '', lastName: null, postalCode: null },
      }),
    );
    expect(plan.steps).toEqual(['welcome', 'profile', 'success']);
    expect(plan.profileFields).toEqual(['firstName', 'lastName', 'postalCode']);
  });

  it('asks a complete member for interests alone, without a welcome', () => {
    const plan = planCompleteProfile(demoProfile('loyalty', { preferences: { interests: ' ' } }));
    expect(plan.steps).toEqual(['interests', 'success']);
  });
});

describe('progressOf', () => {
  const steps = ['welcome', 'mobile', 'profile', 'interests', 'success'] as const;
  it('counts every step but success', () => {
    expect(progressOf(steps, 'welcome')).toEqual({ step: 1, total: 4 });
    expect(progressOf(steps, 'mobile')).toEqual({ step: 2, total: 4 });
    expect(progressOf(steps, 'interests')).toEqual({ step: 4, total: 4 });
    expect(progressOf(steps, 'success')).toBeUndefined();
  });
});
