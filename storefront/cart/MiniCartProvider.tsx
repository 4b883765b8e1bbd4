import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import type { SiteLocale } from '#i18n/index.ts';
import { MiniCartContext, type MiniCartControl } from '#shopper/index.ts';

/** The mini cart's code is fetched on its first opening (or when the cart link is neared). */
const loadMiniCart = () => import('./MiniCart.tsx');
const MiniCart = lazy(() => loadMiniCart().then((m) => ({ default: m.MiniCart })));

interface MiniCartState {
  isOpen: boolean;
  /** Skus of the lines just added. */
  added: readonly string[];
  /** Opened at least once: mounted from then on, so it can play its closing transition. */
  mounted: boolean;
}

/**
 * The mini cart's state outside React's context values: the context hands down this one
 * object for the page's life, so opening and closing re-render only who subscribes (the
 * cart link, the mini cart), never the sections still waiting to hydrate.
 */
class MiniCartStore implements MiniCartControl {
  /** The header's cart link: the popover hangs from it. */
  readonly ref: RefObject<HTMLAnchorElement | null> = { current: null };
  private state: MiniCartState = { isOpen: false, added: [], mounted: false };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = () => this.state;

  private set(next: Partial<MiniCartState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  readonly open = (added: readonly string[] = []) => {
    void loadMiniCart();
    this.set({ isOpen: true, added, mounted: true });
  };

  readonly setOpen = (isOpen: boolean) => this.set({ isOpen });

  /** Start fetching the mini cart's code (pointer over or focus on the cart link). */
  readonly preload = () => void loadMiniCart();
}

const StoreContext = createContext<MiniCartStore | null>(null);

/** What the header's cart link needs: its ref, whether the mini cart is open, how to open it. */
export function useMiniCartTrigger() {
  const store = useContext(StoreContext);
  const state = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.get ?? closedState,
    store?.get ?? closedState,
  );
  return store
    ? { ref: store.ref, isOpen: state.isOpen, open: store.open, preload: store.preload }
    : null;
}

const closed: MiniCartState = { isOpen: false, added: [], mounted: false };
const closedState = () => closed;
const noSubscription = () => () => {};

/**
 * The store's mini cart for everything below it: `useMiniCart().open(skus)` (blocks, the
 * buy box) and the header's cart link open it.
 */
export function MiniCartProvider({
  locale,
  children,
}: {
  locale: SiteLocale;
  children: ReactNode;
}) {
  const [store] = useState(() => new MiniCartStore());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <StoreContext value={store}>
      <MiniCartContext value={store}>{children}</MiniCartContext>
      {state.mounted ? (
        <Suspense fallback={null}>
          <MiniCart
            isOpen={state.isOpen}
            onOpenChange={store.setOpen}
            locale={locale}
            added={state.added}
            triggerRef={store.ref}
          />
        </Suspense>
      ) : null}
    </StoreContext>
  );
}
