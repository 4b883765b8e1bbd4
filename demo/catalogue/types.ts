import type {
  AddressRules,
  Brand,
  CatalogueLanguage,
  ColorFamily,
  Currency,
  OpeningHoursEntry,
  ProductBadge,
  ProductType,
  SizedProductType,
  StoreAddress,
} from '#api/contract/index.ts';

/**
 * The demo catalogue as source data: every text in every catalogue language, every price in
 * every currency, in integer minor units (cents). The service seeds its tables from it and
 * the MSW handlers answer from it; both shape it into the contract's responses.
 */
export type Localized = Record<CatalogueLanguage, string>;

export type Gender = 'men' | 'women' | 'unisex';

/** Which size label a site shows: the US, UK or EU system (only footwear differs). */
export type SizeSystem = 'us' | 'uk' | 'eu';

export interface CatalogueCategory {
  id: string;
  parentId: string | null;
  level: 1 | 2 | 3;
  /** Order among siblings. */
  position: number;
  name: Localized;
  slug: Localized;
}

export interface CatalogueColor {
  code: string;
  name: Localized;
  family: ColorFamily;
  /** `#rrggbb`: the swatch and the artwork's main colour. */
  swatch: string;
  /** `#rrggbb`: trims, zips and soles in the artwork. */
  accent: string;
}

export interface CatalogueSize {
  code: string;
  labels: Record<SizeSystem, string>;
  /** Sort key across all size systems (XS < S < … ; 5 < 5.5 < …). */
  order: number;
}

/** One price of one variant in one currency, minor units. */
export interface VariantPrice {
  /** List price. */
  list: number;
  /** Markdown price, null when not on sale. */
  sale: number | null;
  /** Lowest price of the last 30 days (EU price indication rules). */
  historicBest: number;
  /** The best price of the previous sale, null when there was none. */
  previousBestSale: number | null;
}

export interface CatalogueVariant {
  sku: string;
  upc: string;
  color: string;
  size: string;
  prices: Record<Currency, VariantPrice>;
  /** Units available online. */
  stock: number;
}

export interface CatalogueProductColor extends CatalogueColor {
  /** Image public ids of the image route, front view first. */
  images: string[];
}

export interface CatalogueProduct {
  id: string;
  brand: Brand;
  productType: ProductType;
  gender: Gender;
  /** The leaf (level 3) category. */
  categoryId: string;
  /** The proper name shared by every language ("Talus"). */
  model: string;
  name: Localized;
  slug: Localized;
  description: Localized;
  features: Record<CatalogueLanguage, string[]>;
  eyebrow: Localized | null;
  badge: ProductBadge | null;
  isNew: boolean;
  /** YYYY-MM-DD. */
  releaseDate: string;
  /** Units sold in the last 90 days: the popularity ranking and "best seller". */
  unitsSold: number;
  colors: CatalogueProductColor[];
  sizes: CatalogueSize[];
  variants: CatalogueVariant[];
}

/** A product the generator draws from the category plans: every type that comes in sizes. */
export type GeneratedProduct = CatalogueProduct & { productType: SizedProductType };

export interface CatalogueProductSet {
  id: string;
  name: Localized;
  description: Localized;
  /** Master ids, in display order. */
  productIds: string[];
  /** The first product's front image. */
  image: string;
}

export interface CatalogueStore {
  id: string;
  name: string;
  brands: Brand[];
  address: StoreAddress;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  openingHours: OpeningHoursEntry[];
  services: ('pickup' | 'shipToStore' | 'returns' | 'repairs' | 'rentals')[];
}

export interface CatalogueEmployee {
  employeeId: string;
  storeId: string;
  firstName: string;
  lastName: string;
  active: boolean;
}

export interface CatalogueStoreStock {
  storeId: string;
  sku: string;
  quantity: number;
}

export interface CatalogueCollectionPoint {
  id: string;
  name: string;
  type: 'locker' | 'partner';
  carrier: string;
  address: StoreAddress;
  latitude: number;
  longitude: number;
  openingHours: OpeningHoursEntry[];
}

/** A postal-code prefix and the centre of its area: the demo geocoder. */
export interface CataloguePostalArea {
  country: string;
  prefix: string;
  latitude: number;
  longitude: number;
}

export interface CatalogueReview {
  id: string;
  productId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** The language it was written in; the others are its translations. */
  language: CatalogueLanguage;
  title: Localized;
  text: Localized;
  nickname: string;
  location: string | null;
  /** ISO date-time. */
  createdAt: string;
  verifiedPurchase: boolean;
  recommended: boolean;
  fit: 'small' | 'true' | 'large' | null;
  helpfulVotes: number;
  unhelpfulVotes: number;
  /** Flags already raised by shoppers (reasons); 3 or more hide the review. */
  flags: ('offensive' | 'spam' | 'offTopic' | 'personalInformation' | 'other')[];
}

export interface CatalogueAnswer {
  id: string;
  text: string;
  nickname: string;
  isStaff: boolean;
  createdAt: string;
  helpfulVotes: number;
  unhelpfulVotes: number;
}

export interface CatalogueQuestion {
  id: string;
  productId: string;
  language: CatalogueLanguage;
  text: string;
  nickname: string;
  email: string;
  createdAt: string;
  answers: CatalogueAnswer[];
}

export interface CatalogueCountry {
  code: string;
  /** The site locales whose country list holds this country. */
  sites: string[];
  shipping: AddressRules;
  billing: AddressRules;
  /** Province names in other languages, by language then code (the rules hold the English). */
  provinceNames: Partial<Record<CatalogueLanguage, Record<string, string>>>;
  minimumAge: number;
  dateFormat: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'DD.MM.YYYY';
}

export interface CataloguePhoneCountry {
  code: string;
  dialCode: string;
  mask: string;
}

export interface Catalogue {
  categories: CatalogueCategory[];
  products: CatalogueProduct[];
  productSets: CatalogueProductSet[];
  stores: CatalogueStore[];
  employees: CatalogueEmployee[];
  storeStock: CatalogueStoreStock[];
  collectionPoints: CatalogueCollectionPoint[];
  postalAreas: CataloguePostalArea[];
  reviews: CatalogueReview[];
  questions: CatalogueQuestion[];
  countries: CatalogueCountry[];
  phoneCountries: CataloguePhoneCountry[];
}
