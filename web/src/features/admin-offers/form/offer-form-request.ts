import type { Discount } from '../../../../../domain/offers/offer-discount.js';
import type { OfferLineInput, OfferTermsInput } from '../../../../../domain/offers/offer-input.js';
import type { OfferTerms } from '../../../../../domain/offers/offer-terms.js';
import { centsToEuros } from '../../../../../domain/shared/money.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { CheckoutCountry } from '../../../../../domain/transport/transport-country.js';
import type { CustomerKind } from '../../../../../domain/vat/vat-treatment.js';
import type { OfferInputJson } from '../remote/offer-json.js';
import type { DiscountKind, OfferFormValues, OfferLineValues } from './offer-form-values.js';

/** The customer as the request carries it (every field given: the editor shows the whole customer). */
export type OfferCustomerBody = {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CheckoutCountry;
  readonly kind: CustomerKind;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
};

/**
 * The body of `POST /api/admin/offers` and `PUT /api/admin/offers/{id}` as the editor builds it:
 * what the domain's checks read (checkOfferTerms, checkOfferContact) and the server gets, amounts
 * in euros. A number typed wrong stays text here, so the domain's rule names it.
 */
export interface OfferBody extends OfferTermsInput {
  readonly quoteId?: string;
  readonly customer: OfferCustomerBody;
  readonly language: Language;
  readonly lines: readonly OfferLineInput[];
}

const DECIMAL = /^-?\d+([.,]\d+)?$/;
const WHOLE = /^-?\d+$/;

/** Typed euros or percent as a number ('1250,50' → 1250.5); empty → undefined; anything else stays text (refused by the rules). */
export const numberOrText = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
};

const wholeOrText = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return WHOLE.test(trimmed) ? Number(trimmed) : trimmed;
};

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

const discountOf = (kind: DiscountKind, text: string): { readonly percent?: number | string; readonly amount?: number | string } | null => {
  const value = numberOrText(text);
  if (kind === 'none' || value === undefined) return null;
  return kind === 'percent' ? { percent: value } : { amount: value };
};

const lineOf = (line: OfferLineValues): OfferLineInput => {
  const discount = discountOf(line.discountKind, line.discount);
  const product = line.kind === 'product';
  return {
    ...(product ? { productId: line.productId.trim() === '' ? null : line.productId } : {}),
    ...(product && line.condition !== '' ? { condition: line.condition } : {}),
    ...(product && line.condition !== 'rent' ? { colorType: line.colorType } : {}),
    ...(product && line.colorType === 'wish_color' && line.condition !== 'rent' ? { ralColor: line.ralColor.trim() } : {}),
    description: line.description.trim(),
    quantity: wholeOrText(line.quantity),
    unitPrice: numberOrText(line.unitPrice),
    ...(discount?.percent === undefined ? {} : { discountPercent: discount.percent }),
    ...(discount?.amount === undefined ? {} : { discountAmount: discount.amount }),
  };
};

const transportOf = (values: OfferFormValues): OfferTermsInput['transport'] => {
  const { transport } = values;
  if (transport.option === 'none') return null;
  const price = transport.override ? numberOrText(transport.price) : undefined;
  if (transport.option === 'self_pickup') return { option: 'self_pickup', ...(price === undefined ? {} : { price }) };
  return { option: transport.option, country: transport.country, postcode: transport.postcode.trim(), ...(price === undefined ? {} : { price }) };
};

/** The request for the editor's values. */
export const offerBodyOf = (values: OfferFormValues): OfferBody => {
  const { customer } = values;
  const business = customer.kind === 'business';
  return {
    ...(values.quoteId === '' ? {} : { quoteId: values.quoteId }),
    customer: {
      name: customer.name.trim(),
      email: customer.email.trim(),
      phone: blankToNull(customer.phone),
      street: customer.street.trim(),
      postalCode: customer.postalCode.trim(),
      city: customer.city.trim(),
      country: customer.country,
      kind: customer.kind,
      companyName: business ? blankToNull(customer.companyName) : null,
      vatNumber: business ? blankToNull(customer.vatNumber) : null,
    },
    language: values.language,
    lines: values.lines.map(lineOf),
    transport: transportOf(values),
    discount: discountOf(values.discountKind, values.discount),
    ...(values.validUntil.trim() === '' ? {} : { validUntil: values.validUntil.trim() }),
    note: values.note.trim() === '' ? null : values.note,
    paymentMethods: values.paymentMethods,
  };
};

const discountJson = (discount: Discount | null): { readonly percent: number | null; readonly amount: number | null } => ({
  percent: discount?.kind === 'percent' ? discount.percent : null,
  amount: discount?.kind === 'amount' ? centsToEuros(discount.amount) : null,
});

/**
 * The request once the rules passed, made of what they read (`terms`, amounts in cents) with the
 * amounts in euros again: nothing the rules did not check is sent. A product line without its own
 * condition is offered in the product's (the server's default); no validity: the server's default.
 */
export const offerInputOf = (values: OfferFormValues, body: OfferBody, terms: OfferTerms): OfferInputJson => ({
  ...(values.quoteId === '' ? {} : { quoteId: values.quoteId }),
  customer: body.customer,
  language: values.language,
  lines: terms.lines.map((line) => {
    const discount = discountJson(line.discount);
    return {
      productId: line.productId,
      ...(line.condition === null ? {} : { condition: line.condition }),
      colorType: line.colorType,
      ralColor: line.ralColor,
      description: line.description,
      quantity: line.quantity,
      unitPrice: centsToEuros(line.unitPrice),
      discountPercent: discount.percent,
      discountAmount: discount.amount,
    };
  }),
  transport:
    terms.transport === null
      ? null
      : { option: terms.transport.option, country: terms.transport.country, postcode: terms.transport.postcode, ...(terms.transport.price === null ? {} : { price: centsToEuros(terms.transport.price) }) },
  discount: terms.discount === null ? null : discountJson(terms.discount),
  validUntil: terms.validUntil,
  note: terms.note,
  paymentMethods: [...terms.paymentMethods],
});
