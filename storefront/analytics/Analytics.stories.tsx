import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { useTrack } from '#cms-blocks/tracking.tsx';
import { siteOf } from '../site/site.ts';
import { AnalyticsProvider } from './Analytics.tsx';
import { CONSENT_COOKIE } from './consent.ts';
import { type DataLayerEvent, INTERACTION_ORIGIN_KEY } from './dataLayer.ts';
import { InteractionOriginArea } from './InteractionOrigin.tsx';

const ACTIVE_EXPERIENCE = 'product.onMonetateActiveExperiences';
const LABEL = 'AB_Mon_SS_Go further';

/** What an experience reports on its first render (cms-blocks/renderer/SectionRenderer). */
function ActiveExperience() {
  const track = useTrack();
  useEffect(() => {
    track({
      name: ACTIVE_EXPERIENCE,
      payload: {
        experienceId: 'ridgeline-home-hero',
        trackingEvent: 'home-hero-test',
        variantId: 'ridgeline-home-hero-b',
        label: LABEL,
      },
    });
  }, [track]);
  return <p>Go further this season</p>;
}

const dataLayer = (): DataLayerEvent[] => window.dataLayer ?? [];
const events = () => dataLayer().map((entry) => entry.event);

/**
 * Consent and the data layer (spec §9): on EMEA sites the experiences' events wait for the
 * visitor's answer, go in after the page view once analytics (C0002) is granted, and are
 * discarded when it is refused; elsewhere they go in at once.
 */
const meta = {
  title: 'Storefront/Analytics',
  component: AnalyticsProvider,
  args: { site: siteOf('ridgeline', 'en-gb'), children: <ActiveExperience /> },
  parameters: { layout: 'fullscreen', router: { data: true, initialEntries: ['/en-gb'] } },
  beforeEach() {
    const before = window.dataLayer;
    window.dataLayer = [];
    // biome-ignore lint/suspicious/noDocumentCookie: the story starts with no consent given
    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    return () => {
      window.dataLayer = before;
      // biome-ignore lint/suspicious/noDocumentCookie: and leaves none behind
      document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    };
  },
} satisfies Meta<typeof AnalyticsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeldUntilAccepted: Story = {
  globals: storyGlobals({ locale: 'en-gb' }),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await canvas.findByText('Go further this season');
    const banner = await canvas.findByRole('region', { name: 'Your privacy choices' });
    await expect(events()).toEqual([]);
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(events()).toEqual(['page_view', ACTIVE_EXPERIENCE]));
    await expect(dataLayer()[1]).toMatchObject({ label: LABEL });
    await expect(canvas.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  },
};

export const DiscardedWhenRefused: Story = {
  args: { site: siteOf('tread', 'de-de') },
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'sm', router: { data: true, initialEntries: ['/de-de'] } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: /./ });
    await userEvent.click(within(banner).getByRole('button', { name: 'Nur notwendige' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await expect(events()).toEqual([]);
  },
};

export const OutsideEmea: Story = {
  args: { site: siteOf('ridgeline', 'en-us') },
  parameters: { testViewport: 'lg', router: { data: true, initialEntries: ['/en-us'] } },
  play: async ({ canvas }) => {
    await canvas.findByText('Go further this season');
    await waitFor(() => expect(events()).toContain(ACTIVE_EXPERIENCE));
    await expect(events()).toContain('page_view');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

const JACKET = '/en-us/p/summit-shell-jacket-RDGJK1001';
const RUNNER = '/en-us/p/trail-runner-RDGFW2001';

/** A category grid's product card, and a product link outside any origin. */
function ProductLinks() {
  return (
    <>
      <InteractionOriginArea origin="grid">
        <Link to={JACKET}>Summit shell jacket</Link>
      </InteractionOriginArea>
      <Link to={RUNNER}>Trail runner</Link>
    </>
  );
}

const lastPageView = () =>
  dataLayer()
    .filter((entry) => entry.event === 'page_view')
    .at(-1);

/**
 * Spec §9 interaction origins: a product card of the category grid opens the product page,
 * whose view says the shopper came from the grid; a link outside any grid or search result
 * gives a view that names no origin.
 */
export const InteractionOrigin: Story = {
  args: { site: siteOf('ridgeline', 'en-us'), children: <ProductLinks /> },
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] },
  },
  beforeEach() {
    sessionStorage.removeItem(INTERACTION_ORIGIN_KEY);
    return () => sessionStorage.removeItem(INTERACTION_ORIGIN_KEY);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(lastPageView()).toMatchObject({ path: '/en-us/c/jackets-1100' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Summit shell jacket' }));
    await waitFor(() =>
      expect(lastPageView()).toMatchObject({ path: JACKET, interactionOrigin: 'grid' }),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Trail runner' }));
    await waitFor(() => expect(lastPageView()).toMatchObject({ path: RUNNER }));
    await expect(lastPageView()).not.toHaveProperty('interactionOrigin');
  },
};
