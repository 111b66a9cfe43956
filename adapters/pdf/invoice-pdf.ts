import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { INVOICE_TEXTS } from '../../domain/invoices/invoice-texts.js';
import { containerNote } from '../../domain/invoices/container-note.js';
import { formatEmailEuro } from '../../domain/email/email-money.js';
import { fillTemplate } from '../../domain/shared/language.js';
import { vatMentionText } from '../../domain/vat/vat-decision.js';

const MARGIN = 50;
const RIGHT = 545;

/**
 * The invoice or credit note as an A4 PDF in the customer's language, with
 * pdfkit's built-in Helvetica (its WinAnsi encoding has the euro sign and the
 * accented letters of nl, de, fr). Made from the frozen document, so a PDF
 * made years later is the same invoice. `compress: false` keeps the text
 * readable for tests and archiving tools.
 */
export const renderInvoicePdf = (doc: InvoiceDocument, options: { readonly compress?: boolean } = {}): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, compress: options.compress ?? true, info: { Title: `${doc.number}`, Author: doc.seller.legalName } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    const t = (key: keyof typeof INVOICE_TEXTS): string => INVOICE_TEXTS[key][doc.language];
    const money = (cents: number): string => formatEmailEuro(cents, doc.language);
    const seller = doc.seller;

    pdf.font('Helvetica-Bold').fontSize(20).text(doc.kind === 'invoice' ? t('invoice') : t('creditNote'), MARGIN, MARGIN);
    pdf.font('Helvetica').fontSize(10);
    pdf.text(`${t('number')}: ${doc.number}`).text(`${t('issueDate')}: ${doc.issueDate}`).text(`${t('supplyDate')}: ${doc.supplyDate}`).text(`${t('orderNumber')}: ${doc.orderNumber}`);
    if (doc.corrects !== null) pdf.text(fillTemplate(t('corrects'), { number: doc.corrects.number, date: doc.corrects.issueDate }));
    if (doc.period !== undefined && doc.period !== null) pdf.text(fillTemplate(t('period'), { start: doc.period.start, end: doc.period.end }));
    if (doc.dueDate !== undefined && doc.dueDate !== null) pdf.text(`${t('dueDate')}: ${doc.dueDate}`);

    const top = 170;
    pdf.font('Helvetica-Bold').text(t('seller'), MARGIN, top).font('Helvetica');
    pdf.text(seller.legalName).text(seller.street).text(`${seller.postalCode} ${seller.city}, ${seller.countryCode}`);
    pdf.text(`${t('vatNumber')}: ${seller.vatNumber}`).text(`${t('enterpriseNumber')}: ${seller.enterpriseNumber}`);
    pdf.text(`IBAN ${seller.iban} · BIC ${seller.bic}`).text(`${seller.email} · ${seller.phone}`);

    const buyer = doc.buyer;
    pdf.font('Helvetica-Bold').text(t('buyer'), 320, top).font('Helvetica');
    pdf.text(buyer.name, 320).text(buyer.street, 320).text(`${buyer.postalCode} ${buyer.city}, ${buyer.countryCode}`, 320);
    if (buyer.vatNumber !== null) pdf.text(`${t('vatNumber')}: ${buyer.vatNumber}`, 320);
    pdf.text(`${t('deliveredTo')}: ${doc.delivery.street}, ${doc.delivery.postalCode} ${doc.delivery.city}, ${doc.delivery.countryCode}`, 320, undefined, { width: 225 });

    let y = 320;
    const row = (cells: readonly string[], bold = false): void => {
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      const height = pdf.heightOfString(cells[0] ?? '', { width: 200 });
      pdf.text(cells[0] ?? '', MARGIN, y, { width: 200 });
      pdf.text(cells[1] ?? '', 255, y, { width: 40, align: 'right' });
      pdf.text(cells[2] ?? '', 300, y, { width: 90, align: 'right' });
      pdf.text(cells[3] ?? '', 395, y, { width: 50, align: 'right' });
      pdf.text(cells[4] ?? '', 450, y, { width: RIGHT - 450, align: 'right' });
      y += Math.max(height, 12) + 6;
      if (y > 740) {
        pdf.addPage();
        y = MARGIN;
      }
    };
    row([t('description'), t('quantity'), t('unitPrice'), t('vatRate'), t('lineNet')], true);
    for (const line of doc.lines) {
      const note = containerNote(line, doc.language);
      const description = note === null ? line.description : `${line.description}\n${note}`;
      row([description, String(line.quantity), money(line.unitNet), `${line.vatRatePercent}% ${line.vatCategory}`, money(line.net)]);
    }

    y += 10;
    const total = (label: string, value: string, bold = false): void => {
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 280, y, { width: 165, align: 'right' }).text(value, 450, y, { width: RIGHT - 450, align: 'right' });
      y += 16;
    };
    total(t('netTotal'), money(doc.net));
    for (const group of doc.vatBreakdown) total(`${fillTemplate(t('vatOn'), { rate: group.ratePercent, net: money(group.net) })} (${group.category})`, money(group.vat));
    total(t('total'), money(doc.total), true);
    total(t('paid'), money(doc.paid));
    total(t('due'), money(doc.total - doc.paid), true);

    y += 10;
    const mention = vatMentionText(doc.vatBreakdown, doc.language);
    if (mention !== null) {
      pdf.font('Helvetica-Bold').text(mention, MARGIN, y, { width: RIGHT - MARGIN });
      y = pdf.y + 10;
    }
    // A rental invoice is issued before it is paid: it says by when, the others that they were paid.
    const payable = doc.total > doc.paid && doc.dueDate !== undefined && doc.dueDate !== null ? fillTemplate(t('payableByTransfer'), { date: doc.dueDate }) : null;
    pdf.font('Helvetica').text(payable ?? (doc.payment.method === 'card' ? t('paidByCard') : t('paidByTransfer')), MARGIN, y);
    if (doc.payment.reference !== null) pdf.text(`${t('paymentReference')}: ${doc.payment.reference}`);
    pdf.end();
  });
