import { COLOR_TYPES, type ColorType } from '../catalogue/product.js';
import {
  asFormInput,
  FieldErrors,
  nullIfEmpty,
  readEmail,
  readPhone,
  readText,
  type FormInput,
  type FormResult,
} from './form-fields.js';
import { FORM_MESSAGES } from './form-messages.js';
import { QUOTE_MESSAGES } from './quote-messages.js';

export const MIN_QUOTE_QUANTITY = 1;
export const MAX_QUOTE_QUANTITY = 100;
/** What a from-stock quote stores when no RAL code was given. */
export const NO_RAL_COLOUR = 'N/A';

export const QUOTE_FIELDS = [
  'customerName',
  'email',
  'phone',
  'companyName',
  'quantityRequested',
  'colorType',
  'ralColor',
  'deliveryAddress',
  'preferredDeliveryDate',
  'specialRequirements',
] as const;

export interface QuoteRequest {
  readonly customerName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly companyName: string | null;
  readonly quantityRequested: number;
  readonly colorType: ColorType;
  /** The RAL code for a wish colour; 'N/A' for a from-stock colour without one. */
  readonly ralColor: string;
  readonly deliveryAddress: string | null;
  /** An ISO calendar date, YYYY-MM-DD. */
  readonly preferredDeliveryDate: string | null;
  readonly specialRequirements: string | null;
}

const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

/** True for a real calendar date written YYYY-MM-DD (no time, no 31 February). */
export const isIsoDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

const readQuantity = (input: FormInput, errors: FieldErrors): number => {
  const raw = input.quantityRequested;
  if (raw === undefined || raw === null || raw === '') {
    errors.add('quantityRequested', QUOTE_MESSAGES.quantityRequired);
    return MIN_QUOTE_QUANTITY;
  }
  const quantity = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  const inRange =
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= MIN_QUOTE_QUANTITY &&
    quantity <= MAX_QUOTE_QUANTITY;
  if (!inRange) {
    errors.add('quantityRequested', QUOTE_MESSAGES.quantityInvalid);
    return MIN_QUOTE_QUANTITY;
  }
  return quantity;
};

const readColorType = (input: FormInput, errors: FieldErrors): ColorType => {
  const raw = input.colorType;
  if (raw === undefined || raw === null || raw === '') return 'from_stack';
  const colorType = COLOR_TYPES.find((candidate) => candidate === raw);
  if (colorType === undefined) errors.add('colorType', QUOTE_MESSAGES.colorTypeInvalid);
  return colorType ?? 'from_stack';
};

/** The quote form (spec points 3 and 5), every field error at once. */
export const validateQuoteForm = (value: unknown): FormResult<QuoteRequest> => {
  const input = asFormInput(value);
  const errors = new FieldErrors();
  const customerName = readText(input, 'customerName', { required: FORM_MESSAGES.nameRequired, maxLength: 200 }, errors);
  const email = readEmail(input, 'email', { required: FORM_MESSAGES.emailRequired, invalid: FORM_MESSAGES.emailInvalid }, errors);
  const phone = nullIfEmpty(readPhone(input, 'phone', undefined, errors));
  const companyName = nullIfEmpty(readText(input, 'companyName', { maxLength: 200 }, errors));
  const quantityRequested = readQuantity(input, errors);
  const colorType = readColorType(input, errors);
  const ralRequired = colorType === 'wish_color' ? { required: QUOTE_MESSAGES.ralRequired } : {};
  const ralColor = readText(input, 'ralColor', { ...ralRequired, maxLength: 50 }, errors);
  const deliveryAddress = nullIfEmpty(readText(input, 'deliveryAddress', { maxLength: 500, multiline: true }, errors));
  const preferredDeliveryDate = nullIfEmpty(readText(input, 'preferredDeliveryDate', { maxLength: 30 }, errors));
  if (preferredDeliveryDate !== null && !isIsoDate(preferredDeliveryDate)) {
    errors.add('preferredDeliveryDate', QUOTE_MESSAGES.dateInvalid);
  }
  const specialRequirements = nullIfEmpty(
    readText(input, 'specialRequirements', { maxLength: 5000, multiline: true }, errors),
  );
  return errors.result({
    customerName,
    email,
    phone,
    companyName,
    quantityRequested,
    colorType,
    ralColor: ralColor === '' ? NO_RAL_COLOUR : ralColor,
    deliveryAddress,
    preferredDeliveryDate,
    specialRequirements,
  });
};
