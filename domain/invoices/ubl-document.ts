import type { InvoiceDocument, InvoiceLine } from './invoice-document.js';
import { belgianEnterpriseEndpoint, buyerEndpoint, type PeppolEndpoint } from './peppol-endpoint.js';
import { escapeXml, xmlAmount } from './xml-text.js';
import { containerNote } from './container-note.js';

export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const el = (name: string, content: string, attributes = ''): string => `<${name}${attributes}>${content}</${name}>`;
const text = (name: string, value: string, attributes = ''): string => el(name, escapeXml(value), attributes);
const amount = (name: string, cents: number): string => text(name, xmlAmount(cents), ' currencyID="EUR"');
const percent = (rate: number): string => String(rate);
const join = (...parts: readonly (string | null)[]): string => parts.filter((part): part is string => part !== null).join('');

const endpoint = (point: PeppolEndpoint): string => text('cbc:EndpointID', point.id, ` schemeID="${escapeXml(point.scheme)}"`);

const postalAddress = (address: { street: string; city: string; postalCode: string; countryCode: string }, tag = 'cac:PostalAddress'): string =>
  el(
    tag,
    join(text('cbc:StreetName', address.street), text('cbc:CityName', address.city), text('cbc:PostalZone', address.postalCode), el('cac:Country', text('cbc:IdentificationCode', address.countryCode))),
  );

const vatScheme = el('cac:TaxScheme', text('cbc:ID', 'VAT'));

const seller = (doc: InvoiceDocument): string => {
  const s = doc.seller;
  return el(
    'cac:AccountingSupplierParty',
    el(
      'cac:Party',
      join(
        endpoint(belgianEnterpriseEndpoint(s.enterpriseNumber)),
        el('cac:PartyName', text('cbc:Name', s.name)),
        postalAddress(s),
        el('cac:PartyTaxScheme', join(text('cbc:CompanyID', s.vatNumber), vatScheme)),
        el('cac:PartyLegalEntity', join(text('cbc:RegistrationName', s.legalName), text('cbc:CompanyID', s.enterpriseNumber, ' schemeID="0208"'))),
        el('cac:Contact', join(text('cbc:Telephone', s.phone), text('cbc:ElectronicMail', s.email))),
      ),
    ),
  );
};

const buyer = (doc: InvoiceDocument, address: PeppolEndpoint): string => {
  const b = doc.buyer;
  return el(
    'cac:AccountingCustomerParty',
    el(
      'cac:Party',
      join(
        endpoint(address),
        postalAddress(b),
        b.vatNumber === null ? null : el('cac:PartyTaxScheme', join(text('cbc:CompanyID', b.vatNumber), vatScheme)),
        el('cac:PartyLegalEntity', text('cbc:RegistrationName', b.name)),
        el('cac:Contact', text('cbc:ElectronicMail', b.email)),
      ),
    ),
  );
};

const delivery = (doc: InvoiceDocument): string =>
  el('cac:Delivery', join(text('cbc:ActualDeliveryDate', doc.supplyDate), el('cac:DeliveryLocation', postalAddress(doc.delivery, 'cac:Address'))));

/** Bank transfer with the structured communication (58 SEPA credit transfer), or online payment (48 bank card). */
const paymentMeans = (doc: InvoiceDocument): string =>
  doc.payment.method === 'card'
    ? el('cac:PaymentMeans', text('cbc:PaymentMeansCode', '48'))
    : el(
        'cac:PaymentMeans',
        join(
          text('cbc:PaymentMeansCode', '58'),
          doc.payment.reference === null ? null : text('cbc:PaymentID', doc.payment.reference),
          el('cac:PayeeFinancialAccount', join(text('cbc:ID', doc.seller.iban.replace(/\s/g, '')), el('cac:FinancialInstitutionBranch', text('cbc:ID', doc.seller.bic)))),
        ),
      );

const taxTotal = (doc: InvoiceDocument): string =>
  el(
    'cac:TaxTotal',
    join(
      amount('cbc:TaxAmount', doc.vat),
      ...doc.vatBreakdown.map((group) =>
        el(
          'cac:TaxSubtotal',
          join(
            amount('cbc:TaxableAmount', group.net),
            amount('cbc:TaxAmount', group.vat),
            el(
              'cac:TaxCategory',
              join(
                text('cbc:ID', group.category),
                text('cbc:Percent', percent(group.ratePercent)),
                group.exemptionReasonCode === null ? null : text('cbc:TaxExemptionReasonCode', group.exemptionReasonCode),
                group.mention === null ? null : text('cbc:TaxExemptionReason', group.mention.en),
                vatScheme,
              ),
            ),
          ),
        ),
      ),
    ),
  );

const monetaryTotal = (doc: InvoiceDocument): string =>
  el(
    'cac:LegalMonetaryTotal',
    join(
      amount('cbc:LineExtensionAmount', doc.net),
      amount('cbc:TaxExclusiveAmount', doc.net),
      amount('cbc:TaxInclusiveAmount', doc.total),
      amount('cbc:PrepaidAmount', doc.paid),
      amount('cbc:PayableAmount', doc.total - doc.paid),
    ),
  );

const line = (doc: InvoiceDocument, item: InvoiceLine, index: number): string => {
  const credit = doc.kind === 'credit_note';
  const note = containerNote(item, doc.language);
  return el(
    credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
    join(
      text('cbc:ID', String(index + 1)),
      // BT-127, the line's one note (UBL puts it right after the line id): the containers the line delivers.
      note === null ? null : text('cbc:Note', note),
      text(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', String(item.quantity), ' unitCode="C62"'),
      amount('cbc:LineExtensionAmount', item.net),
      // A discounted line (an order made from an offer): the allowance, with its reason (BR-41, BR-42; UNCL5189 95 = discount).
      item.allowance === undefined || item.allowance === 0
        ? null
        : el('cac:AllowanceCharge', join(text('cbc:ChargeIndicator', 'false'), text('cbc:AllowanceChargeReasonCode', '95'), text('cbc:AllowanceChargeReason', 'Discount'), amount('cbc:Amount', item.allowance))),
      el('cac:Item', join(text('cbc:Name', item.description), el('cac:ClassifiedTaxCategory', join(text('cbc:ID', item.vatCategory), text('cbc:Percent', percent(item.vatRatePercent)), vatScheme)))),
      el('cac:Price', amount('cbc:PriceAmount', item.unitNet)),
    ),
  );
};

/** Whether the document has a Peppol BIS UBL: only when its buyer has a Peppol address. */
export const hasPeppolUbl = (buyer: { readonly vatNumber: string | null }): boolean => buyerEndpoint(buyer) !== null;

const NAMESPACES = (root: string): string =>
  ` xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"` +
  ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"' +
  ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';

/**
 * The document as UBL 2.1 in the Peppol BIS Billing 3.0 profile: an Invoice
 * (type 380) or a CreditNote (type 381) with its billing reference. Elements in
 * the order the UBL schema requires. Null when the buyer has no Peppol address
 * (a consumer): such a document cannot be valid Peppol BIS (PEPPOL-EN16931-R010,
 * CL008), and its invoice is the PDF.
 */
export const ublDocumentXml = (doc: InvoiceDocument): string | null => {
  const buyerAddress = buyerEndpoint(doc.buyer);
  if (buyerAddress === null) return null;
  const credit = doc.kind === 'credit_note';
  const root = credit ? 'CreditNote' : 'Invoice';
  // One document-level note at most (PEPPOL-EN16931-R002): every mention in it.
  const mentions = [...new Set(doc.vatBreakdown.flatMap((group) => (group.mention === null ? [] : [group.mention[doc.language]])))];
  const body = join(
    text('cbc:CustomizationID', PEPPOL_CUSTOMIZATION_ID),
    text('cbc:ProfileID', PEPPOL_PROFILE_ID),
    text('cbc:ID', doc.number),
    text('cbc:IssueDate', doc.issueDate),
    // BT-9 (an invoice with something left to pay, BR-CO-25); a credit note carries none.
    credit || doc.dueDate === undefined || doc.dueDate === null ? null : text('cbc:DueDate', doc.dueDate),
    text(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
    mentions.length === 0 ? null : text('cbc:Note', mentions.join(' / ')),
    text('cbc:DocumentCurrencyCode', doc.currency),
    text('cbc:BuyerReference', String(doc.orderNumber)),
    // BG-14, the days a rental invoice covers (UBL puts it before the order reference).
    doc.period === undefined || doc.period === null ? null : el('cac:InvoicePeriod', join(text('cbc:StartDate', doc.period.start), text('cbc:EndDate', doc.period.end))),
    el('cac:OrderReference', text('cbc:ID', String(doc.orderNumber))),
    doc.corrects === null ? null : el('cac:BillingReference', el('cac:InvoiceDocumentReference', join(text('cbc:ID', doc.corrects.number), text('cbc:IssueDate', doc.corrects.issueDate)))),
    seller(doc),
    buyer(doc, buyerAddress),
    delivery(doc),
    paymentMeans(doc),
    taxTotal(doc),
    monetaryTotal(doc),
    ...doc.lines.map((item, index) => line(doc, item, index)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}${NAMESPACES(root)}>${body}</${root}>\n`;
};
