import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { resetServerClock } from '#shopper/serverTime.ts';
import { PreviewBar } from './PreviewBar.tsx';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The storefront's `GET /fapi/server/time` answering the service's clock `skewMs` ahead of
 * this browser's (a device clock set that far behind); `null`: no time (epoch zero).
 */
const serverTime = (skewMs: number | null) =>
  http.get('*/fapi/server/time', () =>
    HttpResponse.json({ timestamp: skewMs === null ? 0 : Date.now() + skewMs }),
  );

/*
 * The bar a preview page opens with (spec §2): as of when the content shows, and the way
 * back to the live page (the same URL without the preview parameters).
 */
const meta = {
  title: 'Storefront/Preview/Preview bar',
  component: PreviewBar,
  args: { preview: { at: null }, locale: 'en-US' },
  parameters: {
    layout: 'fullscreen',
    router: {
      initialEntries: [
        '/en-us/c/jackets-1100?sort=price&preview=true&previewDateTime=2027-11-28T10:00:00Z',
      ],
    },
  },
  // The service's clock is read once per page: each story starts without it, and by default
  // the service gives none (the bar then says the date only).
  beforeEach({ msw }) {
    resetServerClock();
    msw.use(serverTime(null));
    return resetServerClock;
  },
} satisfies Meta<typeof PreviewBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At a chosen moment: the date in the site's words, in UTC. */
export const AtADate: Story = {
  args: { preview: { at: '2027-11-28T10:00:00Z' } },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Preview: content as it will show on Nov 28, 2027, 10:00 AM UTC'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leave preview' })).toHaveAttribute(
      'href',
      '/en-us/c/jackets-1100?sort=price',
    );
  },
};

/** Drafts as of now, in German on a phone. */
export const NowGermanSmall: Story = {
  args: { locale: 'de-DE' },
  globals: storyGlobals({ locale: 'de-de', viewport: 'sm' }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Vorschau: Entwürfe und geplante Inhalte, wie sie jetzt erscheinen'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vorschau verlassen' })).toBeVisible();
  },
};

/** The bar on a preview date `fromDeviceMs` from this browser's clock, rendered once. */
function PreviewIn({ fromDeviceMs, locale }: { fromDeviceMs: number; locale: string }) {
  const [at] = useState(() => new Date(Date.now() + fromDeviceMs).toISOString());
  return <PreviewBar preview={{ at }} locale={locale} />;
}

/**
 * The tester's device clock is three days behind the service's: a date five days ahead of
 * the device is two days ahead on the service's clock, the one the content is decided on.
 */
export const SkewedDeviceClock: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(serverTime(3 * DAY));
  },
  render: () => <PreviewIn fromDeviceMs={5 * DAY} locale="en-US" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Preview: content as it will show on .+ UTC \(in 2 days\)$/),
    ).toBeVisible();
  },
};

/**
 * The other way round, in German: a date a day ahead of the device passed the day before
 * yesterday on the service's clock ("vorgestern": the language's own word for it).
 */
export const SkewedDeviceClockPastGerman: Story = {
  globals: storyGlobals({ locale: 'de-de', viewport: 'sm' }),
  beforeEach({ msw }) {
    msw.use(serverTime(3 * DAY));
  },
  render: () => <PreviewIn fromDeviceMs={DAY} locale="de-DE" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Vorschau: Inhalte, wie sie am .+ erschienen \(vorgestern\)$/),
    ).toBeVisible();
  },
};

/**
 * Until the service's time is read (as in the server's HTML and the hydrating render) the
 * bar says the date only, never a distance counted on the device's clock.
 */
export const BeforeTheServerTime: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(http.get('*/fapi/server/time', () => delay('infinite')));
  },
  render: () => <PreviewIn fromDeviceMs={5 * DAY} locale="en-US" />,
  play: async ({ canvas }) => {
    const bar = await canvas.findByText(/^Preview: content as it will show on .+ UTC$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(bar).toHaveTextContent(/UTC$/);
  },
};
