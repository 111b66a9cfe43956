import { roundedRatio, type Cents } from '../shared/money.js';
import type { VatGroup } from '../vat/vat-breakdown.js';
import type { VatCategory } from '../vat/vat-category.js';
import type { VatRateCountry } from '../vat/vat-rates.js';
import type { VatRule, VatTreatment } from '../vat/vat-treatment.js';
import { RENTAL_PERIOD_DAYS } from './rental-periods.js';

/** A paid order's rent line as the contract is opened from it. */
export interface RentOrderLine {
  readonly quantity: number;
  /** The rent of one container for one rent month (daily price × 30), excl. VAT. */
  readonly unitPrice: Cents;
  readonly transportPrice: Cents;
  /** Net of the line with its transport: less than unit price × quantity + transport when discounted (an offer). */
  readonly lineTotal: Cents;
  readonly vat: { readonly category: VatCategory; readonly ratePercent: number; readonly taxCountry: string; readonly rule: VatRule };
}

/**
 * The daily price of one container: the line's rent (after any discount, without its transport)
 * per container and day. A catalogue rent is the daily price × 30, so this is exact; a discounted
 * rent from an offer is rounded once to the cent.
 */
export const dailyPriceOfLine = (line: RentOrderLine): Cents => {
  const rent = Math.max(0, line.lineTotal - line.transportPrice);
  return roundedRatio(rent, line.quantity * RENTAL_PERIOD_DAYS);
};

/**
 * The VAT treatment a contract keeps: the one decided for its order line when the order was
 * placed (rule, category, rate, country), with the exemption code and legal mention of that
 * line's group in the order's breakdown. The rule is never decided again (docs/vat.md).
 */
export const rentalVatTreatment = (line: RentOrderLine, breakdown: readonly VatGroup[]): VatTreatment => {
  const group = breakdown.find((candidate) => candidate.category === line.vat.category && candidate.ratePercent === line.vat.ratePercent);
  return {
    rule: line.vat.rule,
    category: line.vat.category,
    ratePercent: line.vat.ratePercent,
    taxCountry: line.vat.taxCountry as VatRateCountry,
    exemptionReasonCode: group?.exemptionReasonCode ?? null,
    mention: group?.mention ?? null,
  };
};
