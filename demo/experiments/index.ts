import { brands } from '#api/contract/common.ts';
import type { EngineRules, ExperimentDatafile } from '#api/contract/experiments.ts';

/*
 * The experimentation SDK's datafile per brand (its format version 4), seeded into the
 * service (`experiment_datafiles`) and polled by the store. Edit here and reseed, or update
 * the row: the store picks the new revision up within the poll interval (5 min).
 *
 * - `{brand}-home-hero`: an A/B test (50/50 over the 10 000 buckets) of the home page's hero
 *   experience; `baseline` keeps the baseline, `{brand}-home-hero-b` shows the variant.
 * - `{brand}-trail-finder`: a feature flag with rollout rules in order: signed-in shoppers
 *   (`loggedIn` exact true) all get it, then the everyone-else rule lets half of the others in.
 * - `personalization`: the personalization engine's rules (`engine/v1/decide`, not the SDK's):
 *   `{brand}-member-perks` (the loyalty page) shows its trail-perks variant to half the
 *   visitors, the others keep the baseline.
 */

type Brand = (typeof brands)[number];

const ids = (brand: Brand, n: number) =>
  `${brand === 'ridgeline' ? 1 : 2}${String(n).padStart(4, '0')}`;

/** Everyone: a variation over the whole bucket range. */
const all = (entityId: string, endOfRange = 10_000) => [{ entityId, endOfRange }];

export function datafileFor(brand: Brand): ExperimentDatafile {
  const id = (n: number) => ids(brand, n);
  const hero = `${brand}-home-hero`;
  const trail = `${brand}-trail-finder`;
  const variation = (n: number, key: string, featureEnabled = true) => ({
    id: id(n),
    key,
    featureEnabled,
    variables: [],
  });
  return {
    version: '4',
    projectId: id(1),
    accountId: '90001',
    revision: '1',
    sdkKey: brand,
    environmentKey: 'production',
    anonymizeIP: true,
    botFiltering: false,
    attributes: [
      { id: id(10), key: 'loggedIn' },
      { id: id(11), key: 'locale' },
    ],
    audiences: [
      {
        id: id(20),
        name: 'Signed-in shoppers',
        conditions: JSON.stringify([
          'and',
          ['or', { name: 'loggedIn', type: 'custom_attribute', match: 'exact', value: true }],
        ]),
      },
    ],
    events: [{ id: id(30), key: 'add_to_cart', experimentIds: [id(100)] }],
    groups: [],
    integrations: [],
    personalization: {
      experiences: [
        {
          experienceId: `${brand}-member-perks`,
          variants: [
            { variantId: `${brand}-member-perks-trail`, label: 'Trail perks', endOfRange: 5000 },
          ],
        },
      ],
    } satisfies EngineRules,
    experiments: [
      {
        id: id(100),
        key: `${hero}-test`,
        status: 'Running',
        layerId: id(101),
        audienceIds: [],
        audienceConditions: [],
        forcedVariations: {},
        variations: [variation(102, 'baseline'), variation(103, `${hero}-b`)],
        trafficAllocation: [
          { entityId: id(102), endOfRange: 5000 },
          { entityId: id(103), endOfRange: 10_000 },
        ],
      },
    ],
    featureFlags: [
      { id: id(200), key: hero, rolloutId: id(201), experimentIds: [id(100)], variables: [] },
      { id: id(300), key: trail, rolloutId: id(301), experimentIds: [], variables: [] },
    ],
    rollouts: [
      // The hero flag has no rollout beyond its test: an empty everyone-else rule (off).
      {
        id: id(201),
        experiments: [
          {
            id: id(210),
            key: 'default-rollout-hero',
            status: 'Running',
            layerId: id(201),
            audienceIds: [],
            audienceConditions: [],
            forcedVariations: {},
            variations: [variation(211, 'off', false)],
            trafficAllocation: all(id(211)),
          },
        ],
      },
      {
        id: id(301),
        experiments: [
          {
            id: id(310),
            key: 'members',
            status: 'Running',
            layerId: id(301),
            audienceIds: [id(20)],
            audienceConditions: ['or', id(20)],
            forcedVariations: {},
            variations: [variation(311, `${trail}-on`)],
            trafficAllocation: all(id(311)),
          },
          {
            id: id(320),
            key: 'default-rollout-trail',
            status: 'Running',
            layerId: id(301),
            audienceIds: [],
            audienceConditions: [],
            forcedVariations: {},
            variations: [variation(321, `${trail}-on`)],
            trafficAllocation: all(id(321), 5000),
          },
        ],
      },
    ],
  };
}

/** Every brand's datafile, by brand (the SDK key). */
export function experimentDatafiles(): Record<Brand, ExperimentDatafile> {
  return Object.fromEntries(brands.map((brand) => [brand, datafileFor(brand)])) as Record<
    Brand,
    ExperimentDatafile
  >;
}
