// A port for a server of the tests or the benchmarks to listen on.
import { createServer } from 'node:net';

/** A port nothing listens on, as the system hands one out (never a guess in its ephemeral range). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
