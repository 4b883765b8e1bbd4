import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** One instance's snapshots: whether it was hydrated from server HTML (or rendered there). */
function hydrationSnapshots() {
  let hydrated = false;
  return {
    client: () => hydrated,
    server: () => {
      hydrated = true;
      return true;
    },
  };
}

/**
 * True when this instance was hydrated from server HTML (and on the server); false when it
 * was rendered on the client. `useSyncExternalStore` reads the server snapshot exactly in
 * those two. The client snapshot then answers the same for the instance: were it a plain
 * `false`, React would find the store changed after the hydration's commit and render every
 * such component again, synchronously, in the commit's task, for a value read only at mount.
 */
export function useIsHydrating(): boolean {
  const [snapshots] = useState(hydrationSnapshots);
  return useSyncExternalStore(noSubscription, snapshots.client, snapshots.server);
}
