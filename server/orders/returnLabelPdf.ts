import type { ReturnLabel, returnReasons } from '#api/contract/orders.ts';
import { postalLines } from '#commerce/cart/placeLines.ts';
import type { ServerConfig } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { downloadLink, linkSubject } from './links.ts';
import { type PdfLanguage, pdfDocument, pdfLanguageOf, printable } from './pdf.ts';

/*
 * A return label as a PDF to print (the store's page `/{locale}/returns/{returnId}` shows
 * the same label as HTML): asked for as the invoice is (`POST return/{returnId}/label/download`
 * answers a short-lived link of ./links.ts, to whoever may change the order), made when the
 * link is opened, in the language of the order's site.
 */

const ISSUER = 'cairn-return-label';

/** `GET` of the link (`/api` + this): the PDF. */
export const returnLabelPdfPath = '/consumers-v3/consumer/return/label/:token';

export function returnLabelLink(
  config: ServerConfig,
  returnId: string,
  now: Date,
): Promise<{ url: string; expiresAt: string }> {
  return downloadLink(config, { issuer: ISSUER, path: returnLabelPdfPath }, returnId, now);
}

/** The return a link names; RTN404 when it is forged, malformed or expired. */
export async function returnLabelLinkId(
  config: ServerConfig,
  token: string,
  now: Date,
): Promise<string> {
  const returnId = await linkSubject(config, ISSUER, token, now);
  if (returnId !== null) return returnId;
  throw new ApiError(
    'RTN404',
    'This return label link is unknown or has expired: download it again',
  );
}

type Reason = (typeof returnReasons)[number];

const en = {
  title: 'Return label',
  rma: 'Return authorisation',
  orderNumber: 'Order number',
  created: 'Label made',
  carrier: 'Carrier',
  sendBy: 'Send by',
  sendByHint: 'The label expires after this date.',
  from: 'From',
  to: 'To',
  items: 'In this parcel',
  item: 'Item',
  qty: 'Qty',
  reason: 'Reason',
  steps: 'Print this label, stick it on your parcel and hand it to {carrier}.',
};

const words: Record<PdfLanguage, Record<keyof typeof en, string>> = {
  en,
  fr: {
    title: 'Étiquette de retour',
    rma: 'Autorisation de retour',
    orderNumber: 'Numéro de commande',
    created: 'Étiquette créée le',
    carrier: 'Transporteur',
    sendBy: 'À envoyer avant le',
    sendByHint: 'L’étiquette expire après cette date.',
    from: 'Expéditeur',
    to: 'Destinataire',
    items: 'Dans ce colis',
    item: 'Article',
    qty: 'Qté',
    reason: 'Raison',
    steps: 'Imprimez cette étiquette, collez-la sur votre colis et remettez-le à {carrier}.',
  },
  de: {
    title: 'Rücksendeetikett',
    rma: 'Rücksendenummer',
    orderNumber: 'Bestellnummer',
    created: 'Etikett erstellt am',
    carrier: 'Versanddienst',
    sendBy: 'Versenden bis',
    sendByHint: 'Danach verliert das Etikett seine Gültigkeit.',
    from: 'Absender',
    to: 'Empfänger',
    items: 'In diesem Paket',
    item: 'Artikel',
    qty: 'Menge',
    reason: 'Grund',
    steps:
      'Drucken Sie dieses Etikett aus, kleben Sie es auf Ihr Paket und geben Sie es bei {carrier} ab.',
  },
};

/** The return dialog's reasons, as its select words them. */
const reasons: Record<PdfLanguage, Record<Reason, string>> = {
  en: {
    TOO_SMALL: 'Too small',
    TOO_LARGE: 'Too large',
    NOT_AS_DESCRIBED: 'Not as described',
    DAMAGED: 'Damaged or faulty',
    CHANGED_MIND: 'Changed my mind',
    OTHER: 'Another reason',
  },
  fr: {
    TOO_SMALL: 'Trop petit',
    TOO_LARGE: 'Trop grand',
    NOT_AS_DESCRIBED: 'Non conforme à la description',
    DAMAGED: 'Endommagé ou défectueux',
    CHANGED_MIND: 'J’ai changé d’avis',
    OTHER: 'Autre raison',
  },
  de: {
    TOO_SMALL: 'Zu klein',
    TOO_LARGE: 'Zu groß',
    NOT_AS_DESCRIBED: 'Entspricht nicht der Beschreibung',
    DAMAGED: 'Beschädigt oder defekt',
    CHANGED_MIND: 'Gefällt mir nicht mehr',
    OTHER: 'Anderer Grund',
  },
};

/**
 * The label: the brand of the order's site (`brand`, ./brand.ts), the RMA code big, the
 * carrier and the day to send by, from and to, the items.
 */
export async function returnLabelPdf(label: ReturnLabel, brand: string): Promise<Buffer> {
  const language = pdfLanguageOf(label.locale);
  const t = words[language];
  const tag = label.locale;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

  const { doc, done, text } = await pdfDocument({
    title: `${t.title} ${label.rmaCode}`,
    subject: t.title,
    lang: tag,
    author: brand,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(22);
  text(brand);
  doc.font('Helvetica').fontSize(16).moveDown(0.2);
  text(t.title);
  doc.moveDown(0.8);

  // What the warehouse reads off the parcel, in a box of its own.
  const boxTop = doc.y;
  doc.fontSize(10).font('Helvetica');
  doc.text(printable(t.rma), left + 12, boxTop + 12);
  doc.font('Helvetica-Bold').fontSize(30);
  doc.text(printable(label.rmaCode), left + 12, doc.y + 4, { characterSpacing: 2 });
  const boxBottom = doc.y + 12;
  doc
    .rect(left, boxTop, width, boxBottom - boxTop)
    .lineWidth(2)
    .stroke();
  doc.x = left;
  doc.y = boxBottom;
  doc.moveDown();

  doc.fontSize(10);
  const facts: [string, string][] = [
    [t.orderNumber, label.orderNumber],
    [t.created, date(label.createdAt)],
    [t.carrier, label.carrier],
    [t.sendBy, date(label.sendBy)],
  ];
  for (const [name, value] of facts) {
    doc.font('Helvetica-Bold');
    text(`${name}: `, { continued: true });
    doc.font('Helvetica');
    text(value);
  }
  text(t.sendByHint);
  doc.moveDown(1.5);

  // From and to side by side; the receiver's address large, as a carrier expects it.
  const top = doc.y;
  const column = width / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(10).text(printable(t.from), left, top, { width: column });
  doc.font('Helvetica').text(printable(postalLines(label.from, tag).join('\n')), left, doc.y, {
    width: column,
  });
  const fromBottom = doc.y;
  const toLeft = left + column + 20;
  doc.font('Helvetica-Bold').fontSize(12).text(printable(t.to), toLeft, top, { width: column });
  doc
    .fontSize(14)
    .text(printable(postalLines(label.to, tag).join('\n')), toLeft, doc.y, { width: column });
  doc.x = left;
  doc.y = Math.max(fromBottom, doc.y);
  doc.moveDown(1.5);

  doc.fontSize(10);
  const heading = (value: string, align: 'left' | 'right' = 'left'): PDFKit.Mixins.CellOptions => ({
    text: printable(value),
    font: { src: 'Helvetica-Bold' },
    align: { x: align },
    type: 'TH',
  });
  doc.font('Helvetica-Bold');
  text(t.items);
  doc.font('Helvetica').moveDown(0.4);
  doc.table({
    columnStyles: [width - 190, 50, 140],
    rowStyles: (row) => (row === 0 ? { border: [0, 0, 1, 0] } : { border: 0 }),
    data: [
      [heading(t.item), heading(t.qty, 'right'), heading(t.reason)],
      ...label.items.map((item) => [
        printable(item.attributes ? `${item.name}\n${item.attributes}` : item.name),
        { text: String(item.qty), align: { x: 'right' } } satisfies PDFKit.Mixins.CellOptions,
        printable(reasons[language][item.reasonCode]),
      ]),
    ],
  });
  doc.moveDown();
  doc.x = left;
  text(t.steps.replace('{carrier}', label.carrier));
  doc.end();
  return done;
}
