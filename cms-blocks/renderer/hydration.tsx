import {
  type ReactNode,
  type RefObject,
  use,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { HydrationMode } from '#api/contract/contentSections.ts';
import { RendererContext } from './context.tsx';

/*
 * Lazy hydration of content sections (spec §2: never, visible, interaction).
 *
 * On the server every section renders. When the client hydrates that HTML, a section's
 * content sits in a Suspense boundary behind a gate: while the gate is closed the content
 * suspends, so React keeps the server HTML as it is (visible, links working, not yet
 * interactive) instead of hydrating it. The gate opens
 * - `never`: not at all (static content keeps its server HTML and costs no JavaScript work),
 * - `visible`: when the section comes within its margin of the viewport,
 * - `interaction`: on the first pointer, focus or key event inside the section.
 * Then React hydrates the boundary as usual (and replays the event that opened it).
 *
 * A client-only render (a client-side navigation, Storybook) has no server HTML to keep:
 * every mode renders at once.
 */

export type HydrationState =
  /** Rendered on the client, nothing to hydrate. */
  | 'client'
  /** Server HTML (and the server render), waiting for its trigger. */
  | 'pending'
  /** Server HTML hydrated after its trigger. */
  | 'hydrated';

interface Gate {
  promise: Promise<void>;
  open: () => void;
  isOpen: boolean;
}

function createGate(): Gate {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    promise,
    isOpen: false,
    open() {
      if (gate.isOpen) return;
      gate.isOpen = true;
      resolve();
    },
  };
  return gate;
}

const noSubscription = () => () => {};

/**
 * True while React hydrates server HTML (and on the server); false in a client render.
 * `useSyncExternalStore` reads the server snapshot exactly during those two.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** Listened to in the capture phase: `focus` does not bubble, and a child may stop the rest. */
const interactionEvents = ['pointerdown', 'pointerover', 'focus', 'keydown', 'touchstart'];
const listening = { capture: true, passive: true } as const;

export interface LazyHydration {
  gate: Gate | null;
  state: HydrationState;
}

/** The gate of one section, opened by its trigger on the section's element. */
export function useLazyHydration(
  ref: RefObject<HTMLElement | null>,
  mode: HydrationMode,
  visibleMarginPx = 0,
): LazyHydration {
  const hydrating = useIsHydrating();
  const { serverRender } = useContext(RendererContext);
  const onServer = serverRender ?? typeof window === 'undefined';
  // Decided once, in the first render: a server render, hydration, or a client render.
  const [gate] = useState(() => (hydrating && !onServer ? createGate() : null));
  // The server writes `pending`, the same as the hydrating client reads it.
  const [state, setState] = useState<HydrationState>(hydrating ? 'pending' : 'client');

  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.isOpen || !element) return;
    const open = () => {
      gate.open();
      setState('hydrated');
    };
    if (mode === 'visible') {
      if (typeof IntersectionObserver === 'undefined') {
        open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            open();
          }
        },
        // The section's own document as root: its viewport, with the margin, even when the
        // page runs in a frame (CMS preview, Storybook), where the implicit root is the top one.
        { root: element.ownerDocument, rootMargin: `${Math.max(0, visibleMarginPx)}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }
    if (mode === 'interaction') {
      const stop = () => {
        for (const type of interactionEvents) {
          element.removeEventListener(type, onInteraction, listening);
        }
      };
      const onInteraction = () => {
        stop();
        open();
      };
      for (const type of interactionEvents) {
        element.addEventListener(type, onInteraction, listening);
      }
      return stop;
    }
    return undefined;
  }, [gate, mode, ref, visibleMarginPx]);

  return { gate, state };
}

/** Suspends while the gate is closed, keeping the server HTML of what it wraps. */
export function HydrationGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.isOpen) use(gate.promise);
  return children;
}
