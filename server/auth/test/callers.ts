import { getDevOutbox } from '#api/contract/internal.ts';
import type { TestAgent, TestServer } from '../../test/harness.ts';

/**
 * The callers the auth tests share: `freshAgent` gives each test its own client address
 * (X-Forwarded-For, the server trusting one proxy), so the per-address throttles stay out
 * of the way; `outbox` reads the mails sent to a recipient.
 */
export function authCallers(server: () => TestServer) {
  let ipCounter = 0;
  function freshAgent(): TestAgent {
    const agent = server().agent();
    const ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
    const send = agent.send.bind(agent);
    agent.send = (route, input = {}) =>
      send(route, { ...input, headers: { 'x-forwarded-for': ip, ...input.headers } });
    return agent;
  }
  async function outbox(recipient: string) {
    const result = await server().agent().send(getDevOutbox, { query: { recipient } });
    return result.body.messages;
  }
  return { freshAgent, outbox };
}
