import { type Brand, brands } from '#api/contract/common.ts';

/** Spec §6 site settings the store honours. */
export interface SiteFeatures {
  /** Sign-up open to new shoppers; off hides every way in (links, page, dialog). */
  allowNewSignUp: boolean;
  /** The header's account entry opens the simplified enrollment instead of sign-in. */
  simplifiedEnrollment: boolean;
  /** Spec §4: a member with a main card and address goes straight to the summary. */
  expressCheckout: boolean;
  /**
   * The personalization engine (`engine/v1/decide`) is active: off, experiences of the
   * personalization vendor are skipped (spec §4) and the engine is not called.
   */
  personalizationEngine: boolean;
  /**
   * Spec §9: videos play in the Cloudinary player (its delivery URL) when this is on, the
   * asset exists and the video is over 30 s; otherwise the native player with our files.
   */
  cloudinaryPlayer: boolean;
  /** Spec §4: after sign-up the interests dialog opens (under the rule of the next setting). */
  interestCollection: boolean;
  /** Spec §4: the interests are asked only of shoppers who accepted the newsletter. */
  interestsDependOnNewsletter: boolean;
  /** Spec §2: the sign-in form's marketing section (why create an account). */
  signInMarketing: boolean;
  /** Spec §2: the join-loyalty button inside the sign-in dialog (with sign-up open). */
  joinLoyaltyInSignIn: boolean;
  /**
   * Spec §2: the sign-in dialog's sign-up step is the compact form (email, password, name,
   * postal code); the member completes the profile later (spec §5 partially enrolled). Off,
   * the standard form. The sign-up page is always the standard form.
   */
  compactSignUpInDialog: boolean;
  /** Spec §6: sign-up's already-a-member link to sign-in ("can be hidden by configuration"). */
  signUpSignInLink: boolean;
}

export const defaultFeatures: Readonly<SiteFeatures> = Object.freeze({
  allowNewSignUp: true,
  simplifiedEnrollment: false,
  expressCheckout: true,
  personalizationEngine: true,
  cloudinaryPlayer: false,
  interestCollection: true,
  interestsDependOnNewsletter: false,
  signInMarketing: true,
  joinLoyaltyInSignIn: true,
  compactSignUpInDialog: true,
  signUpSignInLink: true,
});

/** Settings for every brand, and over them a brand's own. */
export interface FeatureTable {
  all: Partial<SiteFeatures>;
  brands: Partial<Record<Brand, Partial<SiteFeatures>>>;
}

const names = Object.keys(defaultFeatures) as (keyof SiteFeatures)[];

/**
 * `STORE_FEATURES=allowNewSignUp=false,tread.simplifiedEnrollment=true`: a setting for every
 * brand, or `brand.setting` for one. Throws on an entry it cannot read, so a typo does not
 * silently leave sign-up open.
 */
export function featureTableOf(value: string | undefined): FeatureTable {
  const table: FeatureTable = { all: {}, brands: {} };
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const match = /^\s*(?:([a-z]+)\.)?(\w+)\s*=\s*(true|false)\s*$/.exec(entry);
    const brand = match?.[1];
    const name = match?.[2] as keyof SiteFeatures | undefined;
    if (
      !match ||
      !name ||
      !names.includes(name) ||
      (brand !== undefined && !(brands as readonly string[]).includes(brand))
    ) {
      throw new Error(
        `STORE_FEATURES holds ${entry.trim()}, not a setting like allowNewSignUp=false or tread.simplifiedEnrollment=true (${names.join(', ')})`,
      );
    }
    const value = match[3] === 'true';
    if (brand) table.brands[brand as Brand] = { ...table.brands[brand as Brand], [name]: value };
    else table.all[name] = value;
  }
  return table;
}

/** The settings of a brand's sites. */
export function featuresFor(table: FeatureTable, brand: Brand): SiteFeatures {
  return { ...defaultFeatures, ...table.all, ...table.brands[brand] };
}
