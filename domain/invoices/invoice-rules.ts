import { sumCents } from '../shared/money.js';
import { vatAtRate } from '../vat/vat-breakdown.js';
import type { InvoiceDocument } from './invoice-document.js';
import { belgianEnterpriseEndpoint, buyerEndpoint, PEPPOL_EAS_SCHEMES } from './peppol-endpoint.js';

/**
 * The EN 16931 and Peppol BIS Billing 3.0 business rules that apply to what the
 * shop emits, checked on the document the UBL is made from. Rule ids and wording
 * from the CEN-EN16931-UBL and PEPPOL-EN16931-UBL Schematron (docs/invoicing.md).
 * Answers the ids of the broken rules: an empty list is a valid document.
 */
export const invoiceRuleViolations = (doc: InvoiceDocument): readonly string[] => {
  const broken = new Set<string>();
  const fail = (rule: string, holds: boolean): void => {
    if (!holds) broken.add(rule);
  };
  const lineNets = sumCents(doc.lines.map((line) => line.net));

  fail('BR-16', doc.lines.length > 0); // at least one line
  fail('BR-CO-10', doc.net === lineNets); // sum of line net amounts
  fail('BR-CO-13', doc.net === lineNets); // total without VAT (no document-level allowances or charges)
  fail('BR-CO-14', doc.vat === sumCents(doc.vatBreakdown.map((group) => group.vat))); // VAT total = sum of category amounts
  fail('BR-CO-15', doc.total === doc.net + doc.vat); // total with VAT
  fail('BR-CO-16', doc.total - doc.paid >= 0); // amount due = total − prepaid, never negative here
  fail('BR-CO-18', doc.vatBreakdown.length > 0); // at least one VAT breakdown
  // Line net = quantity × price − line allowance (PEPPOL-EN16931-R120); an allowance has an amount, not negative, not over the line (BR-41).
  for (const line of doc.lines) fail('PEPPOL-EN16931-R120', line.net === line.quantity * line.unitNet - (line.allowance ?? 0));
  for (const line of doc.lines) fail('BR-41', Number.isSafeInteger(line.allowance ?? 0) && (line.allowance ?? 0) >= 0 && (line.allowance ?? 0) <= line.quantity * line.unitNet);
  for (const line of doc.lines) fail('BR-27', line.unitNet >= 0); // item net price not negative

  const keys = doc.vatBreakdown.map((group) => `${group.category}:${group.ratePercent}`);
  fail('BR-CO-18', new Set(keys).size === keys.length);
  for (const group of doc.vatBreakdown) {
    const members = doc.lines.filter((line) => line.vatCategory === group.category && line.vatRatePercent === group.ratePercent);
    const c = group.category;
    fail(`BR-${c}-08`, group.net === sumCents(members.map((line) => line.net))); // taxable amount per category and rate
    fail('BR-CO-17', group.vat === vatAtRate(group.net, group.ratePercent)); // category VAT = taxable × rate, rounded
    if (c === 'S') {
      fail('BR-S-05', group.ratePercent > 0);
      fail('BR-S-10', group.exemptionReasonCode === null && group.mention === null); // no exemption reason for S
    } else {
      fail(c === 'K' ? 'BR-IC-05' : 'BR-AE-05', group.ratePercent === 0);
      fail(c === 'K' ? 'BR-IC-09' : 'BR-AE-09', group.vat === 0);
      fail(c === 'K' ? 'BR-IC-10' : 'BR-AE-10', group.exemptionReasonCode !== null || group.mention !== null); // exemption reason
      // Both parties identified for VAT (BR-IC-02, BR-AE-02).
      fail(c === 'K' ? 'BR-IC-02' : 'BR-AE-02', doc.buyer.vatNumber !== null && doc.seller.vatNumber !== '');
    }
    if (c === 'K') {
      fail('BR-IC-11', /^\d{4}-\d{2}-\d{2}$/.test(doc.supplyDate)); // actual delivery date
      fail('BR-IC-12', /^[A-Z]{2}$/.test(doc.delivery.countryCode)); // deliver-to country
    }
  }
  for (const line of doc.lines) fail(`BR-${line.vatCategory === 'K' ? 'IC' : line.vatCategory}-01`, keys.includes(`${line.vatCategory}:${line.vatRatePercent}`));

  // Identifiers: VAT numbers with their country prefix, dates, the Belgian enterprise number's check digits.
  const vatId = /^(?:[A-Z]{2}|EL)[0-9A-Z]{2,13}$/;
  fail('BR-CO-09', vatId.test(doc.seller.vatNumber) && (doc.buyer.vatNumber === null || vatId.test(doc.buyer.vatNumber)));
  fail('PEPPOL-EN16931-R020', belgianEnterpriseEndpoint(doc.seller.enterpriseNumber).id !== '');
  fail('PEPPOL-COMMON-R043', isBelgianEnterpriseNumber(doc.seller.enterpriseNumber));
  const buyerPoint = buyerEndpoint(doc.buyer); // null: no UBL is made (ublDocumentXml), the PDF is the invoice
  if (buyerPoint !== null) {
    fail('PEPPOL-EN16931-R010', buyerPoint.id !== '');
    fail('PEPPOL-EN16931-CL008', PEPPOL_EAS_SCHEMES.has(buyerPoint.scheme));
    if (buyerPoint.scheme === '0208') fail('PEPPOL-COMMON-R043', isBelgianEnterpriseNumber(buyerPoint.id));
  }
  fail('BR-02', doc.number.trim() !== ''); // invoice number
  fail('BR-03', /^\d{4}-\d{2}-\d{2}$/.test(doc.issueDate)); // issue date
  fail('BR-05', doc.currency === 'EUR');
  fail('BR-06', doc.seller.legalName.trim() !== ''); // seller name
  fail('BR-07', doc.buyer.name.trim() !== ''); // buyer name
  fail('BR-09', /^[A-Z]{2}$/.test(doc.seller.countryCode)); // seller country
  fail('BR-11', /^[A-Z]{2}$/.test(doc.buyer.countryCode)); // buyer country
  fail('BR-61', doc.payment.method === 'card' || doc.seller.iban.replace(/\s/g, '') !== ''); // account for a credit transfer
  if (doc.kind === 'credit_note') fail('BR-55', doc.corrects !== null); // the preceding invoice
  // An invoice with an amount due names the day it is due (or payment terms, which the shop does not write).
  if (doc.kind === 'invoice' && doc.total - doc.paid > 0) fail('BR-CO-25', typeof doc.dueDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(doc.dueDate));
  if (doc.period !== undefined && doc.period !== null) {
    const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);
    fail('BR-CO-19', isDay(doc.period.start) || isDay(doc.period.end)); // an invoicing period has a start or an end
    fail('BR-29', doc.period.end >= doc.period.start); // end not before start
  }
  return [...broken].sort();
};

/** 10 digits starting 0 or 1, the last two 97 − (the first eight mod 97). */
export const isBelgianEnterpriseNumber = (value: string): boolean =>
  /^[01]\d{9}$/.test(value) && 97 - (Number(value.slice(0, 8)) % 97) === Number(value.slice(8));
