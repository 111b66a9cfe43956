import type { VatNumber } from '../../domain/vat/vat-number.js';

/** How VAT numbers are confirmed (docs/vat-numbers.md). */
export interface ViesConfig {
  /** offline: the stand-in (default); unavailable: every check is an outage; ec: the European Commission's VIES. */
  readonly mode: 'offline' | 'unavailable' | 'ec';
  /** Numbers the offline stand-in answers as not registered (formatted, e.g. NL001234567B01). */
  readonly notRegistered: readonly string[];
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** The seller's own number: VIES then returns a consultation number, the seller's proof of the check. */
  readonly requester: VatNumber | null;
}

export const EC_VIES_BASE_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';
