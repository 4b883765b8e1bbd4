import {
  type Client,
  createBatchEventProcessor,
  createInstance,
  createLogger,
  createPollingProjectConfigManager,
  ERROR,
  type EventDispatcher,
  OptimizelyDecideOption,
  type RequestHandler,
} from '@optimizely/optimizely-sdk/universal';
import { EXPERIMENTS } from '#api/contract/experiments.ts';
import { boundedEventDispatcher } from './eventQueue.ts';
import type { DecideInput, ExperimentRegistry } from './types.ts';
import { logExperimentFailure, validUserAttributes, validUserId } from './validation.ts';

/*
 * The Optimizely SDK in the store's server process: one client per brand, fed by the
 * service (datafile and events in process through the service's own `fetch`, so no outside
 * call and no loopback HTTP). Only the server imports this module: the browser receives the
 * decisions in the loader data and ships no SDK at all.
 */

export interface ExperimentRegistryOptions {
  /** The service's base URL (`…/api`) and the `fetch` that reaches it. */
  baseUrl: string;
  fetch: typeof fetch;
  /** @default spec §9: 5 min */
  datafilePollMs?: number;
  /** @default spec §9: 30 000 ms */
  readyTimeoutMs?: number;
  /** After a failed start (no datafile, invalid one), wait this long before trying again. */
  retryAfterMs?: number;
  now?: () => number;
}

/** The SDK's HTTP hook on a `fetch`: the datafile poll goes to the service in process. */
function fetchRequestHandler(fetcher: typeof fetch, timeoutMs: number): RequestHandler {
  return {
    makeRequest(url, headers, method, data) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const clean: Record<string, string> = {};
      for (const [key, value] of Object.entries(headers)) if (value) clean[key] = value;
      const responsePromise = fetcher(url, {
        method,
        headers: clean,
        body: data ?? null,
        signal: controller.signal,
      })
        .then(async (response) => ({
          statusCode: response.status,
          body: await response.text(),
          headers: Object.fromEntries(response.headers),
        }))
        .finally(() => clearTimeout(timer));
      return { abort: () => controller.abort(), responsePromise };
    },
  };
}

/** Event batches go to the service, which stores them. */
function serviceEventDispatcher(fetcher: typeof fetch, url: string): EventDispatcher {
  return {
    async dispatchEvent(event) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event.params),
      });
      return { statusCode: response.status };
    },
  };
}

interface Entry {
  ready: Promise<Client | null>;
  client?: Client;
  failedAt?: number;
}

export function createExperimentRegistry(options: ExperimentRegistryOptions): ExperimentRegistry {
  const now = options.now ?? Date.now;
  const readyTimeout = options.readyTimeoutMs ?? EXPERIMENTS.readyTimeoutMs;
  const retryAfter = options.retryAfterMs ?? 60_000;
  const entries = new Map<string, Entry>();
  const requestHandler = fetchRequestHandler(options.fetch, EXPERIMENTS.requestTimeoutMs);
  // Spec §9 max queue 10 000: the SDK v6 has no such option; the dispatcher bounds it.
  const dispatcher = boundedEventDispatcher(
    serviceEventDispatcher(options.fetch, `${options.baseUrl}/experiments/v1/events`),
  );
  let closed = false;
  const logger = createLogger({
    level: ERROR,
    logHandler: {
      log: (_level, message) => logExperimentFailure('sdk', message),
    },
  });

  async function start(brand: string, entry: Entry): Promise<Client | null> {
    const datafileUrl = `${options.baseUrl}/experiments/v1/datafiles/%s`;
    let datafile: string;
    try {
      const response = await options.fetch(datafileUrl.replace('%s', brand));
      if (!response.ok) {
        logExperimentFailure('datafile missing', `${brand}: status ${response.status}`);
        entry.failedAt = now();
        return null;
      }
      datafile = await response.text();
    } catch (error) {
      logExperimentFailure('datafile missing', String(error));
      entry.failedAt = now();
      return null;
    }
    // The first datafile comes with the client (ready at once); the SDK polls for new ones.
    const client = createInstance({
      projectConfigManager: createPollingProjectConfigManager({
        sdkKey: brand,
        datafile,
        urlTemplate: datafileUrl,
        updateInterval: options.datafilePollMs ?? EXPERIMENTS.datafilePollMs,
        autoUpdate: true,
        requestHandler,
      }),
      eventProcessor: createBatchEventProcessor({
        eventDispatcher: dispatcher,
        closingEventDispatcher: dispatcher,
        batchSize: EXPERIMENTS.eventBatchSize,
        flushInterval: EXPERIMENTS.eventFlushIntervalMs,
      }),
      logger,
      defaultDecideOptions: [
        OptimizelyDecideOption.ENABLED_FLAGS_ONLY,
        OptimizelyDecideOption.IGNORE_USER_PROFILE_SERVICE,
      ],
      requestHandler,
    });
    try {
      await client.onReady({ timeout: readyTimeout });
      entry.client = client;
      return client;
    } catch (error) {
      // Invalid datafile, onReady timeout: baselines, and a new try later.
      logExperimentFailure('not ready', error instanceof Error ? error.message : String(error));
      entry.failedAt = now();
      void client.close().catch(() => undefined);
      return null;
    }
  }

  function clientFor(brand: string): Promise<Client | null> {
    const known = entries.get(brand);
    if (known && (known.failedAt === undefined || now() - known.failedAt < retryAfter)) {
      return known.ready;
    }
    const entry: Entry = { ready: Promise.resolve(null) };
    entry.ready = start(brand, entry);
    entries.set(brand, entry);
    return entry.ready;
  }

  return {
    async decide(brand: string, input: DecideInput): Promise<Record<string, string>> {
      if (input.flagKeys.length === 0) return {};
      if (!validUserId(input.userId) || !validUserAttributes(input.attributes)) {
        logExperimentFailure('invalid user', 'user id or attributes rejected (spec §5)');
        return {};
      }
      if (closed) {
        logExperimentFailure('instance closed', brand);
        return {};
      }
      const client = await clientFor(brand);
      if (!client) return {};
      try {
        const user = client.createUserContext(input.userId, input.attributes);
        for (const forced of input.forced ?? []) {
          user.setForcedDecision(
            { flagKey: forced.flagKey },
            { variationKey: forced.variationKey },
          );
        }
        const decisions = user.decideForKeys([...input.flagKeys]);
        const chosen: Record<string, string> = {};
        for (const [key, decision] of Object.entries(decisions)) {
          if (decision.enabled && decision.variationKey) chosen[key] = decision.variationKey;
        }
        return chosen;
      } catch (error) {
        // A closed instance, anything else the SDK throws: baselines.
        logExperimentFailure(
          'decide failed',
          error instanceof Error ? error.message : String(error),
        );
        return {};
      }
    },
    async close() {
      closed = true;
      // Clients still starting are closed too, once they have (or have not) started.
      const clients = await Promise.all([...entries.values()].map((entry) => entry.ready));
      await Promise.all(clients.map((client) => client?.close().catch(() => undefined)));
      // What the clients flushed is sent; a later batch (a retry) is not.
      await dispatcher.close();
    },
  };
}
