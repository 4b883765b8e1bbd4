import type { BrandTokenOverrides } from '../../base.ts';

/** Ridgeline: outdoor apparel. Forest green on granite, Inter, squared-off shapes. */
export const ridgelineTokens = {
  color: {
    foreground: {
      brandAccent: '#1d5c3f',
      brandAccentHover: '#154730',
      link: '#1d5c3f',
      linkHover: '#0f3523',
      formAccent: '#1d5c3f',
    },
    background: {
      brandAccent: '#1d5c3f',
      brandAccentHover: '#154730',
      brandAccentActive: '#0f3523',
      brandAccentSoft: '#e7f1ec',
      formAccent: '#1d5c3f',
      formAccentHover: '#154730',
      formAccentSoft: '#e7f1ec',
      promo: '#1d5c3f',
    },
    border: { brandAccent: '#1d5c3f', formAccent: '#1d5c3f', focus: '#1d5c3f' },
  },
  radius: { small: '2px', standard: '2px', large: '4px', action: '2px' },
  focusRing: { color: '#1d5c3f' },
} satisfies BrandTokenOverrides;
