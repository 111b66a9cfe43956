import { structuredCommunication } from '../payments/structured-communication.js';

/**
 * The structured communication of a rental invoice, unique to it: `9` then the last three digits
 * of the invoice's year and its six-digit sequence (invoice 2026-000123 → base 9026000123). Orders
 * use their number as the base (from 100001 up), so the two never meet below nine billion orders,
 * and invoice numbers never repeat, so neither do these. A bank line then names the invoice it pays.
 */
export const RENTAL_COMMUNICATION_PREFIX = 9_000_000_000;

export const rentalInvoiceCommunication = (year: number, sequence: number): string => {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`invoice year out of range: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`invoice sequence out of range: ${sequence}`);
  return structuredCommunication(RENTAL_COMMUNICATION_PREFIX + (year % 1000) * 1_000_000 + sequence);
};
