import { describe, expect, it, vi } from 'vitest';
import type { ExperienceSection, SegmentationSection } from '#api/contract/contentSections.ts';
import { normalizeSections } from './normalize.ts';
import {
  chooseExperience,
  chooseSegment,
  parseTestContext,
  segmentConditions,
  testContextFromUrl,
} from './personalization.ts';

const block = (id: string) => ({ id, component: 'Spacer', props: {} });

const [experience] = normalizeSections([
  {
    id: 'hero-test',
    component: 'Experience',
    props: {
      experienceId: 'home-hero',
      type: 'experiment',
      baselines: [block('hero-a')],
      variants: [
        { name: 'Adventure', variantId: 'hero-b', targets: [block('hero-b')] },
        { name: 'Calm', variantId: 'hero-c', targets: [block('hero-c')] },
      ],
    },
  },
]).sections as [ExperienceSection];

const personalizationExperience = {
  ...experience,
  props: { ...experience.props, type: 'personalization' as const },
};

const [segmentation] = normalizeSections([
  {
    id: 'loyalty',
    component: 'Segmentation',
    props: {
      segments: [
        { id: 'loyalty-member', targets: [block('member')] },
        { id: 'logged-in', targets: [block('signed-in')] },
      ],
      baselines: [block('join'), block('join-2')],
    },
  },
]).sections as [SegmentationSection];

const ids = (choice: { sections?: { id: string }[] } | object) =>
  ('sections' in choice ? (choice.sections ?? []) : []).map((section) => section.id);

describe('p13n_testcontext', () => {
  it('reads the variants list of the JSON value', () => {
    expect(parseTestContext('{"variants":["home-hero_hero-b"]}')).toEqual({
      variants: ['home-hero_hero-b'],
      segments: [],
    });
    expect(
      testContextFromUrl(
        `/en-us?p13n_testcontext=${encodeURIComponent('{"variants":["x_hero-c"],"segments":["logged-in"]}')}`,
      ),
    ).toEqual({ variants: ['x_hero-c'], segments: ['logged-in'] });
  });

  it('ignores a missing or malformed value', () => {
    expect(parseTestContext(null)).toBeNull();
    expect(parseTestContext('')).toBeNull();
    expect(parseTestContext('{variants:')).toBeNull();
    expect(parseTestContext('{"variants":"hero-b"}')).toBeNull();
    expect(testContextFromUrl('/en-us')).toBeNull();
  });
});

describe('chooseExperience', () => {
  it('shows the baselines by default', () => {
    const choice = chooseExperience(experience);
    expect(choice.kind).toBe('baseline');
    expect(ids(choice)).toEqual(['hero-a']);
    expect(choice).toMatchObject({ label: 'AB_Mon_SS_baseline' });
  });

  it('shows the variant the test context names by its _<variantId> suffix', () => {
    const choice = chooseExperience(experience, {
      testContext: { variants: ['home-hero-test_hero-c'], segments: [] },
      decide: () => 'hero-b',
    });
    expect(choice).toMatchObject({ kind: 'variant', forced: true, label: 'AB_Mon_SS_Calm' });
    expect(ids(choice)).toEqual(['hero-c']);
  });

  it('does not match a variant id that only ends the same way without the underscore', () => {
    const choice = chooseExperience(experience, {
      testContext: { variants: ['somethingzhero-b'], segments: [] },
    });
    expect(choice.kind).toBe('baseline');
  });

  it('asks the experimentation decision, by variant id or name', () => {
    const decide = vi.fn(() => 'Adventure');
    const choice = chooseExperience(experience, { decide });
    expect(decide).toHaveBeenCalledWith({
      experienceId: 'home-hero',
      type: 'experiment',
      variants: [
        { name: 'Adventure', variantId: 'hero-b' },
        { name: 'Calm', variantId: 'hero-c' },
      ],
    });
    expect(ids(choice)).toEqual(['hero-b']);
    expect(ids(chooseExperience(experience, { decide: () => 'hero-c' }))).toEqual(['hero-c']);
  });

  it('keeps the baseline for an unknown or empty decision', () => {
    expect(chooseExperience(experience, { decide: () => 'nope' }).kind).toBe('baseline');
    expect(chooseExperience(experience, { decide: () => null }).kind).toBe('baseline');
  });

  it('skips personalization experiences when the vendor is not active', () => {
    expect(chooseExperience(personalizationExperience, { personalizationActive: false }).kind).toBe(
      'skip',
    );
    expect(chooseExperience(personalizationExperience).kind).toBe('baseline');
    expect(chooseExperience(experience, { personalizationActive: false }).kind).toBe('baseline');
  });
});

describe('chooseSegment', () => {
  it('falls back to the first baseline', () => {
    const choice = chooseSegment(segmentation);
    expect(ids(choice)).toEqual(['join']);
  });

  it('picks the first segment whose condition holds', () => {
    const choice = chooseSegment(segmentation, {
      conditions: segmentConditions({ loggedIn: true, loyaltyMember: true }),
    });
    expect(choice).toMatchObject({ kind: 'segment', segment: { id: 'loyalty-member' } });
    const signedIn = chooseSegment(segmentation, {
      conditions: segmentConditions({ loggedIn: true }),
    });
    expect(signedIn).toMatchObject({ kind: 'segment', segment: { id: 'logged-in' } });
  });

  it('lets the test context name the segment', () => {
    expect(
      chooseSegment(segmentation, {
        testContext: { variants: [], segments: ['logged-in'] },
        conditions: segmentConditions({ loggedIn: true, loyaltyMember: true }),
      }),
    ).toMatchObject({ segment: { id: 'logged-in' } });
    expect(
      chooseSegment(segmentation, {
        testContext: { variants: ['seg_loyalty-member'], segments: [] },
      }),
    ).toMatchObject({ segment: { id: 'loyalty-member' } });
  });
});

describe('segmentConditions', () => {
  it('derives every condition of spec §4 from the shopper', () => {
    expect(segmentConditions({ loggedIn: false })).toMatchObject({
      'logged-out': true,
      'logged-in': false,
      'loyalty-member': false,
      'non-loyalty-logged-in': false,
      'non-employee': true,
      'cart-empty': false,
      'cart-not-empty': false,
    });
    expect(
      segmentConditions({
        loggedIn: true,
        employee: true,
        cartItems: 0,
        identities: ['IPA', 'WRANX'],
        athlete: true,
      }),
    ).toMatchObject({
      'non-loyalty-logged-in': true,
      employee: true,
      'cart-empty': true,
      'ipa-wranx': true,
      wranx: true,
      ipa: true,
      'non-ipa': false,
      athletes: true,
    });
    expect(segmentConditions({ loggedIn: true, cartItems: 2 })['cart-not-empty']).toBe(true);
  });
});
