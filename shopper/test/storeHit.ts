import type { StoreSearchHit } from '#api/contract/stores.ts';

/** A store search hit (Ridgeline Denver Union Station, offering pickup), changed by `overrides`. */
export function storeHit(overrides: Partial<StoreSearchHit>): StoreSearchHit {
  return {
    id: '1001',
    name: 'Ridgeline Denver Union Station',
    brands: ['ridgeline'],
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
    latitude: 39.75,
    longitude: -105,
    timeZone: 'America/Denver',
    openingHours: [],
    services: ['pickup'],
    distance: 1.2,
    quantity: null,
    ...overrides,
  };
}
