import type { OpeningHoursEntry } from '#api/contract/index.ts';
import type { Random } from './random.ts';
import type {
  CatalogueCollectionPoint,
  CatalogueEmployee,
  CataloguePostalArea,
  CatalogueStore,
} from './types.ts';

/** Mon–Sat opening and closing, Sunday (null = closed). */
function hours(
  weekday: [string, string],
  saturday: [string, string],
  sunday: [string, string] | null,
): OpeningHoursEntry[] {
  const entries: OpeningHoursEntry[] = [];
  for (let day = 1; day <= 5; day++)
    entries.push({ dayOfWeek: day, opens: weekday[0], closes: weekday[1] });
  entries.push({ dayOfWeek: 6, opens: saturday[0], closes: saturday[1] });
  if (sunday) entries.push({ dayOfWeek: 7, opens: sunday[0], closes: sunday[1] });
  return entries;
}

const NA_HOURS = hours(['10:00', '20:00'], ['09:00', '20:00'], ['11:00', '18:00']);
const UK_HOURS = hours(['09:00', '19:00'], ['09:00', '18:00'], ['11:00', '17:00']);
const EU_HOURS = hours(['10:00', '19:30'], ['09:30', '19:00'], null);

/** Sixteen stores in the five site countries. Addresses are fictional street numbers. */
export const stores: CatalogueStore[] = [
  {
    id: '1001',
    name: 'Ridgeline Denver Union Station',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: '1701 Wynkoop St',
      addressLine2: null,
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      country: 'US',
    },
    phone: '+13035550142',
    email: 'denver@stores.cairn.example',
    latitude: 39.7527,
    longitude: -105.0003,
    timeZone: 'America/Denver',
    openingHours: NA_HOURS,
    services: ['pickup', 'shipToStore', 'returns', 'repairs'],
  },
  {
    id: '1002',
    name: 'Ridgeline Boulder Pearl Street',
    brands: ['ridgeline'],
    address: {
      addressLine1: '1320 Pearl St',
      addressLine2: null,
      city: 'Boulder',
      province: 'CO',
      postalCode: '80302',
      country: 'US',
    },
    phone: '+13035550177',
    email: 'boulder@stores.cairn.example',
    latitude: 40.0181,
    longitude: -105.2797,
    timeZone: 'America/Denver',
    openingHours: NA_HOURS,
    services: ['pickup', 'returns', 'rentals'],
  },
  {
    id: '1003',
    name: 'Tread Seattle Capitol Hill',
    brands: ['tread', 'ridgeline'],
    address: {
      addressLine1: '1525 11th Ave',
      addressLine2: 'Suite 100',
      city: 'Seattle',
      province: 'WA',
      postalCode: '98122',
      country: 'US',
    },
    phone: '+12065550119',
    email: 'seattle@stores.cairn.example',
    latitude: 47.6148,
    longitude: -122.3178,
    timeZone: 'America/Los_Angeles',
    openingHours: NA_HOURS,
    services: ['pickup', 'shipToStore', 'returns'],
  },
  {
    id: '1004',
    name: 'Ridgeline Boston Back Bay',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: '360 Newbury St',
      addressLine2: null,
      city: 'Boston',
      province: 'MA',
      postalCode: '02115',
      country: 'US',
    },
    phone: '+16175550163',
    email: 'boston@stores.cairn.example',
    latitude: 42.3484,
    longitude: -71.0877,
    timeZone: 'America/New_York',
    openingHours: NA_HOURS,
    services: ['pickup', 'shipToStore', 'returns'],
  },
  {
    id: '2001',
    name: 'Ridgeline Vancouver Kitsilano',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: '2150 W 4th Ave',
      addressLine2: null,
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6K 1N6',
      country: 'CA',
    },
    phone: '+16045550188',
    email: 'vancouver@stores.cairn.example',
    latitude: 49.2681,
    longitude: -123.1566,
    timeZone: 'America/Vancouver',
    openingHours: NA_HOURS,
    services: ['pickup', 'shipToStore', 'returns', 'repairs'],
  },
  {
    id: '2002',
    name: 'Tread Calgary Kensington',
    brands: ['tread'],
    address: {
      addressLine1: '1140 Kensington Rd NW',
      addressLine2: null,
      city: 'Calgary',
      province: 'AB',
      postalCode: 'T2N 3P3',
      country: 'CA',
    },
    phone: '+14035550124',
    email: 'calgary@stores.cairn.example',
    latitude: 51.0527,
    longitude: -114.0866,
    timeZone: 'America/Edmonton',
    openingHours: NA_HOURS,
    services: ['pickup', 'returns'],
  },
  {
    id: '2003',
    name: 'Ridgeline Toronto Queen West',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: '585 Queen St W',
      addressLine2: null,
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 2B7',
      country: 'CA',
    },
    phone: '+14165550155',
    email: 'toronto@stores.cairn.example',
    latitude: 43.6475,
    longitude: -79.4006,
    timeZone: 'America/Toronto',
    openingHours: NA_HOURS,
    services: ['pickup', 'shipToStore', 'returns'],
  },
  {
    id: '2004',
    name: 'Ridgeline Montréal Plateau',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: '4380 boul. Saint-Laurent',
      addressLine2: null,
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2W 1Z5',
      country: 'CA',
    },
    phone: '+15145550136',
    email: 'montreal@stores.cairn.example',
    latitude: 45.5196,
    longitude: -73.5866,
    timeZone: 'America/Toronto',
    openingHours: NA_HOURS,
    services: ['pickup', 'shipToStore', 'returns', 'repairs'],
  },
  {
    id: '3001',
    name: 'Ridgeline London Covent Garden',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: '31 Shelton Street',
      addressLine2: null,
      city: 'London',
      province: null,
      postalCode: 'WC2H 9JQ',
      country: 'GB',
    },
    phone: '+442075550191',
    email: 'london@stores.cairn.example',
    latitude: 51.5139,
    longitude: -0.1264,
    timeZone: 'Europe/London',
    openingHours: UK_HOURS,
    services: ['pickup', 'shipToStore', 'returns', 'repairs'],
  },
  {
    id: '3002',
    name: 'Tread Manchester Northern Quarter',
    brands: ['tread', 'ridgeline'],
    address: {
      addressLine1: '52 Oldham Street',
      addressLine2: null,
      city: 'Manchester',
      province: null,
      postalCode: 'M4 1LE',
      country: 'GB',
    },
    phone: '+441615550172',
    email: 'manchester@stores.cairn.example',
    latitude: 53.4838,
    longitude: -2.2339,
    timeZone: 'Europe/London',
    openingHours: UK_HOURS,
    services: ['pickup', 'returns'],
  },
  {
    id: '3003',
    name: 'Ridgeline Edinburgh Grassmarket',
    brands: ['ridgeline'],
    address: {
      addressLine1: '88 Grassmarket',
      addressLine2: null,
      city: 'Edinburgh',
      province: null,
      postalCode: 'EH1 2JR',
      country: 'GB',
    },
    phone: '+441315550148',
    email: 'edinburgh@stores.cairn.example',
    latitude: 55.9474,
    longitude: -3.1961,
    timeZone: 'Europe/London',
    openingHours: UK_HOURS,
    services: ['pickup', 'shipToStore', 'returns'],
  },
  {
    id: '4001',
    name: 'Ridgeline München Sendlinger Tor',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: 'Sendlinger Straße 44',
      addressLine2: null,
      city: 'München',
      province: 'BY',
      postalCode: '80331',
      country: 'DE',
    },
    phone: '+49895550163',
    email: 'muenchen@stores.cairn.example',
    latitude: 48.1351,
    longitude: 11.5682,
    timeZone: 'Europe/Berlin',
    openingHours: EU_HOURS,
    services: ['pickup', 'shipToStore', 'returns', 'repairs'],
  },
  {
    id: '4002',
    name: 'Tread Berlin Mitte',
    brands: ['tread', 'ridgeline'],
    address: {
      addressLine1: 'Rosenthaler Straße 40',
      addressLine2: null,
      city: 'Berlin',
      province: 'BE',
      postalCode: '10178',
      country: 'DE',
    },
    phone: '+49305550127',
    email: 'berlin@stores.cairn.example',
    latitude: 52.5263,
    longitude: 13.4021,
    timeZone: 'Europe/Berlin',
    openingHours: EU_HOURS,
    services: ['pickup', 'returns'],
  },
  {
    id: '5001',
    name: 'Ridgeline Paris Marais',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: '24 rue Vieille du Temple',
      addressLine2: null,
      city: 'Paris',
      province: null,
      postalCode: '75004',
      country: 'FR',
    },
    phone: '+33155550182',
    email: 'paris@stores.cairn.example',
    latitude: 48.8573,
    longitude: 2.3586,
    timeZone: 'Europe/Paris',
    openingHours: EU_HOURS,
    services: ['pickup', 'shipToStore', 'returns'],
  },
  {
    id: '5002',
    name: 'Tread Lyon Presqu’île',
    brands: ['tread'],
    address: {
      addressLine1: '12 rue de la République',
      addressLine2: null,
      city: 'Lyon',
      province: null,
      postalCode: '69002',
      country: 'FR',
    },
    phone: '+33472550146',
    email: 'lyon@stores.cairn.example',
    latitude: 45.7614,
    longitude: 4.8357,
    timeZone: 'Europe/Paris',
    openingHours: EU_HOURS,
    services: ['pickup', 'returns'],
  },
  {
    id: '5003',
    name: 'Ridgeline Chamonix Centre',
    brands: ['ridgeline', 'tread'],
    address: {
      addressLine1: '95 rue Joseph Vallot',
      addressLine2: null,
      city: 'Chamonix-Mont-Blanc',
      province: null,
      postalCode: '74400',
      country: 'FR',
    },
    phone: '+33450550131',
    email: 'chamonix@stores.cairn.example',
    latitude: 45.9237,
    longitude: 6.8694,
    timeZone: 'Europe/Paris',
    openingHours: hours(['09:00', '19:30'], ['09:00', '19:30'], ['09:30', '19:00']),
    services: ['pickup', 'shipToStore', 'returns', 'repairs', 'rentals'],
  },
];

/**
 * The demo geocoder: postal-code prefixes and the centre of their area, around every store
 * city plus a few places between them. The longest matching prefix wins.
 */
export const postalAreas: CataloguePostalArea[] = [
  // US: three-digit ZIP prefixes
  { country: 'US', prefix: '802', latitude: 39.7392, longitude: -104.9903 },
  { country: 'US', prefix: '803', latitude: 40.015, longitude: -105.2705 },
  { country: 'US', prefix: '804', latitude: 39.7555, longitude: -105.2211 },
  { country: 'US', prefix: '809', latitude: 38.8339, longitude: -104.8214 },
  { country: 'US', prefix: '981', latitude: 47.6062, longitude: -122.3321 },
  { country: 'US', prefix: '980', latitude: 47.6101, longitude: -122.2015 },
  { country: 'US', prefix: '984', latitude: 47.2529, longitude: -122.4443 },
  { country: 'US', prefix: '021', latitude: 42.3601, longitude: -71.0589 },
  { country: 'US', prefix: '022', latitude: 42.3601, longitude: -71.0589 },
  { country: 'US', prefix: '019', latitude: 42.5195, longitude: -70.8967 },
  { country: 'US', prefix: '100', latitude: 40.7128, longitude: -74.006 },
  // CA: forward sortation area letters
  { country: 'CA', prefix: 'V6', latitude: 49.2827, longitude: -123.1207 },
  { country: 'CA', prefix: 'V5', latitude: 49.2488, longitude: -123.0654 },
  { country: 'CA', prefix: 'V7', latitude: 49.3163, longitude: -123.0693 },
  { country: 'CA', prefix: 'T2', latitude: 51.0447, longitude: -114.0719 },
  { country: 'CA', prefix: 'T3', latitude: 51.0886, longitude: -114.1427 },
  { country: 'CA', prefix: 'M5', latitude: 43.6532, longitude: -79.3832 },
  { country: 'CA', prefix: 'M4', latitude: 43.6777, longitude: -79.3505 },
  { country: 'CA', prefix: 'H2', latitude: 45.5236, longitude: -73.5817 },
  { country: 'CA', prefix: 'H3', latitude: 45.4972, longitude: -73.5788 },
  // GB: outward codes
  { country: 'GB', prefix: 'WC', latitude: 51.5154, longitude: -0.1218 },
  { country: 'GB', prefix: 'EC', latitude: 51.5183, longitude: -0.0912 },
  { country: 'GB', prefix: 'SW', latitude: 51.4875, longitude: -0.1687 },
  { country: 'GB', prefix: 'N1', latitude: 51.5362, longitude: -0.1033 },
  { country: 'GB', prefix: 'M1', latitude: 53.4794, longitude: -2.2453 },
  { country: 'GB', prefix: 'M4', latitude: 53.4848, longitude: -2.2303 },
  { country: 'GB', prefix: 'EH', latitude: 55.9533, longitude: -3.1883 },
  // DE and FR: the first two digits of the postal code
  { country: 'DE', prefix: '80', latitude: 48.1372, longitude: 11.5755 },
  { country: 'DE', prefix: '81', latitude: 48.1206, longitude: 11.6098 },
  { country: 'DE', prefix: '10', latitude: 52.52, longitude: 13.405 },
  { country: 'DE', prefix: '12', latitude: 52.4675, longitude: 13.4372 },
  { country: 'FR', prefix: '75', latitude: 48.8566, longitude: 2.3522 },
  { country: 'FR', prefix: '92', latitude: 48.8924, longitude: 2.2357 },
  { country: 'FR', prefix: '69', latitude: 45.764, longitude: 4.8357 },
  { country: 'FR', prefix: '74', latitude: 45.8992, longitude: 6.1294 },
  { country: 'FR', prefix: '744', latitude: 45.9237, longitude: 6.8694 },
];

const firstNames = [
  'Maya',
  'Liam',
  'Sofia',
  'Noah',
  'Chloé',
  'Jonas',
  'Amélie',
  'Lukas',
  'Priya',
  'Owen',
  'Hannah',
  'Mateo',
  'Elif',
  'Theo',
  'Grace',
  'Felix',
  'Inès',
  'Ravi',
  'Nora',
  'Samuel',
];
const lastNames = [
  'Reyes',
  'Schmidt',
  'Tremblay',
  'Martin',
  'Okafor',
  'Nguyen',
  'Dubois',
  'Fischer',
  'Walsh',
  'Bergeron',
  'Patel',
  'Müller',
  'Lefèvre',
  'Campbell',
  'Kowalski',
  'Moreau',
];

/** Three to five employees per store (one inactive here and there), six-digit ids. */
export function buildEmployees(random: Random): CatalogueEmployee[] {
  const employees: CatalogueEmployee[] = [];
  let number = 410_001;
  for (const store of stores) {
    const count = random.int(3, 5);
    for (let i = 0; i < count; i++) {
      employees.push({
        employeeId: String(number++),
        storeId: store.id,
        firstName: random.pick(firstNames),
        lastName: random.pick(lastNames),
        active: i === 0 || random.chance(0.85),
      });
    }
  }
  return employees;
}

const carriers: Record<string, { locker: string; partner: string }> = {
  US: { locker: 'ParcelPort', partner: 'CornerDrop' },
  CA: { locker: 'ParcelPort', partner: 'CornerDrop' },
  GB: { locker: 'PostBox24', partner: 'CollectPlus Local' },
  DE: { locker: 'Packstation Demo', partner: 'Paketshop Demo' },
  FR: { locker: 'Consigne Relais', partner: 'Point Relais Demo' },
};

/** Two collection points near every store: a parcel locker and a partner shop. */
export function buildCollectionPoints(random: Random): CatalogueCollectionPoint[] {
  return stores.flatMap((store, index) => {
    const carrier = carriers[store.address.country] ?? {
      locker: 'ParcelPort',
      partner: 'CornerDrop',
    };
    return (['locker', 'partner'] as const).map((type, offset) => ({
      id: `CP${String(index * 2 + offset + 1).padStart(4, '0')}`,
      name: `${type === 'locker' ? carrier.locker : carrier.partner} ${store.address.city} ${offset + 1}`,
      type,
      carrier: type === 'locker' ? carrier.locker : carrier.partner,
      address: {
        ...store.address,
        addressLine1: `${random.int(2, 240)} ${store.address.addressLine1.replace(/^\d+\s*/, '')}`,
        addressLine2: null,
      },
      latitude: Number((store.latitude + (random.next() - 0.5) * 0.06).toFixed(4)),
      longitude: Number((store.longitude + (random.next() - 0.5) * 0.06).toFixed(4)),
      openingHours:
        type === 'locker'
          ? [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
              dayOfWeek,
              opens: '00:00',
              closes: '23:59',
            }))
          : store.openingHours,
    }));
  });
}
