import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recordRequests, withGuest } from '#flows/test/stories.tsx';
import { AnalyticsProvider } from '../analytics/Analytics.tsx';
import { siteOf } from '../site/site.ts';
import { SMS_RECIPIENT_KEY, TextAlerts } from './TextAlerts.tsx';

/** The footer's text alerts (SMS opt-in locales: en-us, en-ca, fr-ca) for a signed-out visitor. */
const meta = {
  title: 'Storefront/Footer/Text alerts',
  component: TextAlerts,
  parameters: { router: { data: true, initialEntries: ['/en-us'] } },
  decorators: [
    (Story) => (
      <AnalyticsProvider site={siteOf('ridgeline', 'en-us')}>
        <Story />
      </AnalyticsProvider>
    ),
  ],
  args: { locale: 'en-us' },
} satisfies Meta<typeof TextAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A signed-out visitor's text alerts (spec §4): this browser opted 303 555 0100 in before,
 * so saving another number opts that one out first, then creates the new subscription; the
 * browser keeps the new number for next time.
 */
export const SignedOut: Story = {
  decorators: [withGuest],
  beforeEach({ msw }) {
    localStorage.setItem(SMS_RECIPIENT_KEY, '3035550100');
    const recorder = recordRequests(msw);
    Object.assign(SignedOut, { recorder });
    return () => {
      recorder.stop();
      localStorage.removeItem(SMS_RECIPIENT_KEY);
    };
  },
  play: async ({ canvasElement }) => {
    const { recorder } = SignedOut as unknown as {
      recorder: ReturnType<typeof recordRequests>;
    };
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Get text alerts' }));
    // The form's code arrives on the first opening.
    const dialogElement = await page.findByRole(
      'dialog',
      { name: 'Text alerts' },
      { timeout: 10_000 },
    );
    const dialog = within(dialogElement);
    const phone = await dialog.findByRole('textbox', { name: /Mobile phone/ }, { timeout: 10_000 });
    // The dialog takes the focus as it opens (after its transition): type once it has.
    await waitFor(() => expect(dialogElement.contains(document.activeElement)).toBe(true));
    await userEvent.type(phone, '3035550199');
    await expect(phone).toHaveValue('(303) 555 - 0199');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Text me offers and updates' }));
    // The terms open in a popover of their own, outside the dialog's element.
    await userEvent.click(await page.findByRole('button', { name: 'I accept' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Your text message preferences are saved.')).toBeVisible();
    const posts = recorder.to('/consumers-v3/consumer/subscription', 'POST');
    await expect(
      posts.map((post) => {
        const [subscription] = (post.body as { subscriptions: Record<string, unknown>[] })
          .subscriptions;
        return [subscription?.recipient, subscription?.optin];
      }),
    ).toEqual([
      ['3035550100', false],
      ['3035550199', true],
    ]);
    await expect(localStorage.getItem(SMS_RECIPIENT_KEY)).toBe('3035550199');
  },
};
