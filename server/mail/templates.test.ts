import { describe, expect, it } from 'vitest';
import { mailTemplates, renderMail } from './templates.ts';

/** Every mail in the three languages; the aftercare mails carry what the shopper needs. */

describe('mail templates', () => {
  it('are written in English, French and German, each its own', () => {
    for (const template of mailTemplates) {
      const subjects = (['en-us', 'fr-fr', 'de-de'] as const).map(
        (locale) => renderMail(template, locale, {}).subject,
      );
      expect(new Set(subjects).size, template).toBe(3);
    }
    expect(renderMail('orderShipped', 'fr-ca', { orderNumber: 'CRN1' }).subject).toBe(
      'Votre commande CRN1 a été expédiée',
    );
  });

  it('tell where the parcel is, how to return it and that the refund comes', () => {
    const data = {
      orderNumber: 'CRN1',
      firstName: 'Ada',
      lines: '1 × Jacket',
      carrier: 'DHL',
      trackingNumber: 'JJD0001',
      trackingUrl: 'https://track.example/JJD0001',
      returnBy: '1. April 2026',
      returnDays: '30',
      howTo: 'https://shop.example/de-de/help/returns/how-to-return',
      rmaCode: 'RMA-ABCDEFGHJK',
      link: 'https://shop.example/de-de/account/orders/CRN1',
    };
    for (const locale of ['en-us', 'fr-fr', 'de-de'] as const) {
      const shipped = renderMail('orderShipped', locale, data).text;
      for (const value of [data.carrier, data.trackingNumber, data.trackingUrl, data.lines]) {
        expect(shipped, locale).toContain(value);
      }
      const delivered = renderMail('orderDelivered', locale, data).text;
      for (const value of [data.returnBy, data.howTo, data.link, data.lines]) {
        expect(delivered, locale).toContain(value);
      }
      const received = renderMail('returnReceived', locale, data);
      expect(received.subject, locale).toContain(data.rmaCode);
      expect(received.text, locale).toContain(data.lines);
    }
    expect(renderMail('orderDelivered', 'de-de', data).text).toContain(
      'bis zum 1. April 2026 zurücksenden (30 Tage nach der Zustellung)',
    );
  });
});
