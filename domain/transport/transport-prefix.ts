import type { TransportCountry } from './transport-country.js';

/**
 * The two-digit key of the transport tables: the first two digits of a
 * validated, normalised postcode. Belgium prices every postcode starting with
 * 1 (1000-1999: Brussels and both Brabants) under prefix "10".
 * A postcode that does not start with two digits is a caller bug: validate first.
 */
export const transportPrefix = (country: TransportCountry, postcode: string): string => {
  const prefix = postcode.slice(0, 2);
  if (!/^\d{2}$/.test(prefix)) {
    throw new RangeError(`transportPrefix needs a validated postcode, got "${postcode}"`);
  }
  return country === 'BE' && prefix.startsWith('1') ? '10' : prefix;
};
