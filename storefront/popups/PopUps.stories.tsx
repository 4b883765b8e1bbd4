import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContentDocument } from '#api/contract/content.ts';
import type { ContentSection, SegmentationSection } from '#api/contract/contentSections.ts';
import { DISMISSED_POPUPS_KEY } from '#cms-blocks/PopUp/dismissedPopups.ts';
import { demoDocument } from '#cms-blocks/storybook/test/demoContent.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog } from '#components/test/overlay.ts';
import { withGuest } from '#flows/test/stories.tsx';
import { contentHandlers } from '#mocks/handlers/content.ts';
import { AnalyticsProvider } from '../analytics/Analytics.tsx';
import { CONSENT_COOKIE } from '../analytics/consent.ts';
import { siteOf } from '../site/site.ts';
import { PopUps } from './PopUps.tsx';

/** The site's demo pop-ups, each expanding after `delay` ms (the store's are 2 and 5 s). */
function popUpsOf(siteId: string, delay: number): ContentDocument {
  const withDelay = (section: ContentSection): ContentSection => {
    if (section.component === 'PopUp') return { ...section, props: { ...section.props, delay } };
    if (section.component === 'Segmentation') {
      const { props } = section as SegmentationSection;
      return {
        ...section,
        props: {
          ...props,
          segments: props.segments.map((segment) => ({
            ...segment,
            targets: segment.targets.map(withDelay),
          })),
        },
      } as ContentSection;
    }
    return section;
  };
  const document = demoDocument(`${siteId}-popups-popups`);
  return { ...document, sections: document.sections.map(withDelay) };
}

/** Shopper's dismissed pop-ups for one story, put back as they were after it. */
function dismissed(ids: string[]) {
  const before = localStorage.getItem(DISMISSED_POPUPS_KEY);
  localStorage.setItem(DISMISSED_POPUPS_KEY, JSON.stringify(ids));
  return () => {
    if (before === null) localStorage.removeItem(DISMISSED_POPUPS_KEY);
    else localStorage.setItem(DISMISSED_POPUPS_KEY, before);
  };
}

/** Answers the pop-ups request, and marks the story's canvas once it has (for the play). */
function answered(canvasElement: HTMLElement, body: ContentDocument | null) {
  return contentHandlers.getPopups.with(() => {
    canvasElement.dataset.popUpsAnswered = 'true';
    return (
      body ??
      HttpResponse.json(
        { errorDetails: [{ errorId: 'API404', message: 'Not found' }] },
        { status: 404 },
      )
    );
  });
}

const popUpsAnswered = (canvasElement: HTMLElement) =>
  canvasElement.dataset.popUpsAnswered === 'true';

/** The pop-up's view loads when one is first shown, its form when it expands. */
/** The pop-ups wait for the page's load and an idle moment, then fetch their code lazily. */
const lazyLoad = { timeout: 8000 };

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * The store's pop-up manager (spec §2, §4): fetches the site's pop-ups, shows the first one
 * not dismissed with the store's form inside, minimized, then expanded after its delay.
 */
const meta = {
  title: 'Storefront/PopUps',
  component: PopUps,
  args: { siteId: 'ridgeline-en-us' },
  parameters: { testViewport: 'sm', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof PopUps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newsletter pop-up (the demo member is signed in): minimized, expanded after its delay with the newsletter form, closed. */
export const Newsletter: Story = {
  beforeEach({ msw }) {
    msw.use(contentHandlers.getPopups.reply(popUpsOf('ridgeline-en-us', 400)));
    return dismissed([]);
  },
  play: async ({ canvas, canvasElement }) => {
    const tab = await canvas.findByRole('region', { name: 'Newsletter' }, lazyLoad);
    await expect(within(tab).getByRole('button', { name: '10% off' })).toBeVisible();
    const dialog = await findDialog(canvasElement, 'Sign up for our newsletter');
    // The form shows with the expanded dialog (its code came while it was a tab).
    await expect(
      await within(dialog).findByRole('textbox', { name: /Email/ }, lazyLoad),
    ).toBeVisible();
    await expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Newsletter' })).toBeNull());
    await expect(JSON.parse(localStorage.getItem(DISMISSED_POPUPS_KEY) ?? '[]')).toEqual([
      'ridgeline-en-us-newsletter-popup',
    ]);
  },
};

/**
 * The form's code is fetched while the pop-up is a tab: pressed open, the dialog shows its
 * form at once, with no spinner and no growing under the shopper's eyes.
 */
export const OpensComplete: Story = {
  beforeEach({ msw }) {
    msw.use(contentHandlers.getPopups.reply(popUpsOf('ridgeline-en-us', 60_000)));
    return dismissed([]);
  },
  play: async ({ canvas, canvasElement }) => {
    const tab = await canvas.findByRole('region', { name: 'Newsletter' }, lazyLoad);
    // The newsletter form's code has come (fetched by the tab, not by a press).
    await waitFor(() => expect(tab).toHaveAttribute('data-form-ready'), lazyLoad);
    await userEvent.click(within(tab).getByRole('button', { name: '10% off' }));
    const dialog = await findDialog(canvasElement, 'Sign up for our newsletter');
    await expect(within(dialog).getByRole('textbox', { name: /Email/ })).toBeVisible();
    await expect(within(dialog).queryByRole('progressbar')).toBeNull();
  },
};

/** The newsletter dismissed, a guest gets the registration pop-up with the sign-up form. */
export const Account: Story = {
  globals: { locale: 'fr-ca' },
  args: { siteId: 'tread-fr-ca' },
  decorators: [withGuest],
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(contentHandlers.getPopups.reply(popUpsOf('tread-fr-ca', 60_000)));
    return dismissed(['tread-fr-ca-newsletter-popup']);
  },
  play: async ({ canvas, canvasElement }) => {
    const tab = await canvas.findByRole('region', { name: 'Compte' }, lazyLoad);
    await userEvent.click(within(tab).getByRole('button', { name: 'Rejoindre XPLR Pass' }));
    const dialog = await findDialog(canvasElement, 'Inscription');
    await expect(
      await within(dialog).findByRole('textbox', { name: /Prénom/ }, lazyLoad),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Courriel/ })).toBeVisible();
  },
};

/** Every pop-up of the site dismissed: nothing shows. */
export const AllDismissed: Story = {
  args: { siteId: 'ridgeline-en-ca' },
  parameters: { testViewport: 'lg' },
  beforeEach({ msw, canvasElement }) {
    delete canvasElement.dataset.popUpsAnswered;
    msw.use(answered(canvasElement, popUpsOf('ridgeline-en-ca', 0)));
    return dismissed(['ridgeline-en-ca-newsletter-popup', 'ridgeline-en-ca-registration-popup']);
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(popUpsAnswered(canvasElement)).toBe(true), lazyLoad);
    await settle();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The pop-ups cannot be fetched: nothing shows, the page goes on. */
export const FetchError: Story = {
  args: { siteId: 'tread-de-de' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw, canvasElement }) {
    delete canvasElement.dataset.popUpsAnswered;
    msw.use(answered(canvasElement, null));
    return dismissed([]);
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(popUpsAnswered(canvasElement)).toBe(true), lazyLoad);
    await settle();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** EMEA: the pop-up waits until the consent banner is answered, so it never covers it. */
export const AfterConsentBanner: Story = {
  args: { siteId: 'ridgeline-en-gb' },
  parameters: { testViewport: 'md', router: { data: true, initialEntries: ['/en-gb'] } },
  decorators: [
    (Story) => (
      <AnalyticsProvider site={siteOf('ridgeline', 'en-gb')}>
        <Story />
      </AnalyticsProvider>
    ),
  ],
  beforeEach({ msw, canvasElement }) {
    delete canvasElement.dataset.popUpsAnswered;
    msw.use(answered(canvasElement, popUpsOf('ridgeline-en-gb', 60_000)));
    const restore = dismissed([]);
    // biome-ignore lint/suspicious/noDocumentCookie: the story starts with no consent given
    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    return () => {
      restore();
      // biome-ignore lint/suspicious/noDocumentCookie: and leaves none behind
      document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    const banner = await canvas.findByRole('region', { name: 'Your privacy choices' });
    await waitFor(() => expect(popUpsAnswered(canvasElement)).toBe(true), lazyLoad);
    await settle();
    await expect(canvas.queryByRole('region', { name: 'Newsletter' })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    const tab = await canvas.findByRole('region', { name: 'Newsletter' }, lazyLoad);
    await expect(within(tab).getAllByRole('button')).toHaveLength(2);
  },
};
