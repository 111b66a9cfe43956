import { formatEmailEuro } from '../../domain/email/email-money.js';
import { COUNTRY_NAMES } from '../../domain/email/order-email-texts.js';
import { INVOICE_TEXTS } from '../../domain/invoices/invoice-texts.js';
import type { OfferDocument } from '../../domain/offers/offer-document.js';
import { OFFER_TEXTS, offerLineText, PAYMENT_METHOD_NAMES } from '../../domain/offers/offer-texts.js';
import { fillTemplate } from '../../domain/shared/language.js';
import { vatMentionText } from '../../domain/vat/vat-decision.js';
import { renderDocumentPdf, type PdfDocumentLayout, type PdfTableRow } from './document-pdf.js';

/** The offer revision as the PDF lays it out, in the customer's language (the invoices' look and labels). */
export const offerPdfLayout = (doc: OfferDocument): PdfDocumentLayout => {
  const { revision } = doc;
  const language = revision.customer.language;
  const t = (key: keyof typeof INVOICE_TEXTS): string => INVOICE_TEXTS[key][language];
  const o = (key: keyof typeof OFFER_TEXTS): string => OFFER_TEXTS[key][language];
  const money = (cents: number): string => formatEmailEuro(cents, language);
  const { customer } = revision;
  const rows = revision.lines.map((line): PdfTableRow => {
    const discount = line.lineDiscount + line.offerDiscount;
    const text = offerLineText(line, language);
    return [
      discount === 0 ? text : `${text}\n${o('discount')}: -${money(discount)}`,
      String(line.quantity),
      money(line.unitPrice),
      `${line.vat.ratePercent}% ${line.vat.category}`,
      money(line.net),
    ];
  });
  const discount = revision.discount;
  return {
    language,
    fileTitle: `${doc.number} ${o('revision')} ${revision.revision}`,
    title: o('offer'),
    facts: [
      `${t('number')}: ${doc.number}`,
      `${o('revision')}: ${revision.revision}`,
      `${o('date')}: ${doc.issueDate}`,
      `${o('validUntil')}: ${revision.validUntil}`,
    ],
    seller: doc.seller,
    buyerHeading: t('buyer'),
    buyerLines: [
      ...(customer.companyName === null ? [] : [customer.companyName]),
      customer.name,
      ...(customer.street === '' ? [] : [customer.street]),
      `${customer.postalCode} ${customer.city}`.trim(),
      COUNTRY_NAMES[customer.country][language],
      ...(customer.vatNumber === null ? [] : [`${t('vatNumber')}: ${customer.vatNumber}`]),
      customer.email,
    ].filter((line) => line !== ''),
    header: [t('description'), t('quantity'), t('unitPrice'), t('vatRate'), t('lineNet')],
    rows,
    totals: [
      ...(discount === null
        ? []
        : [{ label: `${o('offerDiscount')}${discount.kind === 'percent' ? ` ${String(discount.percent).replace('.', language === 'en' ? '.' : ',')} %` : ''}`, value: `-${money(revision.offerDiscount)}` }]),
      { label: t('netTotal'), value: money(revision.subtotal) },
      ...revision.vatDetail.breakdown.map((group) => ({ label: `${fillTemplate(t('vatOn'), { rate: group.ratePercent, net: money(group.net) })} (${group.category})`, value: money(group.vat) })),
      { label: t('total'), value: money(revision.total), bold: true },
    ],
    mention: vatMentionText(revision.vatDetail.breakdown, language),
    closing: [
      ...(revision.note === null ? [] : [`${o('note')}: ${revision.note}`]),
      `${o('payment')}: ${revision.paymentMethods.map((method) => PAYMENT_METHOD_NAMES[method][language]).join(', ')}`,
      o('acceptOnline'),
    ],
  };
};

/** The offer revision's PDF (same company details and look as the invoices). */
export const renderOfferPdf = (doc: OfferDocument, options: { readonly compress?: boolean } = {}): Promise<Buffer> => renderDocumentPdf(offerPdfLayout(doc), options);
