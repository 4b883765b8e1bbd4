/** Spec §9 reload guard: a page reloads itself at most once in this long. */
export const RELOAD_GUARD_MS = 10_000;

const RELOADED_AT = 'cairn.reloadedAt';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reload the page unless it reloaded itself less than RELOAD_GUARD_MS ago (in this tab): a
 * reload that meets the same trouble again (the cart still invalid, a service down) must
 * not loop. Answers whether it reloaded.
 */
export function guardedReload(
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
  storage: Store | undefined = globalThis.sessionStorage,
): boolean {
  try {
    const last = Number(storage?.getItem(RELOADED_AT) ?? 0);
    if (last > 0 && now >= last && now - last < RELOAD_GUARD_MS) return false;
    storage?.setItem(RELOADED_AT, String(now));
  } catch {
    // storage refused (private mode): reload unguarded, as before
  }
  reload();
  return true;
}
