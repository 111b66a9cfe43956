import type { ColorType, Condition } from '../catalogue/product.js';
import type { LocalizedText } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { err, ok, type Result } from '../shared/result.js';
import { effectiveColorType } from './purchase-selection.js';

/** quotes.request_type as stored. */
export type QuoteRequestType = 'Lease' | 'Special Modification' | 'Bulk Order';
/** quotes.purchase_option and order-line conditions as stored (underscores). */
export type PurchaseOption = 'new' | 'used_a' | 'used_cw' | 'rent';
/** quotes.transport_type (and cart transport_type) as stored. */
export type StoredTransportType = 'none' | 'truck';

const PURCHASE_OPTIONS: Readonly<Record<Condition, PurchaseOption>> = {
  new: 'new',
  'used-a': 'used_a',
  'used-cw': 'used_cw',
  rent: 'rent',
};

export const purchaseOptionOf = (condition: Condition): PurchaseOption => PURCHASE_OPTIONS[condition];

/** Lease for rent, Special Modification for a wish colour on a sale condition, else Bulk Order. */
export const quoteRequestType = (condition: Condition, colorType: ColorType): QuoteRequestType => {
  if (condition === 'rent') return 'Lease';
  return colorType === 'wish_color' ? 'Special Modification' : 'Bulk Order';
};

/** 'truck' whenever transport costs something (crane trucks included), else 'none'. */
export const transportTypeOf = (transportPrice: Cents | null): StoredTransportType =>
  transportPrice !== null && transportPrice > 0 ? 'truck' : 'none';

export const RAL_NOT_APPLICABLE = 'N/A';

export interface RalColourRequired {
  readonly kind: 'ral-colour-required';
  readonly field: 'ralColor';
  readonly message: LocalizedText;
}

const RAL_COLOUR_REQUIRED: LocalizedText = {
  nl: 'RAL-kleur is verplicht',
  de: 'RAL-Farbe ist erforderlich',
  fr: 'La couleur RAL est obligatoire',
  en: 'RAL colour is required',
};

/**
 * The RAL colour to store: required (non-blank) with a wish colour; with colour from
 * stock an empty entry becomes 'N/A'. Surrounding spaces are dropped.
 */
export const resolveRalColor = (colorType: ColorType, ralColor: string): Result<string, RalColourRequired> => {
  const trimmed = ralColor.trim();
  if (trimmed !== '') return ok(trimmed);
  return colorType === 'wish_color'
    ? err({ kind: 'ral-colour-required', field: 'ralColor', message: RAL_COLOUR_REQUIRED })
    : ok(RAL_NOT_APPLICABLE);
};

export interface QuoteSelection {
  readonly condition: Condition;
  readonly colorType: ColorType;
  readonly ralColor: string;
  readonly transportPrice: Cents | null;
}

/** The selection-derived columns of a quotes row. */
export interface QuoteSelectionFields {
  readonly requestType: QuoteRequestType;
  readonly purchaseOption: PurchaseOption;
  readonly transportType: StoredTransportType;
  readonly transportPrice: Cents | null;
  readonly colorType: ColorType;
  readonly ralColor: string;
}

/** Maps the product-page selection to the stored quote fields; rent is always colour from stock. */
export const quoteSelectionFields = (selection: QuoteSelection): Result<QuoteSelectionFields, RalColourRequired> => {
  const colorType = effectiveColorType(selection.condition, selection.colorType);
  const ralColor = resolveRalColor(colorType, selection.ralColor);
  if (!ralColor.ok) return ralColor;
  return ok({
    requestType: quoteRequestType(selection.condition, colorType),
    purchaseOption: purchaseOptionOf(selection.condition),
    transportType: transportTypeOf(selection.transportPrice),
    transportPrice: selection.transportPrice,
    colorType,
    ralColor: ralColor.value,
  });
};
