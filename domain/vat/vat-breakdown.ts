import type { LocalizedText } from '../shared/language.js';
import { roundedRatio, sumCents, type Cents } from '../shared/money.js';
import type { VatCategory, VatExemptionReasonCode } from './vat-category.js';
import type { VatTreatment } from './vat-treatment.js';

/** A net amount with the treatment decided for it. */
export interface VatLine {
  readonly net: Cents;
  readonly treatment: VatTreatment;
}

/** One row of the VAT breakdown (EN 16931 BG-23): every line of one category and rate. */
export interface VatGroup {
  readonly category: VatCategory;
  readonly ratePercent: number;
  readonly net: Cents;
  readonly vat: Cents;
  readonly exemptionReasonCode: VatExemptionReasonCode | null;
  readonly mention: LocalizedText | null;
}

export interface VatSummary {
  /** Ordered: charged rates from high to low, then the zero-rated categories. */
  readonly groups: readonly VatGroup[];
  readonly net: Cents;
  readonly vat: Cents;
  readonly total: Cents;
}

/** VAT on a net amount at a rate in percent (decimals allowed), rounded once with the shop's rule. */
export const vatAtRate = (net: Cents, ratePercent: number): Cents => roundedRatio(net * Math.round(ratePercent * 100), 10_000);

const groupKey = (treatment: VatTreatment): string => `${treatment.category}:${treatment.ratePercent}`;

/**
 * The VAT breakdown of lines: grouped by category and rate, VAT rounded once per
 * group (EN 16931 BR-CO-17), totals the sums of the groups.
 */
export const vatBreakdown = (lines: readonly VatLine[]): VatSummary => {
  const groups = new Map<string, { treatment: VatTreatment; net: Cents }>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.net) || line.net < 0) throw new RangeError(`a line's net must be whole non-negative cents, got ${line.net}`);
    const key = groupKey(line.treatment);
    const group = groups.get(key);
    groups.set(key, { treatment: line.treatment, net: (group?.net ?? 0) + line.net });
  }
  const rows: VatGroup[] = [...groups.values()].map(({ treatment, net }) => ({
    category: treatment.category,
    ratePercent: treatment.ratePercent,
    net,
    vat: vatAtRate(net, treatment.ratePercent),
    exemptionReasonCode: treatment.exemptionReasonCode,
    mention: treatment.mention,
  }));
  rows.sort((a, b) => b.ratePercent - a.ratePercent || a.category.localeCompare(b.category));
  const net = sumCents(rows.map((row) => row.net));
  const vat = sumCents(rows.map((row) => row.vat));
  return { groups: rows, net, vat, total: net + vat };
};
