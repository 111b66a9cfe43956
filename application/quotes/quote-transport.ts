import type { DeliveryOption, DeliveryOptions } from '../../domain/catalogue/product.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { isTransportCountry, type TransportCountry } from '../../domain/transport/transport-country.js';
import { TRANSPORT_NOT_AVAILABLE_MESSAGE } from '../../domain/transport/transport-messages.js';
import { validatePostcode } from '../../domain/transport/postcode.js';
import { transportPrice } from '../../domain/transport/transport-price.js';
import type { TransportTable } from '../../domain/transport/transport-table.js';
import type { FieldError } from '../shared/application-error.js';

/** The transport part of a request as the visitor chose it. */
export interface TransportChoice {
  readonly option: DeliveryOption;
  readonly country?: string | undefined;
  readonly postcode?: string | undefined;
}

export interface PricedTransport {
  readonly option: DeliveryOption;
  readonly country: TransportCountry | null;
  readonly postcode: string | null;
  /** Null when the table has no row for the postcode's prefix: the quote still goes out, the price is made by hand. */
  readonly price: Cents | null;
}

const COUNTRY_REQUIRED: LocalizedText = {
  nl: 'Kies een land voor het transport.',
  de: 'Bitte wählen Sie ein Land für den Transport.',
  fr: 'Veuillez choisir un pays pour le transport.',
  en: 'Please choose a country for the transport.',
};

const POSTCODE_REQUIRED: LocalizedText = {
  nl: 'Postcode is verplicht voor transport per vrachtwagen.',
  de: 'Für den Transport per LKW ist eine Postleitzahl erforderlich.',
  fr: 'Le code postal est obligatoire pour un transport par camion.',
  en: 'A postcode is required for transport by truck.',
};

/**
 * The server's transport price for a quote: free for self pickup, else from
 * the tables for the product's size and the requested quantity. A client's
 * price is never read.
 */
export const priceQuoteTransport = (
  choice: TransportChoice,
  product: { readonly size: string; readonly deliveryOptions: DeliveryOptions },
  quantity: number,
  table: TransportTable,
): Result<PricedTransport, FieldError> => {
  if (!product.deliveryOptions[choice.option]) return err({ field: 'transport.option', message: TRANSPORT_NOT_AVAILABLE_MESSAGE });
  if (choice.option === 'self_pickup') return ok({ option: choice.option, country: null, postcode: null, price: 0 });
  if (!isTransportCountry(choice.country)) return err({ field: 'transport.country', message: COUNTRY_REQUIRED });
  const postcode = choice.postcode?.trim() ?? '';
  if (postcode === '') return err({ field: 'transport.postcode', message: POSTCODE_REQUIRED });
  const price = transportPrice({ table, country: choice.country, postcode, option: choice.option, size: product.size, quantity });
  const normalised = validatePostcode(choice.country, postcode);
  const priced = { option: choice.option, country: choice.country, postcode: normalised.ok ? normalised.value : postcode };
  if (price.ok) return ok({ ...priced, price: price.value });
  if (price.error.kind === 'transport-price-missing') return ok({ ...priced, price: null });
  return err({ field: price.error.kind === 'invalid-postcode' ? 'transport.postcode' : 'quantityRequested', message: price.error.message });
};
