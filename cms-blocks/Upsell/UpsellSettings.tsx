import { createContext, type ReactNode, useContext } from 'react';

export interface UpsellSettings {
  /**
   * Show every product without asking for its stock (spec §4: the check is skipped on the
   * showcase site, where the content preview has no live stock). @default false
   */
  skipInventoryCheck: boolean;
}

const Context = createContext<UpsellSettings>({ skipInventoryCheck: false });

/** The storefront of the showcase site wraps its pages in `<UpsellSettingsProvider skipInventoryCheck>`. */
export function UpsellSettingsProvider({
  skipInventoryCheck,
  children,
}: UpsellSettings & { children: ReactNode }) {
  return <Context.Provider value={{ skipInventoryCheck }}>{children}</Context.Provider>;
}

export function useUpsellSettings(): UpsellSettings {
  return useContext(Context);
}
