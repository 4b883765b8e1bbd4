import type { ConsumerOrder } from '#api/contract/orders.ts';
import { moneyFormat, signedMoney } from '#commerce/cart/money.ts';
import { postalLines } from '#commerce/cart/placeLines.ts';
import { consumerOrderSummaryRows, linePrice } from '#commerce/cart/summary.ts';
import type { ServerConfig } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { discountLabel } from '../mail/templates.ts';
import { DOWNLOAD_LINK_SECONDS, downloadLink, linkSubject } from './links.ts';
import { type PdfLanguage, pdfDocument, pdfLanguageOf, printable } from './pdf.ts';

/*
 * Spec §7 Consumer `POST purchase/invoice/download`: a short-lived link to an order's
 * invoice, a PDF made when the link is opened (no document is stored). The link carries
 * the order number signed with the service's token secret and its expiry (./links.ts), so
 * whoever holds it may open it until then; it is no access token (its own issuer).
 */

/** How long a link answers: long enough to open it, too short to pass around. */
export const INVOICE_LINK_SECONDS = DOWNLOAD_LINK_SECONDS;
const ISSUER = 'cairn-invoice';

/** `GET` of the link (`/api` + this): the PDF. */
export const invoicePath = '/consumers-v3/consumer/purchase/invoice/:token';

export function invoiceLink(
  config: ServerConfig,
  orderNumber: string,
  now: Date,
): Promise<{ url: string; expiresAt: string }> {
  return downloadLink(config, { issuer: ISSUER, path: invoicePath }, orderNumber, now);
}

/** The order number a link names; INV404 when it is forged, malformed or expired. */
export async function invoiceOrderNumber(
  config: ServerConfig,
  token: string,
  now: Date,
): Promise<string> {
  const orderNumber = await linkSubject(config, ISSUER, token, now);
  if (orderNumber !== null) return orderNumber;
  throw new ApiError('INV404', 'This invoice link is unknown or has expired: download it again');
}

const en = {
  title: 'Invoice',
  invoiceNumber: 'Invoice number',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  issued: 'Issued',
  billTo: 'Bill to',
  shipTo: 'Ship to',
  pickup: 'Pickup at',
  item: 'Item',
  qty: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  lineDiscount: 'Promotion',
  shipping: 'Shipping',
  free: 'Free',
  tax: 'Tax',
  total: 'Total',
  inclVat: 'incl. VAT',
  paidWith: 'Paid with',
  cancelled: 'This order was cancelled; what was paid is refunded.',
  thanks: 'Thank you for shopping with {brand}.',
};

const words: Record<PdfLanguage, Record<keyof typeof en, string>> = {
  en,
  fr: {
    title: 'Facture',
    invoiceNumber: 'Numéro de facture',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    issued: 'Émise le',
    billTo: 'Facturé à',
    shipTo: 'Livré à',
    pickup: 'Retrait à',
    item: 'Article',
    qty: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    lineDiscount: 'Promotion',
    shipping: 'Livraison',
    free: 'Offerte',
    tax: 'Taxes',
    total: 'Total',
    inclVat: 'TTC',
    paidWith: 'Payé avec',
    cancelled: 'Cette commande a été annulée ; le montant payé est remboursé.',
    thanks: 'Merci pour votre achat chez {brand}.',
  },
  de: {
    title: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    issued: 'Ausgestellt am',
    billTo: 'Rechnungsadresse',
    shipTo: 'Lieferadresse',
    pickup: 'Abholung in',
    item: 'Artikel',
    qty: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    subtotal: 'Zwischensumme',
    lineDiscount: 'Aktion',
    shipping: 'Versand',
    free: 'Kostenlos',
    tax: 'Steuern',
    total: 'Gesamt',
    inclVat: 'inkl. MwSt.',
    paidWith: 'Bezahlt mit',
    cancelled: 'Diese Bestellung wurde storniert; der gezahlte Betrag wird erstattet.',
    thanks: 'Vielen Dank für Ihren Einkauf bei {brand}.',
  },
};

/** What an invoice's line shows: its name and variation, its promotion, its amounts. */
export interface InvoiceLine {
  description: string;
  qty: number;
  unitPrice: string;
  /** After the line's own promotion, as on every surface (commerce/cart/summary.ts). */
  amount: string;
}

/**
 * The invoice's lines and its totals' rows, as every surface shows an order's money
 * (commerce/cart/summary.ts): the lines after their own promotions, their subtotal, the
 * order's discounts (each promotion by the name the cart showed), shipping, tax or a total
 * "incl. VAT" where prices include it.
 */
export function invoiceContent(order: ConsumerOrder): {
  lines: InvoiceLine[];
  rows: [string, string][];
  total: [string, string];
} {
  const language = pdfLanguageOf(order.locale);
  const t = words[language];
  const money = moneyFormat(order.locale, order.totals.currency);
  const amount = (value: number) => printable(signedMoney(value, (v) => money.format(v)));
  const lines = order.items.map((item) => {
    const promotion = Math.round((linePrice(item) - item.price.rowTotal) * 100) / 100;
    return {
      description: [
        item.name,
        ...(item.attributes.length ? [item.attributes.map((a) => a.value).join(' / ')] : []),
        ...(promotion < 0 ? [`${t.lineDiscount} ${amount(promotion)}`] : []),
      ].join('\n'),
      qty: item.qty,
      unitPrice: amount(item.price.current),
      amount: amount(linePrice(item)),
    };
  });
  const rows: [string, string][] = [];
  let total: [string, string] = [t.total, amount(order.totals.total)];
  for (const row of consumerOrderSummaryRows(order)) {
    if (row.kind === 'subtotal') rows.push([t.subtotal, amount(row.amount)]);
    else if (row.kind === 'discount') {
      rows.push([printable(discountLabel(language, row)), amount(row.amount)]);
    } else if (row.kind === 'shipping') {
      rows.push([t.shipping, row.amount === 0 ? t.free : amount(row.amount)]);
    } else if (row.kind === 'tax') rows.push([t.tax, amount(row.amount)]);
    else if (row.kind === 'total') {
      total = [row.vatIncluded ? `${t.total} ${t.inclVat}` : t.total, amount(row.amount)];
    }
  }
  return { lines, rows, total };
}

/**
 * The invoice of a placed order, in the language and currency of the site it was placed on,
 * under the name of its brand (`brand`, ./brand.ts).
 */
export async function invoicePdf(
  order: ConsumerOrder,
  issuedAt: Date,
  brand: string,
): Promise<Buffer> {
  const t = words[pdfLanguageOf(order.locale)];
  const tag = order.locale;
  const money = moneyFormat(tag, order.totals.currency);
  const amount = (value: number) => printable(money.format(value));
  const content = invoiceContent(order);
  const date = (iso: string | Date) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(iso));

  const { doc, done, text } = await pdfDocument({
    title: `${t.title} ${order.orderNumber}`,
    subject: t.title,
    lang: tag,
    author: brand,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(22);
  text(brand);
  doc.font('Helvetica').fontSize(16).moveDown(0.2);
  text(`${t.title} INV-${order.orderNumber}`);
  doc.fontSize(10).moveDown(0.8);
  const facts: [string, string][] = [
    [t.invoiceNumber, `INV-${order.orderNumber}`],
    [t.orderNumber, order.orderNumber],
    [t.orderDate, date(order.createdAt)],
    [t.issued, date(issuedAt)],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold');
    text(`${label}: `, { continued: true });
    doc.font('Helvetica');
    text(value);
  }
  doc.moveDown();

  // Who pays and where it goes, side by side.
  const top = doc.y;
  const column = width / 2 - 10;
  const shipment = order.shipments.find((entry) => entry.address || entry.storeName);
  const blocks: [string, string[]][] = [];
  if (order.billingAddress)
    blocks.push([t.billTo, [...postalLines(order.billingAddress, tag), order.email]]);
  else blocks.push([t.billTo, [order.email]]);
  if (shipment?.address) blocks.push([t.shipTo, postalLines(shipment.address, tag)]);
  else if (shipment?.storeName) blocks.push([t.pickup, [shipment.storeName]]);
  let bottom = top;
  blocks.forEach(([title, lines], index) => {
    const x = left + index * (column + 20);
    doc.font('Helvetica-Bold').text(printable(title), x, top, { width: column });
    doc.font('Helvetica').text(printable(lines.join('\n')), x, doc.y, { width: column });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom;
  doc.moveDown(1.5);

  const bold = (value: string, align: 'left' | 'right' = 'left'): PDFKit.Mixins.CellOptions => ({
    text: printable(value),
    font: { src: 'Helvetica-Bold' },
    align: { x: align },
    type: 'TH',
  });
  const right = (value: string): PDFKit.Mixins.CellOptions => ({
    text: value,
    align: { x: 'right' },
  });
  doc.table({
    columnStyles: [width - 230, 50, 90, 90],
    rowStyles: (row) => (row === 0 ? { border: [0, 0, 1, 0] } : { border: 0 }),
    data: [
      [bold(t.item), bold(t.qty, 'right'), bold(t.unitPrice, 'right'), bold(t.amount, 'right')],
      ...content.lines.map((line) => [
        printable(line.description),
        right(String(line.qty)),
        right(line.unitPrice),
        right(line.amount),
      ]),
    ],
  });
  doc.moveDown();

  const { rows, total } = content;
  doc.x = left;
  doc.table({
    columnStyles: [width - 180, 180],
    rowStyles: (row) => (row === rows.length ? { border: [1, 0, 0, 0] } : { border: 0 }),
    data: [
      ...rows.map(([label, value]) => [right(printable(label)), right(value)]),
      [bold(total[0], 'right'), bold(total[1], 'right')],
    ],
  });
  doc.moveDown();

  doc.x = left;
  if (order.paymentMethod.length) {
    doc.font('Helvetica-Bold');
    text(t.paidWith);
    doc.font('Helvetica');
    for (const payment of order.paymentMethod) text(`${payment.label}: ${amount(payment.amount)}`);
    doc.moveDown();
  }
  if (order.status === 'CANCELLED') {
    text(t.cancelled);
    doc.moveDown();
  }
  text(t.thanks.replace('{brand}', brand));
  doc.end();
  return done;
}
