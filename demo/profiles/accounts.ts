import type { SiteLocale } from '#api/contract/common.ts';
import type {
  ConsumerAddress,
  ConsumerProfile,
  ConsumerSubscription,
} from '#api/contract/consumer.ts';

/** The password of every demo account and associate (demo/README.md). */
export const DEMO_PASSWORD = 'Cairn-Demo-2026';

export interface DemoAccount {
  /** A short handle for stories and tests: `loyalty`, `employee` … */
  key: string;
  /** null: a profile without an account (created by a signed-out visitor). */
  password: string | null;
  /** `locked` by customer service: sign-in answers AUT441. */
  status: 'active' | 'locked';
  locale: SiteLocale;
  profile: ConsumerProfile;
}

const OPT_IN = '2025-03-14T09:30:00.000Z';

function address(
  id: string,
  approachType: 'S' | 'B',
  fields: Omit<ConsumerAddress, 'id' | 'approachType' | 'main'>,
): ConsumerAddress {
  return { id, approachType, main: true, ...fields };
}

function subscription(
  type: ConsumerSubscription['type'],
  channel: ConsumerSubscription['channel'],
  recipient: string,
  country: string,
): ConsumerSubscription {
  return {
    type,
    channel,
    recipient,
    optin: true,
    doubleOptin: true,
    category: null,
    country,
    region: country === 'US' || country === 'CA' ? 'NA' : 'EMEA',
    optinDate: OPT_IN,
    optoutDate: null,
  };
}

function loyaltyEnrollment(country: string) {
  return {
    type: 'Loyalty' as const,
    optin: true,
    doubleOptin: true,
    country,
    region: country === 'US' || country === 'CA' ? 'NA' : 'EMEA',
    channel: 'email',
  };
}

const mayaShipping = {
  firstName: 'Maya',
  lastName: 'Alvarez',
  addressLine1: '2150 Larimer St',
  addressLine2: 'Apt 4B',
  city: 'Denver',
  province: 'CO',
  postalCode: '80205',
  country: 'US',
  email: 'maya.alvarez@example.com',
  phone: '3035550188',
};

/**
 * The demo accounts: one per kind of shopper the storefront treats differently (spec §6
 * roles, §4 segmentation): loyalty member, employee, athlete, pro member (WRANX and IPA),
 * a registered non-member, a locked account and a profile without an account.
 */
export const demoAccounts: DemoAccount[] = [
  {
    key: 'loyalty',
    password: DEMO_PASSWORD,
    status: 'active',
    locale: 'en-us',
    profile: {
      consumerId: '0b9c3f5e-7d1a-4c2b-9e8f-100000000101',
      consumerNo: 'C000000101',
      consumerType: 'REGISTERED',
      memberId: '8000000101',
      consumerDetails: {
        firstName: 'Maya',
        lastName: 'Alvarez',
        email: 'maya.alvarez@example.com',
        phone: '3035550188',
        phoneCode: 'US',
        postalCode: '80205',
        birthDate: '1990-06-21',
        address: [
          address('5d3a2f10-1c4b-4e7a-8b2c-200000000101', 'S', mayaShipping),
          address('5d3a2f10-1c4b-4e7a-8b2c-200000000102', 'B', {
            ...mayaShipping,
            addressLine2: null,
          }),
        ],
        athlete: false,
        employee: false,
        prosumer: false,
        identity: [],
        gender: 'F',
        source: { acquisitionType: 'Registered', campaignName: 'spring-trail-2025' },
      },
      isLoyaltyMember: true,
      loyaltyOptInDate: OPT_IN,
      loyaltySummary: { points: { balance: 2450 } },
      preferences: { interests: 'hiking|trail-running|camping', preferredShoeSize: '8.5' },
      subscriptions: [
        subscription('Newsletter', 'email', 'maya.alvarez@example.com', 'US'),
        subscription('LoyaltyNewsletter', 'email', 'maya.alvarez@example.com', 'US'),
      ],
      enrollments: [loyaltyEnrollment('US')],
      isEmployeeDiscountTCAccepted: false,
    },
  },
  {
    key: 'employee',
    password: DEMO_PASSWORD,
    status: 'active',
    locale: 'de-de',
    profile: {
      consumerId: '0b9c3f5e-7d1a-4c2b-9e8f-100000000102',
      consumerNo: 'C000000102',
      consumerType: 'EMPLOYEE',
      memberId: null,
      consumerDetails: {
        firstName: 'Jonas',
        lastName: 'Weber',
        email: 'jonas.weber@example.com',
        phone: '15155501234',
        phoneCode: 'DE',
        postalCode: '10115',
        birthDate: '1985-02-03',
        address: [
          address('5d3a2f10-1c4b-4e7a-8b2c-200000000201', 'S', {
            firstName: 'Jonas',
            lastName: 'Weber',
            addressLine1: 'Invalidenstraße 117',
            addressLine2: null,
            city: 'Berlin',
            province: null,
            postalCode: '10115',
            country: 'DE',
            email: 'jonas.weber@example.com',
            phone: '15155501234',
          }),
        ],
        athlete: false,
        employee: true,
        prosumer: false,
        identity: [],
        gender: 'M',
        source: { acquisitionType: 'Registered', campaignName: null },
      },
      isLoyaltyMember: false,
      loyaltyOptInDate: null,
      loyaltySummary: { points: { balance: 0 } },
      preferences: { interests: 'climbing|mountaineering', preferredShoeSize: '44' },
      subscriptions: [],
      enrollments: [],
      isEmployeeDiscountTCAccepted: false,
    },
  },
  {
    key: 'athlete',
    password: DEMO_PASSWORD,
    status: 'active',
    locale: 'fr-ca',
    profile: {
      consumerId: '0b9c3f5e-7d1a-4c2b-9e8f-100000000103',
      consumerNo: 'C000000103',
      consumerType: 'ATHLETE',
      memberId: '8000000103',
      consumerDetails: {
        firstName: 'Amélie',
        lastName: 'Tremblay',
        email: 'amelie.tremblay@example.com',
        phone: '5145550177',
        phoneCode: 'CA',
        postalCode: 'H2X 1Y4',
        birthDate: '1996-11-08',
        address: [],
        athlete: true,
        employee: false,
        prosumer: false,
        identity: [],
        gender: 'F',
        source: { acquisitionType: 'Registered', campaignName: null },
      },
      isLoyaltyMember: true,
      loyaltyOptInDate: OPT_IN,
      loyaltySummary: { points: { balance: 12000 } },
      preferences: { interests: 'skiing|trail-running', preferredShoeSize: '7' },
      subscriptions: [subscription('Newsletter', 'email', 'amelie.tremblay@example.com', 'CA')],
      enrollments: [loyaltyEnrollment('CA')],
      isEmployeeDiscountTCAccepted: false,
    },
  },
  {
    key: 'pro',
    password: DEMO_PASSWORD,
    status: 'active',
    locale: 'en-gb',
    profile: {
      consumerId: '0b9c3f5e-7d1a-4c2b-9e8f-100000000104',
      consumerNo: 'C000000104',
      consumerType: 'PROSUMER',
      memberId: null,
      consumerDetails: {
        firstName: 'Sam',
        lastName: 'Okafor',
        email: 'sam.okafor@example.com',
        phone: '7700900123',
        phoneCode: 'GB',
        postalCode: 'LA22 9HP',
        birthDate: '1981-09-30',
        address: [],
        athlete: false,
        employee: false,
        prosumer: true,
        identity: [
          { type: 'WRANX', id: 'WX-55012' },
          { type: 'IPA', id: 'IPA-20931' },
        ],
        gender: null,
        source: { acquisitionType: 'Registered', campaignName: null },
      },
      isLoyaltyMember: false,
      loyaltyOptInDate: null,
      loyaltySummary: { points: { balance: 0 } },
      preferences: { interests: 'mountaineering', preferredShoeSize: null },
      subscriptions: [],
      enrollments: [],
      isEmployeeDiscountTCAccepted: false,
    },
  },
  {
    key: 'registered',
    password: DEMO_PASSWORD,
    status: 'active',
    locale: 'en-ca',
    profile: {
      consumerId: '0b9c3f5e-7d1a-4c2b-9e8f-100000000105',
      consumerNo: 'C000000105',
      consumerType: 'REGISTERED',
      memberId: null,
      consumerDetails: {
        firstName: 'Chris',
        lastName: 'Morgan',
        email: 'chris.morgan@example.com',
        phone: null,
        phoneCode: null,
        postalCode: 'V6B 1A1',
        birthDate: null,
        address: [],
        athlete: false,
        employee: false,
        prosumer: false,
        identity: [],
        gender: null,
        source: { acquisitionType: 'Registered', campaignName: null },
      },
      isLoyaltyMember: false,
      loyaltyOptInDate: null,
      loyaltySummary: { points: { balance: 0 } },
      preferences: { interests: null, preferredShoeSize: null },
      subscriptions: [],
      enrollments: [],
      isEmployeeDiscountTCAccepted: false,
    },
  },
  {
    key: 'locked',
    password: DEMO_PASSWORD,
    status: 'locked',
    locale: 'en-us',
    profile: {
      consumerId: '0b9c3f5e-7d1a-4c2b-9e8f-100000000106',
      consumerNo: 'C000000106',
      consumerType: 'REGISTERED',
      memberId: null,
      consumerDetails: {
        firstName: 'Lee',
        lastName: 'Locked',
        email: 'locked.account@example.com',
        phone: null,
        phoneCode: null,
        postalCode: '97201',
        birthDate: null,
        address: [],
        athlete: false,
        employee: false,
        prosumer: false,
        identity: [],
        gender: null,
        source: { acquisitionType: 'Registered', campaignName: null },
      },
      isLoyaltyMember: false,
      loyaltyOptInDate: null,
      loyaltySummary: { points: { balance: 0 } },
      preferences: { interests: null, preferredShoeSize: null },
      subscriptions: [],
      enrollments: [],
      isEmployeeDiscountTCAccepted: false,
    },
  },
  {
    key: 'profileOnly',
    password: null,
    status: 'active',
    locale: 'en-us',
    profile: {
      consumerId: '0b9c3f5e-7d1a-4c2b-9e8f-100000000107',
      consumerNo: 'C000000107',
      consumerType: 'REGISTERED',
      memberId: null,
      consumerDetails: {
        firstName: 'Robin',
        lastName: 'Newsletter',
        email: 'robin.newsletter@example.com',
        phone: null,
        phoneCode: null,
        postalCode: '10001',
        birthDate: null,
        address: [],
        athlete: false,
        employee: false,
        prosumer: false,
        identity: [],
        gender: null,
        source: { acquisitionType: 'Newsletter', campaignName: 'footer-signup' },
      },
      isLoyaltyMember: false,
      loyaltyOptInDate: null,
      loyaltySummary: { points: { balance: 0 } },
      preferences: { interests: null, preferredShoeSize: null },
      subscriptions: [subscription('Newsletter', 'email', 'robin.newsletter@example.com', 'US')],
      enrollments: [],
      isEmployeeDiscountTCAccepted: false,
    },
  },
];

export function demoAccount(key: string): DemoAccount {
  const account = demoAccounts.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}

export function findDemoAccountByEmail(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return demoAccounts.find((a) => a.profile.consumerDetails.email === wanted);
}

/**
 * In-store associates who can sign in (spec §6): employees of the demo catalogue's store
 * roster (`demo/catalogue`, first employee of a store is always active).
 */
export const demoAssociates = [
  { storeId: '1001', storeEmployeeId: '410001', password: DEMO_PASSWORD },
] as const;
