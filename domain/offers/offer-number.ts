/**
 * Offers are numbered per calendar year (Belgian day of creation) without a gap:
 * `OF-2026-000001`. A revision keeps its offer's number; the revision is shown beside it.
 */
export const OFFER_NUMBER_PATTERN = /^OF-(\d{4})-(\d{6})$/;

export const formatOfferNumber = (year: number, sequence: number): string => {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`offer year out of range: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`offer sequence out of range: ${sequence}`);
  return `OF-${year}-${String(sequence).padStart(6, '0')}`;
};

export interface ParsedOfferNumber {
  readonly year: number;
  readonly sequence: number;
}

export const parseOfferNumber = (text: string): ParsedOfferNumber | null => {
  const match = OFFER_NUMBER_PATTERN.exec(text);
  if (match === null) return null;
  const sequence = Number(match[2]);
  const year = Number(match[1]);
  return sequence < 1 || year < 2000 ? null : { year, sequence };
};
