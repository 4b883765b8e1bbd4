import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Brand } from '#api/contract/common.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { demoDocument } from '#cms-blocks/storybook/test/demoContent.ts';
import { AnalyticsProvider } from '../analytics/Analytics.tsx';
import { checkContent } from '../blocks/checkContent.ts';
import { siteOf } from '../site/site.ts';
import { SiteFooter } from './SiteFooter.tsx';

/**
 * The store's footer with the site's own footer document, checked as the site loader checks
 * it: newsletter, the link lists (folded on a phone), social links and legal links.
 */
const meta = {
  title: 'Storefront/Footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen', router: { data: true, initialEntries: ['/en-ca'] } },
  decorators: [
    (Story, { args, globals }) => (
      <AnalyticsProvider site={siteOf((globals.brand ?? 'ridgeline') as Brand, args.locale)}>
        <Story />
      </AnalyticsProvider>
    ),
  ],
  args: {
    sections: checkContent(demoDocument('tread-en-ca-footer-footer')).sections,
    locale: 'en-ca',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/** On a wide screen every part starts at the footer's left edge, below a margin. */
export const TreadLarge: Story = {
  globals: storyGlobals({ brand: 'tread', locale: 'en-ca', viewport: 'lg' }),
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const newsletter = await within(footer).findByRole('heading', { name: /news first/i });
    const help = within(footer).getByRole('heading', { name: 'Help' });
    // The sections fill their grid cells: no list shrunk to its words and centred.
    await expect(box(newsletter).left).toBe(box(help).left);
    await expect(box(newsletter).top - box(footer).top).toBeGreaterThanOrEqual(24);
    const links = within(footer).getAllByRole('link', { name: /Instagram|YouTube|Facebook/ });
    await expect(box(links[0] as Element).left).toBe(box(help).left);
  },
};

/** On a phone each list folds under a full-width title, in the headings' type. */
export const TreadSmall: Story = {
  globals: storyGlobals({ brand: 'tread', locale: 'en-ca', viewport: 'sm' }),
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const email = await within(footer).findByRole('textbox', { name: /Email/ });
    for (const name of ['Help', 'Shop', 'About Tread', 'XPLR Pass']) {
      const toggle = within(footer).getByRole('button', { name });
      await expect(box(toggle).left).toBe(box(email).left);
      await expect(box(toggle).width).toBe(box(email).width);
      await expect(getComputedStyle(toggle).textTransform).toBe('uppercase');
    }
  },
};

/** Ridgeline in French on a tablet: nothing runs past the screen. */
export const RidgelineFrenchMedium: Story = {
  args: {
    sections: checkContent(demoDocument('ridgeline-fr-ca-footer-footer')).sections,
    locale: 'fr-ca',
  },
  globals: storyGlobals({ brand: 'ridgeline', locale: 'fr-ca', viewport: 'md' }),
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await within(footer).findByRole('heading', { name: 'Aide' });
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** No footer document (the CMS did not answer): the site's own choices still end the page. */
export const WithoutFooterContent: Story = {
  args: { sections: undefined, locale: 'en-ca' },
  globals: storyGlobals({ locale: 'en-ca', viewport: 'sm' }),
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('heading')).toBeNull();
    await expect(
      within(footer).getByRole('button', { name: 'Language: English (Canada)' }),
    ).toBeVisible();
  },
};
