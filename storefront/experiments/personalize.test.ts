import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#api/client/client.ts';
import { type ContentSection, contentSection } from '#api/contract/contentSections.ts';
import { chooseExperience } from '#cms-blocks/renderer/personalization.ts';
import { type StorefrontServices, servicesContext } from '../context.ts';
import { defaultFeatures } from '../site/features.ts';
import { siteOf } from '../site/site.ts';
import { personalizePage } from './personalize.ts';

const banner = (id: string) => ({ id, component: 'Banner', props: {} });
const perks = contentSection.parse({
  id: 'perks',
  component: 'Experience',
  props: {
    experienceId: 'ridgeline-member-perks',
    type: 'personalization',
    baselines: [banner('perks-baseline')],
    variants: [
      { name: 'Trail perks', variantId: 'ridgeline-member-perks-trail', targets: [banner('t')] },
    ],
  },
}) as ContentSection & { component: 'Experience' };

function setup(personalizationEngine: boolean, call: ApiClient['call']) {
  const context = new RouterContextProvider();
  const markPersonalized = vi.fn();
  context.set(servicesContext, {
    api: { call } as ApiClient,
    brand: 'ridgeline',
    features: { ...defaultFeatures, personalizationEngine },
    content: { mode: 'live' },
    experiments: {
      registry: { decide: vi.fn(async () => ({})), close: async () => {} },
      visitorId: () => 'visitor-1',
      markPersonalized,
    },
  } as unknown as StorefrontServices);
  return { context, markPersonalized };
}

const request = new Request('https://store.test/en-us/xplr');
const site = siteOf('ridgeline', 'en-us');

afterEach(() => vi.restoreAllMocks());

describe('personalizePage and the personalization engine', () => {
  it("asks the engine for the page's personalization experiences and shows its variant", async () => {
    const call = vi.fn(async () => ({
      requestId: 'r',
      actions: [
        {
          actionId: 'a',
          actionType: 'monetate:action:OmniChannelJson',
          experienceId: 'ridgeline-member-perks',
          variantId: 'ridgeline-member-perks-trail',
          variantLabel: 'Trail perks',
        },
      ],
    }));
    const { context, markPersonalized } = setup(true, call as never);
    const decided = await personalizePage(context, request, site, [perks], 'Other');
    expect(call).toHaveBeenCalledTimes(1);
    const input = (call.mock.calls[0] as unknown as [unknown, { body: unknown }])[1];
    expect(input.body).toMatchObject({
      channel: 'ridgeline-en-us',
      monetateId: 'visitor-1',
      events: [
        {
          eventType: 'monetate:decision:DecisionRequest',
          experienceIds: ['ridgeline-member-perks'],
        },
        { eventType: 'monetate:context:PageView', pageType: 'Other' },
      ],
    });
    expect(decided?.personalizationActive).toBe(true);
    expect(decided?.decisions).toEqual({
      'ridgeline-member-perks': 'ridgeline-member-perks-trail',
    });
    expect(markPersonalized).toHaveBeenCalled();
  });

  it('neither calls the engine nor shows its experiences when it is switched off', async () => {
    const call = vi.fn();
    const { context } = setup(false, call as never);
    const decided = await personalizePage(context, request, site, [perks], 'Other');
    expect(call).not.toHaveBeenCalled();
    expect(decided?.personalizationActive).toBe(false);
    const choice = chooseExperience(perks as never, {
      personalizationActive: decided?.personalizationActive ?? true,
    });
    expect(choice.kind).toBe('skip');
  });

  it('shows the baselines (no decision) when the engine fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const call = vi.fn(async () => {
      throw new Error('engine down');
    });
    const { context } = setup(true, call as never);
    const decided = await personalizePage(context, request, site, [perks], 'Other');
    expect(decided?.decisions).toEqual({});
    expect(decided?.personalizationActive).toBe(true);
    expect(console.error).toHaveBeenCalled();
  });
});
