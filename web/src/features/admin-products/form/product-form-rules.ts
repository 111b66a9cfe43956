import { REQUIRED_TRANSLATION_FIELDS, SLUG_PATTERN } from '../../../../../domain/translations/translation-fields.js';
import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import type { FieldErrors } from '../../../shared/form/index.js';
import type { DimensionsJson, ProductInputJson, ProductTranslationJson, ProductTranslationsInputJson, WeightJson } from '../remote/admin-product-json.js';
import { isTranslationStarted, type DimensionsValues, type PriceField, type ProductFormValues, type TranslationValues, type WeightValues } from './product-form-values.js';

export interface ProductFormMessages {
  readonly required: string;
  readonly invalidSlug: string;
  readonly invalidNumber: string;
}

export type ProductFormCheck = { readonly ok: true; readonly input: ProductInputJson } | { readonly ok: false; readonly errors: FieldErrors };

/** A non-negative amount with at most two decimals ('2450', '2450.5', '2450,50'). */
const AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;
const WHOLE = /^\d{1,6}$/;

class FormErrors {
  readonly byField: Record<string, string> = {};
  add(field: string, message: string): void {
    this.byField[field] ??= message;
  }
  get empty(): boolean {
    return Object.keys(this.byField).length === 0;
  }
}

const amountOf = (text: string, field: string, errors: FormErrors, message: string, pattern = AMOUNT): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!pattern.test(trimmed)) {
    errors.add(field, message);
    return null;
  }
  return Number(trimmed.replace(',', '.'));
};

const dimensionsOf = (values: DimensionsValues, field: string, errors: FormErrors, message: string): DimensionsJson | null => {
  const length = amountOf(values.length, `${field}.length`, errors, message);
  const width = amountOf(values.width, `${field}.width`, errors, message);
  const height = amountOf(values.height, `${field}.height`, errors, message);
  return length === null && width === null && height === null ? null : { length, width, height };
};

const weightOf = (values: WeightValues, errors: FormErrors, message: string): WeightJson | null => {
  const gross = amountOf(values.gross, 'weight.gross', errors, message);
  const net = amountOf(values.net, 'weight.net', errors, message);
  const tare = amountOf(values.tare, 'weight.tare', errors, message);
  return gross === null && net === null && tare === null ? null : { gross, net, tare };
};

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text);

const translationOf = (language: Language, values: TranslationValues, errors: FormErrors, messages: ProductFormMessages): ProductTranslationJson => {
  for (const field of REQUIRED_TRANSLATION_FIELDS.product) {
    if (values[field as keyof TranslationValues].trim() === '') errors.add(`translations.${language}.${field}`, messages.required);
  }
  if (values.slug.trim() !== '' && !SLUG_PATTERN.test(values.slug.trim())) errors.add(`translations.${language}.slug`, messages.invalidSlug);
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    description: values.description,
    descriptionHtml: blankToNull(values.descriptionHtml),
    metaTitle: blankToNull(values.metaTitle),
    metaDescription: blankToNull(values.metaDescription),
  };
};

/**
 * The editor's early check with the same rules the server applies (spec §5: title, description and slug
 * required per language; nl always; the slug pattern), keyed by the server's field names.
 */
export const checkProductForm = (values: ProductFormValues, messages: ProductFormMessages): ProductFormCheck => {
  const errors = new FormErrors();
  if (values.size.trim() === '') errors.add('size', messages.required);
  const price = amountOf(values.prices.price, 'price', errors, messages.invalidNumber);
  if (values.prices.price.trim() === '') errors.add('price', messages.required);
  const optionalPrice = (field: PriceField) => amountOf(values.prices[field], field, errors, messages.invalidNumber);
  const translations: ProductTranslationsInputJson = Object.fromEntries(
    LANGUAGES.filter((language) => isTranslationStarted(language, values.translations[language])).map((language) => [
      language,
      translationOf(language, values.translations[language], errors, messages),
    ]),
  );
  const input: ProductInputJson = {
    type: values.type,
    condition: values.condition,
    size: values.size.trim(),
    price: price ?? 0,
    priceNew: optionalPrice('priceNew'),
    priceUsedA: optionalPrice('priceUsedA'),
    priceUsedCw: optionalPrice('priceUsedCw'),
    priceRentPerDay: optionalPrice('priceRentPerDay'),
    leasingPrice: optionalPrice('leasingPrice'),
    ...values.askOffer,
    isAvailable: values.isAvailable,
    stockStatus: values.stockStatus,
    deliveryOptions: values.deliveryOptions,
    dimensionsInside: dimensionsOf(values.dimensionsInside, 'dimensionsInside', errors, messages.invalidNumber),
    dimensionsOutside: dimensionsOf(values.dimensionsOutside, 'dimensionsOutside', errors, messages.invalidNumber),
    weight: weightOf(values.weight, errors, messages.invalidNumber),
    capacityCbm: amountOf(values.capacityCbm, 'capacityCbm', errors, messages.invalidNumber),
    palletPlaces: amountOf(values.palletPlaces, 'palletPlaces', errors, messages.invalidNumber, WHOLE),
    translations,
  };
  return errors.empty ? { ok: true, input } : { ok: false, errors: errors.byField };
};

/** The tab holding a field, to open it when its message must be seen. */
export const tabOfField = (field: string): 'general' | 'translations' | 'specifications' | 'images' => {
  if (field.startsWith('translations')) return 'translations';
  if (/^(dimensions|weight|capacityCbm|palletPlaces)/.test(field)) return 'specifications';
  if (field.startsWith('images')) return 'images';
  return 'general';
};
