import { describe, expect, it } from 'vitest';
import { mailTemplates, renderMail, summaryData } from './templates.ts';

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

  it('name the brand of the site they come from, never the platform, and are signed by it', () => {
    const languages = ['en-us', 'fr-fr', 'de-de'] as const;
    for (const template of mailTemplates) {
      for (const locale of languages) {
        const unbranded = renderMail(template, locale, { firstName: 'Ada' });
        expect(`${unbranded.subject}\n${unbranded.text}`, template).not.toContain('Cairn');
        const branded = renderMail(template, locale, { firstName: 'Ada', brand: 'Tread' });
        expect(`${branded.subject}\n${branded.text}`, template).not.toContain('Cairn');
        expect(branded.text, `${template} ${locale}`).toMatch(
          /\n\n(The Tread team|L’équipe Tread|Ihr Tread-Team)$/,
        );
      }
    }
    const card = { from: 'Ada', amount: '$50.00', brand: 'Tread' };
    expect(renderMail('giftCard', 'en-us', card).text).toContain('Ada sent you a Tread gift card');
    expect(renderMail('giftCard', 'fr-fr', card).text).toContain('une carte-cadeau Tread de');
    expect(renderMail('giftCard', 'de-de', card).text).toContain('eine Tread-Geschenkkarte über');
    expect(renderMail('welcome', 'en-us', { brand: 'Ridgeline' }).subject).toBe(
      'Welcome to Ridgeline',
    );
    expect(renderMail('loyaltyWelcome', 'en-us', {}).text).toContain('Welcome to XPLR Pass');
  });

  it('name each discount of an order as the cart did: its promotion, an adjustment’s reason', () => {
    const data = {
      orderNumber: 'CRN1',
      lines: '1 × Jacket  $100.00',
      ...summaryData(
        [
          { kind: 'subtotal', amount: 100, units: 1 },
          {
            kind: 'discount',
            amount: -10,
            promotion: '10% off your order',
            adjustmentReason: null,
          },
          { kind: 'discount', amount: -5, promotion: null, adjustmentReason: 'DAMAGED_ITEM' },
          { kind: 'discount', amount: -1, promotion: null, adjustmentReason: null },
          { kind: 'shipping', amount: 0, pending: false },
          { kind: 'total', amount: 84, estimated: false, vatIncluded: true },
        ],
        (amount) => `€${amount.toFixed(2)}`,
      ),
    };
    expect(renderMail('orderConfirmation', 'en-us', data).text).toContain(
      [
        'Subtotal €100.00',
        'Discounts (10% off your order) −€10.00',
        'Store price adjustment (Damaged item) −€5.00',
        'Discounts −€1.00',
        'Shipping Free',
        'Total incl. VAT €84.00',
      ].join('\n'),
    );
    expect(renderMail('orderConfirmation', 'de-de', data).text).toContain(
      'Rabatte (10% off your order) −€10.00\nPreisanpassung im Geschäft (Beschädigter Artikel) −€5.00',
    );
  });
});
