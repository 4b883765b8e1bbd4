import { createContext, useContext } from 'react';
import { defaultFeatures, type SiteFeatures } from './features.ts';

/** The site's settings for everything under the site layout (routes/site.tsx). */
export const SiteFeaturesContext = createContext<SiteFeatures>(defaultFeatures);

export function useSiteFeatures(): SiteFeatures {
  return useContext(SiteFeaturesContext);
}
