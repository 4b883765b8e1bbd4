import { createContext, useContext } from 'react';
import {
  defaultFeatures,
  defaultSettings,
  type SiteFeatures,
  type SiteSettings,
} from './features.ts';

/** The site's settings for everything under the site layout (routes/site.tsx). */
export const SiteFeaturesContext = createContext<SiteFeatures>(defaultFeatures);

export function useSiteFeatures(): SiteFeatures {
  return useContext(SiteFeaturesContext);
}

/** The site's numbers and lists (spec §9, STORE_SETTINGS), beside its switches. */
export const SiteSettingsContext = createContext<SiteSettings>(defaultSettings);

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
