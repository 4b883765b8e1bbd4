import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { CLOUDINARY_DELIVERY_URL } from './videoPlayer.ts';

export interface VideoSettings {
  /** The site's Cloudinary player flag (spec §9). @default false */
  cloudinaryPlayer: boolean;
  /** Where Cloudinary delivers videos. @default 'https://res.cloudinary.com' */
  cloudinaryDeliveryUrl: string;
}

const defaults: VideoSettings = {
  cloudinaryPlayer: false,
  cloudinaryDeliveryUrl: CLOUDINARY_DELIVERY_URL,
};

const Context = createContext<VideoSettings>(defaults);

/** A site with the Cloudinary player on wraps its pages in `<VideoSettingsProvider cloudinaryPlayer>`. */
export function VideoSettingsProvider({
  cloudinaryPlayer = defaults.cloudinaryPlayer,
  cloudinaryDeliveryUrl = defaults.cloudinaryDeliveryUrl,
  children,
}: Partial<VideoSettings> & { children: ReactNode }) {
  const value = useMemo(
    () => ({ cloudinaryPlayer, cloudinaryDeliveryUrl }),
    [cloudinaryPlayer, cloudinaryDeliveryUrl],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useVideoSettings(): VideoSettings {
  return useContext(Context);
}
