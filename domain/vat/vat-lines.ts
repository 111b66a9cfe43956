import type { Cents } from '../shared/money.js';
import { vatBreakdown, type VatSummary } from './vat-breakdown.js';
import type { VatRateCountry } from './vat-rates.js';
import { decideVatTreatment, type SupplyKind, type VatCustomer, type VatTreatment } from './vat-treatment.js';

/** A net amount and what is needed to decide its VAT. */
export interface TaxableLine {
  readonly net: Cents;
  readonly supply: SupplyKind;
  readonly collectedAtDepot: boolean;
  readonly deliveryCountry: VatRateCountry;
}

/** The shop's VAT settings at the moment of the sale. */
export interface VatSettings {
  readonly ossEnabled: boolean;
  /** ISO date of the supply, for the rate table. */
  readonly date: string;
}

export interface LineVat {
  readonly treatment: VatTreatment;
  /** The line's share of its group's VAT: the shares of a group add up to the group's VAT exactly. */
  readonly vat: Cents;
}

export interface VatPricing {
  /** In the order of the input lines. */
  readonly lines: readonly LineVat[];
  readonly summary: VatSummary;
}

/**
 * Shares a group's VAT (rounded once on the group's net) over its lines by the
 * largest remainder, so per-line figures (OSS report, exports) add up to what was charged.
 */
const shareGroupVat = (nets: readonly Cents[], ratePercent: number, groupVat: Cents): Cents[] => {
  const basis = Math.round(ratePercent * 100);
  const exact = nets.map((net) => net * basis);
  const floors = exact.map((value) => Math.floor(value / 10_000));
  let left = groupVat - floors.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value % 10_000 })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const shares = [...floors];
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
};

/** The VAT of every line for one customer: each line's treatment, the breakdown, and each line's share. */
export const priceVat = (lines: readonly TaxableLine[], customer: VatCustomer, settings: VatSettings): VatPricing => {
  const treatments = lines.map((line) =>
    decideVatTreatment({
      customer,
      deliveryCountry: line.deliveryCountry,
      collectedAtDepot: line.collectedAtDepot,
      supply: line.supply,
      ossEnabled: settings.ossEnabled,
      date: settings.date,
    }),
  );
  const summary = vatBreakdown(lines.map((line, index) => ({ net: line.net, treatment: treatments[index] as VatTreatment })));
  const vats: Cents[] = lines.map(() => 0);
  for (const group of summary.groups) {
    const members = treatments.flatMap((treatment, index) =>
      treatment.category === group.category && treatment.ratePercent === group.ratePercent ? [index] : [],
    );
    const shares = shareGroupVat(members.map((index) => (lines[index] as TaxableLine).net), group.ratePercent, group.vat);
    members.forEach((lineIndex, shareIndex) => {
      vats[lineIndex] = shares[shareIndex] ?? 0;
    });
  }
  return { lines: treatments.map((treatment, index) => ({ treatment, vat: vats[index] ?? 0 })), summary };
};
