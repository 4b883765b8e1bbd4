import {
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { HydrationMode } from '#api/contract/contentSections.ts';
import { typedBeforeHydration, useIsHydrating } from '#components/hydration/index.ts';
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
 * Then React hydrates the boundary as usual.
 *
 * A press that comes while the section waits (its gate open, its block's code still on the
 * way) would be lost: React cannot hydrate the boundary at once and drops the click. So the
 * frame holds such a click (window capture phase, ahead of React's own listener) and
 * presses the same control again once the boundary has hydrated. So too a press that began
 * on the server HTML and ends once hydrated (its code was at hand): the control never saw it
 * begin. Links, fields and labels are left alone: they work from the server HTML.
 *
 * A client-only render (a client-side navigation, Storybook) has no server HTML to keep:
 * every mode renders at once.
 */

export type HydrationState =
  /** Rendered on the client, nothing to hydrate. */
  | 'client'
  /** Server HTML (and the server render), waiting for its trigger. */
  | 'pending'
  /** Server HTML hydrated after its trigger (the boundary committed). */
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

/** Listened to in the capture phase: `focus` does not bubble, and a child may stop the rest. */
const interactionEvents = ['pointerdown', 'pointerover', 'focus', 'keydown', 'touchstart'];
const listening = { capture: true, passive: true } as const;

export interface LazyHydration {
  gate: Gate | null;
  state: HydrationState;
  /** Called by the boundary's content once it has hydrated (stable). */
  onHydrated: () => void;
  /** The gate has opened (a render follows it). */
  opened: boolean;
}

/** What works from the server HTML alone: never held. */
const NATIVE_CONTROLS = 'a[href], input, textarea, select, label, summary, [contenteditable]';

/** A click to press again after hydration: on a control of the section, not on a link. */
function heldTarget(event: MouseEvent, section: HTMLElement): Element | null {
  const target = event.target as Node | null;
  if (!target || !section.contains(target)) return null;
  const element = target.nodeType === 1 ? (target as Element) : target.parentElement;
  // Links, fields, labels and disclosures do their part without script (a link navigates,
  // a checkbox ticks): only what needs the block's code (a button) is held.
  if (!element || element.closest(NATIVE_CONTROLS)) return null;
  return element;
}

/** Press a control again (a virtual click, as assistive technology does). */
function pressAgain(element: Element) {
  if (!element.isConnected) return;
  const view = element.ownerDocument.defaultView;
  element.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view }),
  );
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
  // Opening the gate also renders the frame: see LazyHydrate, which hydrates then.
  const [opened, setOpened] = useState(false);
  const [openGate] = useState(() => () => {
    gate?.open();
    setOpened(true);
  });
  // The server writes `pending`, the same as the hydrating client reads it.
  const [state, setState] = useState<HydrationState>(hydrating ? 'pending' : 'client');
  // What happens between the gate opening and the boundary hydrating: the click held, and
  // how to stop holding.
  const waiting = useRef<{
    hydrated: boolean;
    held: Element | null;
    /** A press began (pointer down) on the server HTML: its click is pressed again too. */
    begunBefore: boolean;
    release: () => void;
    /** Types again what was typed before hydration (see typedBeforeHydration). */
    restoreTyped: () => void;
  }>({
    hydrated: false,
    held: null,
    begunBefore: false,
    release: () => {},
    restoreTyped: () => {},
  });
  const [onHydrated] = useState(() => () => {
    const now = waiting.current;
    if (now.hydrated) return;
    now.hydrated = true;
    // A press under way keeps the hold until its click: see the effect below.
    if (!now.begunBefore) now.release();
    // A transition: called from the boundary's layout effect, a plain update would be
    // synchronous, rendering the page again in the hydration's commit (for an attribute).
    startTransition(() => setState('hydrated'));
    const held = now.held;
    now.held = null;
    queueMicrotask(now.restoreTyped);
    if (held) queueMicrotask(() => pressAgain(held));
  });

  useEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!gate || !element || !view || mode === 'never' || waiting.current.hydrated) return;
    // A press that began before hydration and ends after it (the code was there, hydration
    // took less than the press) is lost as well: the control's code never saw it begin. Its
    // click is held and pressed again like one that came before.
    const began = (event: PointerEvent) => {
      const now = waiting.current;
      if (now.hydrated) {
        // A new press on the hydrated section: nothing to hold any more.
        now.begunBefore = false;
        now.release();
        return;
      }
      now.begunBefore = element.contains(event.target as Node | null);
    };
    const hold = (event: MouseEvent) => {
      const now = waiting.current;
      if (now.hydrated && !now.begunBefore) return;
      now.begunBefore = false;
      const held = heldTarget(event, element);
      if (now.hydrated) now.release();
      if (!held) return;
      event.preventDefault();
      event.stopPropagation();
      if (now.hydrated) {
        queueMicrotask(() => pressAgain(held));
        return;
      }
      now.held = held;
      openGate();
    };
    view.addEventListener('pointerdown', began, true);
    view.addEventListener('click', hold, true);
    const typed = typedBeforeHydration(element);
    waiting.current.restoreTyped = typed.restore;
    const release = () => {
      view.removeEventListener('pointerdown', began, true);
      view.removeEventListener('click', hold, true);
    };
    waiting.current.release = release;
    return () => {
      release();
      typed.stop();
    };
  }, [gate, mode, ref, openGate]);

  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.isOpen || !element) return;
    const open = openGate;
    if (mode === 'visible') {
      if (typeof IntersectionObserver === 'undefined') {
        open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            // Coming into view is not a response to the shopper: a transition, so React
            // hydrates in short slices. A plain update here is of the default lane, which
            // React renders in one task (and together with any synchronous update pending,
            // a store's or a query's): a grid's first rows were one long task on a phone.
            // A press meanwhile still hydrates at once (`hold` opens the gate itself).
            startTransition(open);
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
  }, [gate, mode, ref, visibleMarginPx, openGate]);

  return { gate, state, onHydrated, opened };
}

/** Tells the frame its boundary has hydrated: its layout effect runs in that commit. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return null;
}

/** Suspends while the gate is closed, keeping the server HTML of what it wraps. */
export function HydrationGate({
  gate,
  onHydrated,
  children,
}: {
  gate: Gate | null;
  onHydrated: () => void;
  children: ReactNode;
}) {
  if (gate && !gate.isOpen) use(gate.promise);
  return (
    <>
      {children}
      {gate && <Hydrated onHydrated={onHydrated} />}
    </>
  );
}

export interface LazyHydrateProps {
  /** What opens the gate: coming into view (with `marginPx`), or the first interaction. */
  when: Exclude<HydrationMode, 'never'>;
  /** How far before the viewport `visible` opens. @default 0 */
  marginPx?: number;
  /**
   * What `render` reads. The same values keep the same elements, so a subtree still waiting
   * keeps its server HTML while the page around it renders again.
   */
  deps: readonly unknown[];
  render: () => ReactNode;
  className?: string;
}

/**
 * Lazy hydration for any part of a page (a product card far down a grid), the way content
 * sections have it: the server HTML shows at once, the part hydrates when its trigger
 * comes, and a press made before is held and pressed again. When `deps` change before then
 * (new data for it), it hydrates at once: React would otherwise throw its server HTML away.
 */
export function LazyHydrate({ when, marginPx = 0, deps, render, className }: LazyHydrateProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { gate, state, onHydrated, opened } = useLazyHydration(ref, when, marginPx);
  const first = useRef(deps);
  if (gate && !gate.isOpen && first.current !== deps && changed(first.current, deps)) gate.open();
  // New elements once the gate opens: React hydrates a waiting boundary that receives an
  // update at that update's priority, at once. Left alone, it would hydrate at idle priority
  // (its gate's promise only pings it), which a busy page can put off until the shopper
  // next scrolls or types. The code is at hand, so it hydrates (not renders anew).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` stand for what render reads
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <HydrationGate gate={gate} onHydrated={onHydrated}>
          {render()}
        </HydrationGate>
      </Suspense>
    ),
    [gate, onHydrated, opened, ...deps],
  );
  return (
    <div ref={ref} className={className} data-hydration={state}>
      {content}
    </div>
  );
}

function changed(before: readonly unknown[], after: readonly unknown[]): boolean {
  return before.length !== after.length || before.some((value, i) => !Object.is(value, after[i]));
}
