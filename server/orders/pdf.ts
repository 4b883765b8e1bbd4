/*
 * What the order documents made as PDFs (invoice.ts, returnLabelPdf.ts) share: PDFKit,
 * loaded on the first document (a fifth of a second), not with the service; its built-in
 * Helvetica; the document's language.
 */

export type PdfLanguage = 'en' | 'fr' | 'de';

/** The language of a site locale's documents (`fr-ca` → `fr`), English for any other. */
export function pdfLanguageOf(locale: string): PdfLanguage {
  const language = locale.split('-')[0];
  return language === 'fr' || language === 'de' ? language : 'en';
}

/**
 * PDFKit's built-in Helvetica writes Windows-1252: the narrow and no-break spaces that
 * French and German number formats put around amounts become plain spaces, and any other
 * character outside it a question mark rather than a missing glyph.
 */
export function printable(text: string): string {
  return (
    text
      .replace(/[\u00a0\u202f\u2009]/g, ' ')
      .replace(/[\u2018\u2019]/g, "'")
      // The minus sign of a discount ("−$3.60") is not in it: the hyphen-minus.
      .replace(/\u2212/g, '-')
      .replace(/[^\n\u0020-\u007e\u00a0-\u00ff\u20ac\u2013\u2014\u2022\u2026\u201c\u201d]/g, '?')
  );
}

/**
 * A new A4 document and the bytes it will be once `doc.end()` is called; `text` writes
 * printable text. `author`: the brand of the order's site (./brand.ts), whose document it is.
 */
export async function pdfDocument(info: {
  title: string;
  subject: string;
  lang: string;
  author: string;
}) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: info.title, Author: printable(info.author), Subject: info.subject },
    lang: info.lang,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) =>
    doc.text(printable(value), options);
  return { doc, done, text };
}
