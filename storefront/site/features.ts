import { type Brand, brands, pageQuery } from '#api/contract/common.ts';
import { defaultToastConfig } from '#components/Toast/toastConfig.ts';
import { FAVORITES_PAGE_SIZE, SAVED_FOR_LATER_PAGE_SIZE } from '#shopper/listPageSizes.ts';
import {
  defaultInteractionOrigins,
  type InteractionOrigin,
  interactionOrigins,
} from '../analytics/dataLayer.ts';

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

/** Spec §9 store settings that are numbers or lists ("from config"), beside the switches. */
export interface SiteSettings {
  /** Spec §9 "dismiss delay from config": milliseconds a toast stays (the kit's queue times it). */
  toastDismissDelay: number;
  /** Spec §9: saved items per page (the cart page's list and the cart calls' answers). */
  savedForLaterPageSize: number;
  /** Spec §9: favorites per page (the hearts and the favorites page read the list by pages). */
  favoritesPageSize: number;
  /**
   * Spec §9 "default interaction origins include search, grid, finders": where a shopper
   * came to a product from, which the product page's view reports (analytics/dataLayer.ts).
   */
  interactionOrigins: readonly InteractionOrigin[];
}

export const defaultSettings: Readonly<SiteSettings> = Object.freeze({
  toastDismissDelay: defaultToastConfig.dismissAfterMs,
  savedForLaterPageSize: SAVED_FOR_LATER_PAGE_SIZE,
  favoritesPageSize: FAVORITES_PAGE_SIZE,
  interactionOrigins: defaultInteractionOrigins,
});

/** Settings for every brand, and over them a brand's own. */
export interface SettingTable {
  all: Partial<SiteSettings>;
  brands: Partial<Record<Brand, Partial<SiteSettings>>>;
}

type NumericSetting = Exclude<keyof SiteSettings, 'interactionOrigins'>;

/** What each number may be: a page the service gives (its `count`), a toast one can read. */
const numberRules: Record<NumericSetting, { accepts: (value: number) => boolean; says: string }> = {
  toastDismissDelay: {
    accepts: (value) => value >= 1000 && value <= 600_000,
    says: 'milliseconds from 1000 to 600000',
  },
  savedForLaterPageSize: {
    accepts: (value) => pageQuery.shape.count.safeParse(value).success,
    says: 'a page size the service gives (1 to 100)',
  },
  favoritesPageSize: {
    accepts: (value) => pageQuery.shape.count.safeParse(value).success,
    says: 'a page size the service gives (1 to 100)',
  },
};

const settingNames = Object.keys(defaultSettings) as (keyof SiteSettings)[];

function settingError(entry: string, why: string): Error {
  return new Error(
    `STORE_SETTINGS holds ${entry}: ${why} (like toastDismissDelay=8000, tread.favoritesPageSize=60 or interactionOrigins=search|grid; settings: ${settingNames.join(', ')})`,
  );
}

/** A setting's value as written: an integer, or origins separated by `|` (none: empty). */
function settingValue(name: keyof SiteSettings, text: string, entry: string) {
  if (name === 'interactionOrigins') {
    const origins = text === '' ? [] : text.split('|').map((origin) => origin.trim());
    const unknown = origins.find(
      (origin) => !(interactionOrigins as readonly string[]).includes(origin),
    );
    if (unknown !== undefined) {
      throw settingError(entry, `${unknown} is not an origin (${interactionOrigins.join(', ')})`);
    }
    return [...new Set(origins)] as InteractionOrigin[];
  }
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || !numberRules[name].accepts(value)) {
    throw settingError(entry, `${name} takes ${numberRules[name].says}`);
  }
  return value;
}

/**
 * `STORE_SETTINGS=toastDismissDelay=8000,tread.favoritesPageSize=60,interactionOrigins=search|grid`:
 * a setting for every brand, or `brand.setting` for one. Throws on an entry it cannot read
 * or a value out of its range, so a typo does not silently leave the default.
 */
export function settingTableOf(value: string | undefined): SettingTable {
  const table: SettingTable = { all: {}, brands: {} };
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const match = /^\s*(?:([a-z]+)\.)?(\w+)\s*=(.*)$/.exec(entry);
    const brand = match?.[1];
    const name = match?.[2] as keyof SiteSettings | undefined;
    if (!match || !name || !settingNames.includes(name)) {
      throw settingError(entry.trim(), 'not a setting');
    }
    if (brand !== undefined && !(brands as readonly string[]).includes(brand)) {
      throw settingError(entry.trim(), `${brand} is not a brand (${brands.join(', ')})`);
    }
    const setting = { [name]: settingValue(name, (match[3] ?? '').trim(), entry.trim()) };
    if (brand) table.brands[brand as Brand] = { ...table.brands[brand as Brand], ...setting };
    else Object.assign(table.all, setting);
  }
  return table;
}

/** The settings of a brand's sites. */
export function settingsFor(table: SettingTable, brand: Brand): SiteSettings {
  return { ...defaultSettings, ...table.all, ...table.brands[brand] };
}
