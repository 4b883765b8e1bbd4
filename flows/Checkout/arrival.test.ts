import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrivalText } from './arrival.ts';

describe('arrivalText', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      resources: {
        en: {
          flows: {
            checkout: {
              arrives: 'Arrives {{dates}}',
              arrivesBetween: 'Arrives {{earliest}} – {{latest}}',
            },
          },
        },
        de: { flows: { checkout: { arrives: 'Lieferung {{dates}}' } } },
      },
      interpolation: { escapeValue: false },
    });
  });

  it('names one day, or the range, on the calendar dates the service gave', () => {
    const t = i18next.getFixedT('en', 'flows');
    expect(arrivalText({ earliest: '2026-12-10', latest: '2026-12-10' }, 'en-US', t)).toBe(
      'Arrives Thu, Dec 10',
    );
    expect(
      arrivalText({ earliest: '2026-12-04', latest: '2026-12-08' }, 'en-US', t).replace(/\s/g, ' '),
    ).toBe('Arrives Fri, Dec 4 – Tue, Dec 8');
  });

  it('speaks the site’s language', () => {
    const t = i18next.getFixedT('de', 'flows');
    expect(arrivalText({ earliest: '2026-12-10', latest: '2026-12-10' }, 'de-DE', t)).toBe(
      'Lieferung Do., 10. Dez.',
    );
  });
});
