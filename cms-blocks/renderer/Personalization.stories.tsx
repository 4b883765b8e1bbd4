import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { productStates } from '#mocks/handlers/products.ts';
import { blockRegistry } from '../registry.ts';
import { TrackingProvider } from '../tracking.tsx';
import { PageRenderer } from './PageRenderer.tsx';
import { spaceValue } from './test/spaceValue.ts';

/*
 * The states an author meets with a personalization experience (decided by the engine,
 * `engine/v1/decide`) and a segmentation section (spec §4): baseline, variant, forced by
 * `p13n_testcontext`, vendor off, and a recommendation experience with zero items.
 */

const text = (id: string, html: string) => ({
  id,
  component: 'RichText',
  props: { richText: html },
});

const perks = {
  id: 'member-perks',
  name: 'Member perks',
  component: 'Experience',
  props: {
    experienceId: 'ridgeline-member-perks',
    type: 'personalization',
    trackingEvent: 'member-perks',
    baselines: [text('perks-baseline', '<p>Members earn points on every order</p>')],
    variants: [
      {
        name: 'Trail perks',
        variantId: 'ridgeline-member-perks-trail',
        targets: [text('perks-trail', '<p>Double points on trail gear this month</p>')],
      },
    ],
  },
  options: { bottomMargins: { sm: 'xxxlarge' } },
} as const;

const audience = {
  id: 'audience',
  component: 'Segmentation',
  props: {
    segments: [
      { id: 'logged-in', targets: [text('welcome', '<p>Welcome back, member</p>')] },
      { id: 'cart-not-empty', targets: [text('finish', '<p>Finish your order</p>')] },
    ],
    baselines: [text('join', '<p>Sign in to collect points</p>')],
  },
} as const;

const onEvent = fn();

const meta = {
  title: 'CMS blocks/Renderer/Personalization',
  component: PageRenderer,
  args: { blocks: blockRegistry, sections: [perks, audience] },
  argTypes: {
    blocks: { control: false },
    document: { control: false },
    personalization: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <TrackingProvider onEvent={onEvent}>
        <Story />
      </TrackingProvider>
    ),
  ],
  beforeEach() {
    onEvent.mockClear();
  },
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

const reported = (label: string, variantId: string | null) =>
  waitFor(() =>
    expect(onEvent).toHaveBeenCalledWith({
      name: 'product.onMonetateActiveExperiences',
      payload: {
        experienceId: 'ridgeline-member-perks',
        trackingEvent: 'member-perks',
        variantId,
        label,
      },
    }),
  );

/** No engine decision, no condition holding: both sections show their first baseline. */
export const Baseline: Story = {
  args: { personalization: { personalizationActive: true, decide: () => undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Members earn points on every order')).toBeVisible();
    await expect(canvas.queryByText(/Double points/)).toBeNull();
    await expect(canvas.getByText('Sign in to collect points')).toBeVisible();
    await reported('AB_Mon_SS_baseline', null);
  },
};

/** The engine chose the variant; the shopper is signed in: both show theirs. */
export const Variant: Story = {
  args: {
    personalization: {
      personalizationActive: true,
      decide: ({ experienceId }) =>
        experienceId === 'ridgeline-member-perks' ? 'ridgeline-member-perks-trail' : undefined,
      conditions: { 'logged-in': true, 'logged-out': false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Double points on trail gear this month')).toBeVisible();
    await expect(canvas.queryByText(/Members earn points/)).toBeNull();
    await expect(canvas.getByText('Welcome back, member')).toBeVisible();
    await expect(canvas.queryByText('Sign in to collect points')).toBeNull();
    await reported('AB_Mon_SS_Trail perks', 'ridgeline-member-perks-trail');
  },
};

/** `p13n_testcontext` forces the variant and the segment over the decision and conditions. */
export const Forced: Story = {
  args: {
    personalization: {
      personalizationActive: true,
      decide: () => undefined,
      conditions: { 'logged-in': true },
      testContext: {
        variants: ['member-perks_ridgeline-member-perks-trail'],
        segments: ['cart-not-empty'],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Double points on trail gear this month')).toBeVisible();
    await expect(canvas.getByText('Finish your order')).toBeVisible();
    await expect(canvas.queryByText('Welcome back, member')).toBeNull();
    await reported('AB_Mon_SS_Trail perks', 'ridgeline-member-perks-trail');
  },
};

/**
 * The engine switched off (STORE_FEATURES `personalizationEngine=false`): the
 * personalization experience is skipped altogether and reports nothing; segments still show.
 */
export const VendorOff: Story = {
  args: {
    personalization: { personalizationActive: false, conditions: { 'logged-in': true } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Welcome back, member')).toBeVisible();
    await expect(canvas.queryByText(/Members earn points/)).toBeNull();
    await expect(canvas.queryByText(/Double points/)).toBeNull();
    await expect(canvasElement.querySelector('[data-section-id="member-perks"]')).toBeNull();
    await expect(onEvent).not.toHaveBeenCalledWith(
      expect.objectContaining({ name: 'product.onMonetateActiveExperiences' }),
    );
  },
};

/** A recommendation experience whose widget answers no products takes no bottom margin. */
export const ZeroItems: Story = {
  args: {
    sections: [
      {
        id: 'recs-experience',
        component: 'Experience',
        props: {
          experienceId: 'ridgeline-home-recs',
          type: 'personalization',
          baselines: [
            {
              id: 'recs',
              component: 'Recommendation',
              props: { title: 'Picked for you', bloomreachIndex: 'home-trending' },
            },
          ],
          variants: [],
        },
        options: { bottomMargins: { sm: 'xxxlarge' } },
      },
      { ...perks, id: 'after' },
    ],
    personalization: { personalizationActive: true, decide: () => undefined },
  },
  beforeEach({ msw }) {
    msw.use(imageHandler, productStates.noRecommendations());
  },
  play: async ({ canvas, canvasElement }) => {
    const empty = canvasElement.querySelector<HTMLElement>('[data-section-id="recs-experience"]');
    await waitFor(() => expect(empty).toHaveAttribute('data-empty', 'true'));
    await expect(getComputedStyle(empty as HTMLElement).marginBottom).toBe('0px');
    await expect(canvas.queryByText('Picked for you')).toBeNull();
    const filled = canvasElement.querySelector<HTMLElement>('[data-section-id="after"]');
    await expect(getComputedStyle(filled as HTMLElement).marginBottom).toBe(
      spaceValue(canvasElement, vars.space.xxxlarge),
    );
  },
};
