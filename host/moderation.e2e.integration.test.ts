/**
 * End to end, as a moderator: a photo hidden by shoppers' reports, reviewed on
 * `/en-us/moderation` with the store's MODERATION_TOKEN and rejected; the queue empties
 * and the service has deleted it. On its own store and browser (host/test/shopperBrowser.ts).
 */
import { describe, expect, it } from 'vitest';
import { base, failuresOf, focusedName, open, setupStore, shopper } from './test/shopperBrowser.ts';

// The store's moderators' secret (server/README.md "Moderating shopper photos"); the store
// setupStore() starts inherits this process's environment.
const MODERATION_TOKEN = 'e2e-moderation-token-fedcba9876543210';
process.env.MODERATION_TOKEN = MODERATION_TOKEN;
setupStore();

const moderator = { headers: { 'x-cairn-moderation': MODERATION_TOKEN } };

/** A new guest's session cookie, as the storefront's first call gets one. */
async function guestCookie(): Promise<string> {
  const session = await fetch(`${base}/api/token/v2/auth/token?locale=en-us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grantType: 'guest' }),
  });
  expect(session.status).toBe(200);
  return session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function queue(name: 'pending' | 'reported') {
  const answer = await fetch(`${base}/api/ugc/moderation/media?queue=${name}`, moderator);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { media: { id: string; status: string }[] }).media;
}

describe('moderating shopper photos in a browser', () => {
  it('shows a photo three shoppers reported; the moderator rejects it and the queue empties', async () => {
    // The brand's newest photo, reported by three guests: hidden, in the reported queue.
    const recent = (await (
      await fetch(`${base}/api/ugc/customers/tread/media/recent?count=1`)
    ).json()) as { media: { id: string; user: { name: string } }[] };
    const photo = recent.media[0];
    if (!photo) throw new Error('no seeded photo');
    for (const reason of ['spam', 'inappropriate', 'spam']) {
      const reported = await fetch(`${base}/api/ugc/media/${photo.id}/reports?locale=en-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: await guestCookie() },
        body: JSON.stringify({ reason, comment: 'Not a shoe in sight' }),
      });
      expect(reported.status).toBe(201);
    }
    expect(await queue('reported')).toEqual([
      expect.objectContaining({ id: photo.id, status: 'hidden' }),
    ]);
    expect(await queue('pending')).toEqual([]);

    const page = await shopper();
    await open(page, '/en-us/moderation');
    await page.getByRole('heading', { level: 1, name: 'Photo moderation' }).waitFor();
    // A wrong key first: refused, and not kept.
    const key = page.getByLabel(/^Moderation key/);
    await key.fill('not-the-moderation-token-at-all');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Key not accepted').waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await key.fill(MODERATION_TOKEN);
    await page.getByRole('button', { name: 'Open queues' }).click();
    const reportedTab = page.getByRole('tab', { name: 'Reported (1)' });
    await reportedTab.waitFor();
    await page.getByRole('tab', { name: 'New uploads (0)' }).waitFor();
    await reportedTab.click();
    const name = photo.user.name;
    const card = page.getByRole('listitem', { name: `Photo by ${name}` });
    await card.getByText('Hidden').waitFor();
    await card.getByText('3 open reports').waitFor();
    expect(await card.getByText('Not a shoe in sight').count()).toBe(3);

    // Rejected, after the confirmation, by keyboard.
    await card.getByRole('button', { name: `Reject photo by ${name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Reject this photo?' });
    await dialog.getByRole('button', { name: 'Reject and delete' }).click();
    await page.getByRole('status').getByText(`Photo by ${name} rejected and deleted.`).waitFor();
    await page.getByRole('tab', { name: 'Reported (0)' }).waitFor();
    await page.getByText('No photo has open reports.').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Nothing to review');

    // The service deleted it: in no queue, unknown to shoppers.
    expect(await queue('reported')).toEqual([]);
    expect((await fetch(`${base}/api/ugc/media/${photo.id}/streams`)).status).toBe(404);
    // The key stays with the tab: a reload opens the queues again.
    await open(page, '/en-us/moderation');
    await page.getByRole('tab', { name: 'Reported (0)' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });
});
