import type { OfferRevision } from './offer-revision.js';

/**
 * JSON with the keys of every object sorted and no spaces: the same content always gives the
 * same text, whatever order it was built or read back in (a jsonb column reorders keys).
 * Arrays keep their order; undefined members are left out as JSON.stringify does.
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('canonical JSON has no place for a non-finite number');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((item: unknown) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
};

/**
 * What a customer accepts: the offer's number and revision, who it is for, every line with its
 * price, discount and VAT, the totals, the VAT breakdown, the validity, the note and the payment
 * methods, serialised canonically (`offer-acceptance-v1`). Its SHA-256 is kept with the acceptance,
 * so the accepted content can be proven later from the stored revision.
 */
export const acceptedOfferContent = (number: string, revision: OfferRevision): string =>
  canonicalJson({
    format: 'offer-acceptance-v1',
    number,
    revision: revision.revision,
    customer: revision.customer,
    lines: revision.lines,
    discount: revision.discount,
    offerDiscount: revision.offerDiscount,
    subtotal: revision.subtotal,
    vat: revision.vat,
    total: revision.total,
    vatBreakdown: revision.vatDetail.breakdown,
    validUntil: revision.validUntil,
    note: revision.note,
    paymentMethods: revision.paymentMethods,
    currency: 'EUR',
  });
