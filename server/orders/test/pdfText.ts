import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of ./pdf.ts shows, one line per text operation: PDFKit writes each page's
 * content as a deflated stream whose text is `[<hex> kerning <hex> …] TJ` in Windows-1252.
 * Its document information (Title, Author) is read from the file as it is.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // Not a deflated stream (a font, an image).
    }
    for (const shown of content.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/gi)) {
      const hex = [...(shown[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]);
      lines.push(Buffer.from(hex.join(''), 'hex').toString('latin1'));
    }
  }
  return lines;
}

/** The document information's `Author` of a PDF: an object of its own, a literal string. */
export function pdfAuthor(pdf: Buffer): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = /\/Author (\d+) 0 R/.exec(raw)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([^)]*)\\)`).exec(raw)?.[1] : undefined;
}
