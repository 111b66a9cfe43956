import { OFFER_PAYMENT_METHODS } from '../../../../../domain/offers/offer-terms.js';
import { DEFAULT_LANGUAGE } from '../../../../../domain/shared/language.js';
import type { OfferContentJson, OfferLineJson } from '../remote/offer-json.js';
import { emptyOfferForm, eurosText, newLineKey, type OfferFormValues, type OfferLineValues, type OfferTransportValues } from './offer-form-values.js';

const lineValuesOf = (line: OfferLineJson): OfferLineValues => ({
  key: newLineKey(),
  kind: line.productId === null ? 'free' : 'product',
  productId: line.productId ?? '',
  condition: line.condition ?? '',
  colorType: line.colorType,
  ralColor: line.ralColor ?? '',
  // A free line's text is its title; a product line's title is the product's, its own words the description.
  description: line.productId === null ? line.title : line.description,
  quantity: String(line.quantity),
  unitPrice: eurosText(line.unitPrice),
  discountKind: line.discountPercent !== null ? 'percent' : line.lineDiscount > 0 ? 'amount' : 'none',
  discount: line.discountPercent !== null ? eurosText(line.discountPercent) : line.lineDiscount > 0 ? eurosText(line.lineDiscount) : '',
});

/** The transport line as the editor shows it: the price that was offered, kept (untick to price it from the tables again). */
const transportValuesOf = (line: OfferLineJson | undefined): OfferTransportValues => {
  if (line === undefined || line.transportOption === null) return emptyOfferForm(DEFAULT_LANGUAGE).transport;
  return { option: line.transportOption, country: line.transportCountry ?? 'BE', postcode: line.transportPostcode ?? '', override: true, price: eurosText(line.unitPrice) };
};

/** The editor's values for a stored revision: what a draft is edited from, and what a new revision starts from. */
export const offerFormOfRevision = (revision: OfferContentJson, quoteId: string | null): OfferFormValues => {
  const { customer } = revision;
  return {
    quoteId: quoteId ?? '',
    customer: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone ?? '',
      street: customer.street,
      postalCode: customer.postalCode,
      city: customer.city,
      country: customer.country,
      kind: customer.kind,
      companyName: customer.companyName ?? '',
      vatNumber: customer.vatNumber ?? '',
    },
    language: customer.language,
    lines: revision.lines.filter((line) => line.kind !== 'transport').map(lineValuesOf),
    transport: transportValuesOf(revision.lines.find((line) => line.kind === 'transport')),
    discountKind: revision.discountPercent !== null ? 'percent' : revision.discountAmount !== null ? 'amount' : 'none',
    discount: eurosText(revision.discountPercent ?? revision.discountAmount),
    validUntil: revision.validUntil,
    note: revision.note ?? '',
    paymentMethods: OFFER_PAYMENT_METHODS.filter((method) => revision.paymentMethods.includes(method)),
  };
};
