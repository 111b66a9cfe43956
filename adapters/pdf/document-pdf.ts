import PDFDocument from 'pdfkit';
import type { SellerDetails } from '../../domain/invoices/invoice-document.js';
import { INVOICE_TEXTS } from '../../domain/invoices/invoice-texts.js';
import type { Language } from '../../domain/shared/language.js';

const MARGIN = 50;
const RIGHT = 545;

/** One row of the lines table: description, quantity, unit price, VAT, amount. */
export type PdfTableRow = readonly [string, string, string, string, string];

/**
 * A commercial document (an invoice, a credit note, an offer) as the shop prints it: a title with
 * its facts, the seller's company details and the buyer side by side, the lines, the totals, a
 * bold mention and closing lines. Every text is already in the customer's language.
 */
export interface PdfDocumentLayout {
  readonly language: Language;
  /** The file's Title (its number). */
  readonly fileTitle: string;
  readonly title: string;
  readonly facts: readonly string[];
  readonly seller: SellerDetails;
  readonly buyerHeading: string;
  readonly buyerLines: readonly string[];
  readonly header: PdfTableRow;
  readonly rows: readonly PdfTableRow[];
  readonly totals: readonly { readonly label: string; readonly value: string; readonly bold?: boolean }[];
  readonly mention: string | null;
  readonly closing: readonly string[];
}

/**
 * The document as an A4 PDF with pdfkit's built-in Helvetica (its WinAnsi encoding has the euro
 * sign and the accented letters of nl, de, fr), the same look for every document the shop sends.
 * `compress: false` keeps the text readable for tests and archiving tools.
 */
export const renderDocumentPdf = (layout: PdfDocumentLayout, options: { readonly compress?: boolean } = {}): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, compress: options.compress ?? true, info: { Title: layout.fileTitle, Author: layout.seller.legalName } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const t = (key: keyof typeof INVOICE_TEXTS): string => INVOICE_TEXTS[key][layout.language];
    const { seller } = layout;

    pdf.font('Helvetica-Bold').fontSize(20).text(layout.title, MARGIN, MARGIN);
    pdf.font('Helvetica').fontSize(10);
    for (const fact of layout.facts) pdf.text(fact);

    const top = 170;
    pdf.font('Helvetica-Bold').text(t('seller'), MARGIN, top).font('Helvetica');
    pdf.text(seller.legalName).text(seller.street).text(`${seller.postalCode} ${seller.city}, ${seller.countryCode}`);
    pdf.text(`${t('vatNumber')}: ${seller.vatNumber}`).text(`${t('enterpriseNumber')}: ${seller.enterpriseNumber}`);
    pdf.text(`IBAN ${seller.iban} · BIC ${seller.bic}`).text(`${seller.email} · ${seller.phone}`);
    pdf.font('Helvetica-Bold').text(layout.buyerHeading, 320, top).font('Helvetica');
    for (const line of layout.buyerLines) pdf.text(line, 320, undefined, { width: 225 });

    let y = Math.max(320, pdf.y + 20);
    const row = (cells: PdfTableRow, bold = false): void => {
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      const height = pdf.heightOfString(cells[0], { width: 200 });
      pdf.text(cells[0], MARGIN, y, { width: 200 });
      pdf.text(cells[1], 255, y, { width: 40, align: 'right' });
      pdf.text(cells[2], 300, y, { width: 90, align: 'right' });
      pdf.text(cells[3], 395, y, { width: 50, align: 'right' });
      pdf.text(cells[4], 450, y, { width: RIGHT - 450, align: 'right' });
      y += Math.max(height, 12) + 6;
      if (y > 740) {
        pdf.addPage();
        y = MARGIN;
      }
    };
    row(layout.header, true);
    for (const cells of layout.rows) row(cells);

    y += 10;
    for (const total of layout.totals) {
      pdf
        .font(total.bold === true ? 'Helvetica-Bold' : 'Helvetica')
        .text(total.label, 230, y, { width: 215, align: 'right' })
        .text(total.value, 450, y, { width: RIGHT - 450, align: 'right' });
      y += 16;
    }

    y += 10;
    if (layout.mention !== null) {
      pdf.font('Helvetica-Bold').text(layout.mention, MARGIN, y, { width: RIGHT - MARGIN });
      y = pdf.y + 10;
    }
    pdf.font('Helvetica');
    layout.closing.forEach((line, index) => (index === 0 ? pdf.text(line, MARGIN, y, { width: RIGHT - MARGIN }) : pdf.text(line, { width: RIGHT - MARGIN })));
    pdf.end();
  });
