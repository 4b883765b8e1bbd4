import { describe, expect, it } from 'vitest';
import type { EngineDecideBody, EngineRules } from '#api/contract/experiments.ts';
import { decideEngineActions, engineBucket } from './engine.ts';

const rules: EngineRules = {
  experiences: [
    {
      experienceId: 'split',
      variants: [
        { variantId: 'split-a', label: 'A', endOfRange: 5000 },
        { variantId: 'split-b', label: 'B', endOfRange: 10_000 },
      ],
    },
    {
      experienceId: 'home-only',
      pageTypes: ['Home'],
      variants: [{ variantId: 'home-only-on', label: 'On', endOfRange: 10_000 }],
    },
  ],
};

function request(visitor: string, pageType: 'Home' | 'Cart'): EngineDecideBody {
  return {
    channel: 'ridgeline-en-us',
    monetateId: visitor,
    events: [
      { eventType: 'monetate:decision:DecisionRequest', requestId: 'r' },
      { eventType: 'monetate:context:PageView', url: '/', pageType },
    ],
  };
}

describe('decideEngineActions', () => {
  it('splits visitors over the ranges and keeps each one in the same variant', () => {
    const counts = { 'split-a': 0, 'split-b': 0 };
    for (let n = 0; n < 2000; n += 1) {
      const actions = decideEngineActions(rules, request(`v${n}`, 'Cart')).actions;
      const split = actions.find((action) => action.experienceId === 'split');
      counts[split?.variantId as keyof typeof counts] += 1;
      expect(decideEngineActions(rules, request(`v${n}`, 'Cart')).actions).toEqual(actions);
    }
    expect(counts['split-a']).toBeGreaterThan(850);
    expect(counts['split-b']).toBeGreaterThan(850);
  });

  it('decides a page-type experience only on its page type', () => {
    const ids = (pageType: 'Home' | 'Cart') =>
      decideEngineActions(rules, request('v1', pageType)).actions.map((a) => a.experienceId);
    expect(ids('Home')).toEqual(['split', 'home-only']);
    expect(ids('Cart')).toEqual(['split']);
  });

  it('gives the baseline (no action) to a bucket past the last range', () => {
    const partial: EngineRules = {
      experiences: [
        { experienceId: 'x', variants: [{ variantId: 'x-on', label: 'On', endOfRange: 0 }] },
      ],
    };
    expect(decideEngineActions(partial, request('v1', 'Home'))).toEqual({
      requestId: 'r',
      actions: [],
    });
  });

  it('buckets within 0 … 9 999', () => {
    for (let n = 0; n < 200; n += 1) {
      const bucket = engineBucket(`visitor-${n}`, 'split');
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(10_000);
    }
  });
});
