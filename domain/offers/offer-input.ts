import { COLOR_TYPES, isCondition, type ColorType, type DeliveryOption } from '../catalogue/product.js';
import { FORM_MESSAGES } from '../forms/form-messages.js';
import { isIsoDate } from '../forms/quote-form.js';
import { resolveRalColor } from '../purchase/quote-mapping.js';
import { fillLocalized, type LocalizedText } from '../shared/language.js';
import { sumCents, type Cents } from '../shared/money.js';
import { err, ok, type Result } from '../shared/result.js';
import { validatePostcode } from '../transport/postcode.js';
import { isTransportCountry } from '../transport/transport-country.js';
import { MAX_DISCOUNT_PERCENT, type Discount } from './offer-discount.js';
import { OFFER_MESSAGES } from './offer-messages.js';
import { netsBeforeOfferDiscount } from './offer-pricing.js';
import { MAX_OFFER_LINES, MAX_UNIT_PRICE, OFFER_PAYMENT_METHODS, type OfferLineTerms, type OfferPaymentMethod, type OfferTerms, type OfferTransportTerms } from './offer-terms.js';
import { isValidityInThePast } from './offer-validity.js';

export interface OfferFieldError {
  readonly field: string;
  readonly message: LocalizedText;
}

/** One line as a request carries it (shapes checked; values not yet). Amounts in euros. */
export interface OfferLineInput {
  readonly productId?: string | null;
  readonly condition?: unknown;
  readonly colorType?: unknown;
  readonly ralColor?: string | null;
  readonly description?: string | null;
  readonly quantity?: unknown;
  readonly unitPrice?: unknown;
  readonly discountPercent?: unknown;
  readonly discountAmount?: unknown;
}

export interface OfferTermsInput {
  readonly lines?: readonly OfferLineInput[] | null;
  readonly transport?: { readonly option?: unknown; readonly country?: unknown; readonly postcode?: string | null; readonly price?: unknown } | null;
  readonly discount?: { readonly percent?: unknown; readonly amount?: unknown } | null;
  readonly validUntil?: string | null;
  readonly note?: string | null;
  readonly paymentMethods?: readonly unknown[] | null;
}

const MAX_NOTE_LENGTH = 4_000;
const MAX_DESCRIPTION_LENGTH = 500;
const DELIVERY_OPTIONS: readonly DeliveryOption[] = ['truck', 'truck_with_crane', 'self_pickup'];

const given = (value: unknown): boolean => value !== undefined && value !== null;
const hasTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Reads euros to cents: a finite number, not negative, at most two decimals, up to `max` cents. */
const readEuros = (value: unknown, field: string, errors: OfferFieldError[], max: Cents = MAX_UNIT_PRICE): Cents | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors.push({ field, message: OFFER_MESSAGES.priceFormat });
    return null;
  }
  if (value < 0) {
    errors.push({ field, message: OFFER_MESSAGES.negativePrice });
    return null;
  }
  const cents = Math.round(value * 100);
  if (!hasTwoDecimals(value) || cents > max) {
    errors.push({ field, message: OFFER_MESSAGES.priceFormat });
    return null;
  }
  return cents;
};

/** A percent discount and an amount discount (euros) are one or the other. */
const readDiscount = (percent: unknown, amount: unknown, fields: { readonly percent: string; readonly amount: string }, errors: OfferFieldError[]): Discount | null => {
  if (given(percent) && given(amount)) {
    errors.push({ field: fields.amount, message: OFFER_MESSAGES.oneDiscount });
    return null;
  }
  if (given(percent)) {
    if (typeof percent !== 'number' || !(percent >= 0 && percent <= MAX_DISCOUNT_PERCENT) || !hasTwoDecimals(percent)) {
      errors.push({ field: fields.percent, message: OFFER_MESSAGES.discountPercent });
      return null;
    }
    return percent === 0 ? null : { kind: 'percent', percent };
  }
  if (!given(amount)) return null;
  const cents = readEuros(amount, fields.amount, errors, Number.MAX_SAFE_INTEGER);
  return cents === null || cents === 0 ? null : { kind: 'amount', amount: cents };
};

const readText = (value: string | null | undefined, max: number, field: string, errors: OfferFieldError[]): string => {
  const text = (value ?? '').trim();
  if (Array.from(text).length > max) errors.push({ field, message: fillLocalized(FORM_MESSAGES.tooLong, { max }) });
  return text;
};

const readLine = (line: OfferLineInput, at: string, errors: OfferFieldError[]): OfferLineTerms | null => {
  const before = errors.length;
  const productId = line.productId?.trim() || null;
  const description = readText(line.description, MAX_DESCRIPTION_LENGTH, `${at}.description`, errors);
  if (productId === null && description === '') errors.push({ field: `${at}.description`, message: OFFER_MESSAGES.descriptionRequired });
  const condition = given(line.condition) && isCondition(line.condition) ? line.condition : null;
  if (productId === null && given(line.condition)) errors.push({ field: `${at}.condition`, message: OFFER_MESSAGES.conditionWithoutProduct });
  const colorType: ColorType = (COLOR_TYPES as readonly unknown[]).includes(line.colorType) && condition !== 'rent' ? (line.colorType as ColorType) : 'from_stack';
  const ral = resolveRalColor(colorType, line.ralColor ?? '');
  if (!ral.ok) errors.push({ field: `${at}.ralColor`, message: ral.error.message });
  const { quantity } = line;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 100) errors.push({ field: `${at}.quantity`, message: OFFER_MESSAGES.quantity });
  const unitPrice = readEuros(line.unitPrice, `${at}.unitPrice`, errors);
  const discount = readDiscount(line.discountPercent, line.discountAmount, { percent: `${at}.discountPercent`, amount: `${at}.discountAmount` }, errors);
  if (errors.length > before || unitPrice === null || typeof quantity !== 'number' || !ral.ok) return null;
  if (discount?.kind === 'amount' && discount.amount > unitPrice * quantity) {
    errors.push({ field: `${at}.discountAmount`, message: OFFER_MESSAGES.discountOverLine });
    return null;
  }
  const ralColor = colorType === 'wish_color' ? ral.value : null;
  return { productId, condition: productId === null ? null : condition, colorType, ralColor, description, quantity, unitPrice, discount };
};

const readTransport = (input: NonNullable<OfferTermsInput['transport']>, errors: OfferFieldError[]): OfferTransportTerms | null => {
  const option = DELIVERY_OPTIONS.find((candidate) => candidate === input.option);
  if (option === undefined) {
    errors.push({ field: 'transport.option', message: OFFER_MESSAGES.transportOption });
    return null;
  }
  const price = given(input.price) ? readEuros(input.price, 'transport.price', errors) : null;
  if (option === 'self_pickup') return { option, country: null, postcode: null, price: price ?? 0 };
  if (!isTransportCountry(input.country)) {
    errors.push({ field: 'transport.country', message: OFFER_MESSAGES.transportCountry });
    return null;
  }
  const postcode = validatePostcode(input.country, input.postcode ?? '');
  if ((input.postcode ?? '').trim() === '') errors.push({ field: 'transport.postcode', message: OFFER_MESSAGES.transportPostcode });
  else if (!postcode.ok) errors.push({ field: 'transport.postcode', message: postcode.error.message });
  return postcode.ok ? { option, country: input.country, postcode: postcode.value, price } : null;
};

const readPaymentMethods = (input: OfferTermsInput['paymentMethods'], errors: OfferFieldError[]): OfferPaymentMethod[] => {
  if (input === undefined || input === null) return [...OFFER_PAYMENT_METHODS];
  const methods = OFFER_PAYMENT_METHODS.filter((method) => input.includes(method));
  if (methods.length === 0 || input.some((method) => !(OFFER_PAYMENT_METHODS as readonly unknown[]).includes(method))) errors.push({ field: 'paymentMethods', message: OFFER_MESSAGES.paymentMethods });
  return methods;
};

/**
 * Checks what an offer says, against the rules of docs/offers.md: at least one line, quantities
 * 1..100, prices in euros from 0 with at most two decimals, discounts from 0 to 100 % or up to the
 * line (and the offer), a validity from today on. Every problem is named by its field
 * (`lines.0.unitPrice`, `discount.percent`, `validUntil`), all at once.
 */
export const checkOfferTerms = (input: OfferTermsInput, today: string): Result<OfferTerms, readonly OfferFieldError[]> => {
  const errors: OfferFieldError[] = [];
  const rawLines = input.lines ?? [];
  if (rawLines.length === 0) errors.push({ field: 'lines', message: OFFER_MESSAGES.emptyOffer });
  if (rawLines.length > MAX_OFFER_LINES) errors.push({ field: 'lines', message: fillLocalized(OFFER_MESSAGES.tooManyLines, { max: MAX_OFFER_LINES }) });
  const lines = rawLines.slice(0, MAX_OFFER_LINES).map((line, index) => readLine(line, `lines.${index}`, errors));
  const transport = input.transport === undefined || input.transport === null ? null : readTransport(input.transport, errors);
  const discount = input.discount === undefined || input.discount === null ? null : readDiscount(input.discount.percent, input.discount.amount, { percent: 'discount.percent', amount: 'discount.amount' }, errors);
  const validUntil = input.validUntil?.trim() || null;
  if (validUntil !== null && !isIsoDate(validUntil)) errors.push({ field: 'validUntil', message: OFFER_MESSAGES.dateFormat });
  else if (validUntil !== null && isValidityInThePast(validUntil, today)) errors.push({ field: 'validUntil', message: OFFER_MESSAGES.validityInPast });
  const note = readText(input.note, MAX_NOTE_LENGTH, 'note', errors);
  const paymentMethods = readPaymentMethods(input.paymentMethods, errors);
  const checked = lines.filter((line): line is OfferLineTerms => line !== null);
  if (errors.length === 0 && discount?.kind === 'amount' && discount.amount > sumCents(netsBeforeOfferDiscount(checked.map((line) => ({ ...line, supply: 'container_sale' as const }))))) {
    errors.push({ field: 'discount.amount', message: OFFER_MESSAGES.discountOverOffer });
  }
  if (errors.length > 0) return err(errors);
  return ok({ lines: checked, transport, discount, validUntil, note: note === '' ? null : note, paymentMethods });
};
