import { describe, expect, it } from 'vitest';
import {
  notificationChannels,
  notificationTopics,
  updateNotifications,
} from '#api/contract/consumer.ts';
import { seeders } from '../db/seed.ts';
import { signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';

/*
 * Notification preferences (server/consumer/notifications.ts, spec §7 Consumer PUT
 * notification), on PGlite and on PostgreSQL (DATABASE_URL).
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles'].includes(s.name)),
});

async function signedIn(key: string) {
  const agent = server().agent();
  await signInAs(agent, key);
  return agent;
}

const enabledOf = (body: unknown) =>
  (body as { preferences: { channel: string; topic: string; enabled: boolean }[] }).preferences
    .filter((entry) => entry.enabled)
    .map((entry) => `${entry.channel}:${entry.topic}`);

describe('notification preferences', () => {
  it('sets the pairs sent, keeps the others, and answers every pair', async () => {
    const agent = await signedIn('loyalty');
    const first = await agent.send(updateNotifications, {
      body: {
        preferences: [
          { channel: 'email', topic: 'orderUpdates', enabled: true },
          { channel: 'sms', topic: 'backInStock', enabled: true },
        ],
      },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.preferences).toHaveLength(
      notificationChannels.length * notificationTopics.length,
    );
    expect(enabledOf(first.body)).toEqual(['email:orderUpdates', 'sms:backInStock']);

    const second = await agent.send(updateNotifications, {
      body: { preferences: [{ channel: 'sms', topic: 'backInStock', enabled: false }] },
    });
    expect(enabledOf(second.body)).toEqual(['email:orderUpdates']);
    // Nothing sent: a read.
    const read = await agent.send(updateNotifications, { body: { preferences: [] } });
    expect(enabledOf(read.body)).toEqual(['email:orderUpdates']);
    // Another member's are their own.
    const other = await signedIn('employee');
    const theirs = await other.send(updateNotifications, { body: { preferences: [] } });
    expect(enabledOf(theirs.body)).toEqual([]);
  });

  it('refuses a pair sent twice, SMS without a phone on the profile, and guests', async () => {
    const agent = await signedIn('registered');
    const twice = await agent.send(updateNotifications, {
      body: {
        preferences: [
          { channel: 'push', topic: 'loyalty', enabled: true },
          { channel: 'push', topic: 'loyalty', enabled: false },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(errorIdOf(twice)).toBe('API400');
    const sms = await agent.send(updateNotifications, {
      body: { preferences: [{ channel: 'sms', topic: 'priceDrop', enabled: true }] },
    });
    expect(sms.status).toBe(400);
    expect(errorIdOf(sms)).toBe('API400');
    // Nothing of a refused request was kept.
    const read = await agent.send(updateNotifications, { body: { preferences: [] } });
    expect(enabledOf(read.body)).toEqual([]);
    const anonymous = await server()
      .agent()
      .send(updateNotifications, {
        body: { preferences: [] },
      });
    expect(anonymous.status).toBe(401);
  });
});
