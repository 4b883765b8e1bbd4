/**
 * The default token set. Every brand is a typed override of this object
 * (`brands/<brand>/tokens.ts`); the theme contract is derived from its shape.
 * Colours carry semantic names: a component asks for `brandAccent`, never for "green".
 */
export const baseTokens = {
  color: {
    foreground: {
      neutral: '#1f2326',
      neutralSoft: '#555d63',
      neutralInverted: '#ffffff',
      brandAccent: '#1d5c3f',
      brandAccentHover: '#154730',
      onBrandAccent: '#ffffff',
      critical: '#b3261e',
      positive: '#1e6b34',
      caution: '#7a4d00',
      info: '#1a5494',
      link: '#1a5494',
      linkHover: '#0f3a69',
      formAccent: '#1a5494',
      onFormAccent: '#ffffff',
      price: '#1f2326',
      priceSale: '#b3261e',
      disabled: '#6b7379',
    },
    background: {
      body: '#ffffff',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      neutral: '#1f2326',
      neutralSoft: '#f2f4f5',
      neutralHover: '#e6e9eb',
      brandAccent: '#1d5c3f',
      brandAccentHover: '#154730',
      brandAccentActive: '#0f3523',
      brandAccentSoft: '#e7f1ec',
      formAccent: '#1a5494',
      formAccentHover: '#124178',
      formAccentSoft: '#e6eef8',
      critical: '#b3261e',
      criticalHover: '#8f1f19',
      criticalSoft: '#fcebea',
      positive: '#1e6b34',
      positiveSoft: '#e8f4ec',
      caution: '#f2b233',
      cautionSoft: '#fdf3de',
      info: '#1a5494',
      infoSoft: '#e6eef8',
      promo: '#1f2326',
      disabled: '#e6e9eb',
      skeleton: '#e6e9eb',
      overlay: 'rgba(17, 20, 22, 0.55)',
    },
    border: {
      neutral: '#d5dadd',
      neutralStrong: '#6b7379',
      field: '#6b7379',
      fieldHover: '#1f2326',
      brandAccent: '#1d5c3f',
      formAccent: '#1a5494',
      critical: '#b3261e',
      positive: '#1e6b34',
      caution: '#7a4d00',
      focus: '#1a5494',
    },
  },
  font: {
    family: {
      body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      heading: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    weight: { regular: '400', medium: '500', strong: '700' },
    /** `button`: tracking of button and tab labels (upper-case labels need air). */
    letterSpacing: { heading: '-0.01em', eyebrow: '0.08em', button: 'normal' },
    textTransform: { heading: 'none', button: 'none', eyebrow: 'uppercase' },
  },
  text: {
    xsmall: { fontSize: '0.75rem', lineHeight: '1rem' },
    small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
    standard: { fontSize: '1rem', lineHeight: '1.5rem' },
    large: { fontSize: '1.125rem', lineHeight: '1.75rem' },
  },
  heading: {
    h1: { fontSize: '2.25rem', lineHeight: '2.75rem' },
    h2: { fontSize: '1.75rem', lineHeight: '2.25rem' },
    h3: { fontSize: '1.375rem', lineHeight: '1.875rem' },
    h4: { fontSize: '1.125rem', lineHeight: '1.5rem' },
  },
  space: {
    none: '0px', // with a unit: it also appears in calc() sums (a carousel's gaps)
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '0.75rem',
    gutter: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4rem',
  },
  radius: {
    none: '0',
    small: '2px',
    standard: '4px',
    large: '8px',
    full: '9999px',
    /** Buttons and other pressable actions: squared, rounded or pill, per brand. */
    action: '4px',
  },
  borderWidth: { standard: '1px', strong: '2px' },
  shadow: {
    small: '0 1px 2px rgba(17, 20, 22, 0.12)',
    medium: '0 4px 12px rgba(17, 20, 22, 0.14)',
    large: '0 12px 32px rgba(17, 20, 22, 0.2)',
  },
  zIndex: {
    base: '0',
    raised: '1',
    dropdown: '100',
    sticky: '200',
    header: '300',
    overlay: '400',
    modal: '500',
    popover: '600',
    toast: '700',
    skipLink: '800',
  },
  motion: {
    duration: { fast: '150ms', dialog: '250ms', slow: '400ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
  /** `colorInverted` is the ring on dark surfaces (dark banners, the promo bar, dark panels). */
  focusRing: { width: '2px', offset: '2px', color: '#1a5494', colorInverted: '#ffffff' },
  size: {
    touchTarget: '2.75rem',
    fieldHeight: '2.75rem',
    buttonSmall: '2rem',
    buttonStandard: '2.75rem',
    buttonLarge: '3.25rem',
    iconSmall: '1rem',
    iconStandard: '1.25rem',
    iconLarge: '1.5rem',
    contentMaxWidth: '90rem',
    dialogSmall: '25rem',
    dialogStandard: '36rem',
    dialogLarge: '54rem',
    panelSmall: '22.5rem',
    panelStandard: '27rem',
    panelLarge: '36rem',
    toast: '22.5rem',
    megaMenuBar: '2.35rem',
    captionMaxWidth: '9.375rem',
    promoBarMaxWidth: '548px',
    /** The tallest a hero picture grows, and any other banner picture: a share of the screen. */
    heroMaxHeight: '70svh',
    mediaMaxHeight: '60svh',
    /** A readable line length for display text (banner titles and subtitles, intros). */
    textMeasure: '40rem',
    /** Mega menu flyout: at most this tall (it scrolls inside), its banner card this wide. */
    flyoutMaxHeight: '70svh',
    flyoutBannerWidth: '17.5rem',
    visualSelector: '5.5rem',
  },
  /** Crops of content pictures, from tall to slim (CSS `aspect-ratio` values). */
  aspectRatio: {
    portrait: '4 / 5',
    square: '1 / 1',
    landscape: '4 / 3',
    wide: '16 / 9',
    banner: '2 / 1',
    panorama: '21 / 9',
    strip: '4 / 1',
    ribbon: '8 / 1',
  },
};

export type Tokens = typeof baseTokens;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What a brand may override: any subset of the base tokens, with the same types. */
export type BrandTokenOverrides = DeepPartial<Tokens>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Applies a brand's overrides on top of the base tokens without mutating either. */
export function makeTokens(overrides: BrandTokenOverrides): Tokens {
  const merge = (base: Record<string, unknown>, over: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) {
      const current = base[key];
      out[key] = isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value;
    }
    return out;
  };
  return merge(baseTokens, overrides) as Tokens;
}
