import type { DeliveryOption } from '../catalogue/product.js';
import type { LocalizedText } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { err, ok, type Result } from '../shared/result.js';
import { validatePostcode } from './postcode.js';
import type { TransportCountry } from './transport-country.js';
import { TRANSPORT_COUNTRY_REQUIRED } from './transport-messages.js';
import { transportPrice } from './transport-price.js';
import type { TransportTable } from './transport-table.js';

export interface TransportChoice {
  readonly option: DeliveryOption;
  readonly country: TransportCountry | null;
  readonly postcode: string | null;
}

export interface PricedTransport {
  readonly country: TransportCountry | null;
  /** Normalised (NL as "1234AB"); null for self pickup. */
  readonly postcode: string | null;
  readonly price: Cents;
}

export interface LineTransportError {
  /** `invalid`: the visitor's input is wrong; `missing-price`: no table row for the postcode's prefix. */
  readonly kind: 'invalid' | 'missing-price';
  readonly field: 'country' | 'postcode' | 'quantity';
  readonly message: LocalizedText;
}

/**
 * The transport price of `quantity` containers of `size` for a delivery choice, by the
 * domain's rules and table. Self pickup is 0 and needs no address; truck and crane need
 * a country and a valid postcode.
 */
export const priceTransport = (
  table: TransportTable,
  choice: TransportChoice,
  size: string,
  quantity: number,
): Result<PricedTransport, LineTransportError> => {
  if (choice.option === 'self_pickup') return ok({ country: null, postcode: null, price: 0 });
  if (choice.country === null) return err({ kind: 'invalid', field: 'country', message: TRANSPORT_COUNTRY_REQUIRED });
  const postcode = validatePostcode(choice.country, choice.postcode ?? '');
  if (!postcode.ok) return err({ kind: 'invalid', field: 'postcode', message: postcode.error.message });
  const price = transportPrice({ table, country: choice.country, postcode: postcode.value, option: choice.option, size, quantity });
  if (!price.ok) {
    const { error } = price;
    switch (error.kind) {
      case 'transport-price-missing':
        return err({ kind: 'missing-price', field: 'postcode', message: error.message });
      case 'invalid-postcode':
        return err({ kind: 'invalid', field: 'postcode', message: error.message });
      case 'invalid-quantity':
        return err({ kind: 'invalid', field: 'quantity', message: error.message });
    }
  }
  return ok({ country: choice.country, postcode: postcode.value, price: price.value });
};
