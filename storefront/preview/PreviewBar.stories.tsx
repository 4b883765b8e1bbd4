import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { PreviewBar } from './PreviewBar.tsx';

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
