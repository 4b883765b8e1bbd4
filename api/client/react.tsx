import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import type { SiteLocale } from '../contract/common.ts';
import { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

export type ApiProviderProps = {
  children: ReactNode;
} & (
  | { client: ApiClient; baseUrl?: never; locale?: never; options?: never }
  | {
      client?: never;
      /** `/api` in the browser and in stories (MSW answers there). */
      baseUrl: string;
      locale?: SiteLocale;
      /** Other client options (fetch, channel, cookie …). */
      options?: Omit<ApiClientOptions, 'baseUrl' | 'locale'>;
    }
);

/** Provides the one API client to blocks, flows and the storefront. */
export function ApiProvider(props: ApiProviderProps) {
  // The locale may change without a new client (the toolbar, the locale selector).
  const locale = useRef(props.locale);
  useEffect(() => {
    locale.current = props.locale;
  }, [props.locale]);
  const { client: given, baseUrl, options } = props;
  const client = useMemo(
    () =>
      given ??
      createApiClient({ ...options, baseUrl: baseUrl ?? '/api', locale: () => locale.current }),
    [given, baseUrl, options],
  );
  return <ApiClientContext.Provider value={client}>{props.children}</ApiClientContext.Provider>;
}

/** The client of the nearest ApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider> above it');
  return client;
}
