import type { DeliveryOption } from '../catalogue/product.js';
import type { LocalizedText } from '../shared/language.js';
import { percentOf, type Cents } from '../shared/money.js';
import { err, ok, type Result } from '../shared/result.js';
import { validatePostcode, type InvalidPostcodeError } from './postcode.js';
import type { TransportCountry } from './transport-country.js';
import { TRANSPORT_PRICE_MISSING_MESSAGE, TRANSPORT_QUANTITY_MESSAGE } from './transport-messages.js';
import { transportPrefix } from './transport-prefix.js';
import { findTransportRate, type TransportRate, type TransportTable } from './transport-table.js';

export const MIN_TRANSPORT_QUANTITY = 1;
export const MAX_TRANSPORT_QUANTITY = 100;
/** "Truck with crane adds 13%": the truck total times 113 / 100, rounded once. */
export const CRANE_PERCENT = 113;

export interface TransportPriceMissingError {
  readonly kind: 'transport-price-missing';
  readonly country: TransportCountry;
  readonly prefix: string;
  readonly message: LocalizedText;
}

export interface InvalidTransportQuantityError {
  readonly kind: 'invalid-quantity';
  readonly field: 'quantity';
  readonly message: LocalizedText;
}

export type TransportPriceError = InvalidPostcodeError | TransportPriceMissingError | InvalidTransportQuantityError;

export interface TransportPriceRequest {
  readonly table: TransportTable;
  readonly country: TransportCountry;
  readonly postcode: string;
  readonly option: DeliveryOption;
  /** The product's size text, e.g. "20ft HC" or "40ft". */
  readonly size: string;
  readonly quantity: number;
}

/** The spec's test for the double-price-per-container rule: the size text contains "40" (so 45ft does not). */
export const isFortyFootSize = (size: string): boolean => size.includes('40');

export const isValidTransportQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= MIN_TRANSPORT_QUANTITY && quantity <= MAX_TRANSPORT_QUANTITY;

/**
 * Plain truck price for `quantity` containers. A 40ft container fills a truck
 * on its own: double price each. Smaller ones travel two to a truck: pairs at
 * the double price, an odd one at the single price.
 */
export const truckPrice = (rate: TransportRate, size: string, quantity: number): Cents => {
  if (isFortyFootSize(size)) return rate.double * quantity;
  return Math.floor(quantity / 2) * rate.double + (quantity % 2) * rate.single;
};

/**
 * The transport price of a product line. Self pickup is free and needs
 * nothing else; truck options need a valid quantity, a valid postcode and a
 * table row for the postcode's prefix.
 */
export const transportPrice = (request: TransportPriceRequest): Result<Cents, TransportPriceError> => {
  const { table, country, option, size, quantity } = request;
  if (option === 'self_pickup') return ok(0);
  if (!isValidTransportQuantity(quantity)) {
    return err({ kind: 'invalid-quantity', field: 'quantity', message: TRANSPORT_QUANTITY_MESSAGE });
  }
  const postcode = validatePostcode(country, request.postcode);
  if (!postcode.ok) return postcode;
  const prefix = transportPrefix(country, postcode.value);
  const rate = findTransportRate(table, country, prefix);
  if (rate === undefined) {
    return err({ kind: 'transport-price-missing', country, prefix, message: TRANSPORT_PRICE_MISSING_MESSAGE });
  }
  const truck = truckPrice(rate, size, quantity);
  return ok(option === 'truck_with_crane' ? percentOf(truck, CRANE_PERCENT) : truck);
};
