import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { INVOICE_TEXTS } from '../../domain/invoices/invoice-texts.js';
import { containerNote } from '../../domain/invoices/container-note.js';
import { formatEmailEuro } from '../../domain/email/email-money.js';
import { OFFER_TEXTS } from '../../domain/offers/offer-texts.js';
import { fillTemplate } from '../../domain/shared/language.js';
import { vatMentionText } from '../../domain/vat/vat-decision.js';
import { renderDocumentPdf, type PdfDocumentLayout, type PdfTableRow } from './document-pdf.js';

/** The invoice or credit note as the PDF lays it out, in the customer's language. */
export const invoicePdfLayout = (doc: InvoiceDocument): PdfDocumentLayout => {
  const t = (key: keyof typeof INVOICE_TEXTS): string => INVOICE_TEXTS[key][doc.language];
  const money = (cents: number): string => formatEmailEuro(cents, doc.language);
  const { buyer, delivery } = doc;
  const rows = doc.lines.map((line): PdfTableRow => {
    const notes = [
      containerNote(line, doc.language),
      line.allowance === undefined || line.allowance === 0 ? null : `${OFFER_TEXTS.discount[doc.language]}: -${money(line.allowance)}`,
    ].filter((note): note is string => note !== null);
    return [[line.description, ...notes].join('\n'), String(line.quantity), money(line.unitNet), `${line.vatRatePercent}% ${line.vatCategory}`, money(line.net)];
  });
  // A rental invoice is issued before it is paid: it says by when, the others that they were paid.
  const payable = doc.total > doc.paid && doc.dueDate !== undefined && doc.dueDate !== null ? fillTemplate(t('payableByTransfer'), { date: doc.dueDate }) : null;
  return {
    language: doc.language,
    fileTitle: doc.number,
    title: doc.kind === 'invoice' ? t('invoice') : t('creditNote'),
    facts: [
      `${t('number')}: ${doc.number}`,
      `${t('issueDate')}: ${doc.issueDate}`,
      `${t('supplyDate')}: ${doc.supplyDate}`,
      `${t('orderNumber')}: ${doc.orderNumber}`,
      ...(doc.corrects === null ? [] : [fillTemplate(t('corrects'), { number: doc.corrects.number, date: doc.corrects.issueDate })]),
      ...(doc.period === undefined || doc.period === null ? [] : [fillTemplate(t('period'), { start: doc.period.start, end: doc.period.end })]),
      ...(doc.dueDate === undefined || doc.dueDate === null ? [] : [`${t('dueDate')}: ${doc.dueDate}`]),
    ],
    seller: doc.seller,
    buyerHeading: t('buyer'),
    buyerLines: [
      buyer.name,
      buyer.street,
      `${buyer.postalCode} ${buyer.city}, ${buyer.countryCode}`,
      ...(buyer.vatNumber === null ? [] : [`${t('vatNumber')}: ${buyer.vatNumber}`]),
      `${t('deliveredTo')}: ${delivery.street}, ${delivery.postalCode} ${delivery.city}, ${delivery.countryCode}`,
    ],
    header: [t('description'), t('quantity'), t('unitPrice'), t('vatRate'), t('lineNet')],
    rows,
    totals: [
      { label: t('netTotal'), value: money(doc.net) },
      ...doc.vatBreakdown.map((group) => ({ label: `${fillTemplate(t('vatOn'), { rate: group.ratePercent, net: money(group.net) })} (${group.category})`, value: money(group.vat) })),
      { label: t('total'), value: money(doc.total), bold: true },
      { label: t('paid'), value: money(doc.paid) },
      { label: t('due'), value: money(doc.total - doc.paid), bold: true },
    ],
    mention: vatMentionText(doc.vatBreakdown, doc.language),
    closing: [payable ?? (doc.payment.method === 'card' ? t('paidByCard') : t('paidByTransfer')), ...(doc.payment.reference === null ? [] : [`${t('paymentReference')}: ${doc.payment.reference}`])],
  };
};

/**
 * The invoice or credit note as an A4 PDF in the customer's language, on the shop's one document
 * layout (document-pdf.ts; offers use it too). Made from the frozen document, so a PDF made years
 * later is the same invoice. `compress: false` keeps the text readable for tests and archiving tools.
 */
export const renderInvoicePdf = (doc: InvoiceDocument, options: { readonly compress?: boolean } = {}): Promise<Buffer> => renderDocumentPdf(invoicePdfLayout(doc), options);
