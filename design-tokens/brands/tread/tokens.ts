import type { BrandTokenOverrides } from '../../base.ts';

/**
 * Tread: trail and hiking footwear. Ember orange on charcoal, Barlow with condensed
 * upper-case headings, rounded pill-shaped controls.
 */
export const treadTokens = {
  color: {
    foreground: {
      neutral: '#222020',
      neutralSoft: '#5a5451',
      brandAccent: '#a63c06',
      brandAccentHover: '#832f04',
      link: '#a63c06',
      linkHover: '#6b2703',
      formAccent: '#222020',
      price: '#222020',
      priceSale: '#a3200f',
      critical: '#a3200f',
      disabled: '#6e6763',
    },
    background: {
      body: '#fffdfa',
      surface: '#fffdfa',
      neutral: '#222020',
      neutralSoft: '#f5f1ec',
      neutralHover: '#ebe5de',
      brandAccent: '#a63c06',
      brandAccentHover: '#832f04',
      brandAccentActive: '#6b2703',
      brandAccentSoft: '#fbeee6',
      formAccent: '#222020',
      formAccentHover: '#3d3a39',
      formAccentSoft: '#f5f1ec',
      critical: '#a3200f',
      criticalHover: '#7f1a0c',
      criticalSoft: '#fcebe8',
      promo: '#222020',
      skeleton: '#ebe5de',
      disabled: '#ebe5de',
    },
    border: {
      neutral: '#ddd5cd',
      neutralStrong: '#6e6763',
      field: '#6e6763',
      fieldHover: '#222020',
      brandAccent: '#a63c06',
      formAccent: '#222020',
      critical: '#a3200f',
      focus: '#a63c06',
    },
  },
  font: {
    family: {
      body: "'Barlow', 'Helvetica Neue', Arial, sans-serif",
      heading: "'Barlow Condensed', 'Arial Narrow', Arial, sans-serif",
    },
    weight: { medium: '600', strong: '700' },
    letterSpacing: { heading: '0.02em', eyebrow: '0.12em', button: '0.04em' },
    textTransform: { heading: 'uppercase', button: 'uppercase' },
  },
  heading: {
    h1: { fontSize: '2.75rem', lineHeight: '3rem' },
    h2: { fontSize: '2rem', lineHeight: '2.375rem' },
    h3: { fontSize: '1.5rem', lineHeight: '1.875rem' },
    h4: { fontSize: '1.25rem', lineHeight: '1.5rem' },
  },
  // Fields and cards are rounded; buttons are pills.
  radius: { small: '4px', standard: '8px', large: '16px', action: '9999px' },
  focusRing: { color: '#a63c06' },
} satisfies BrandTokenOverrides;
