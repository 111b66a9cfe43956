import type { Language } from '../shared/language.js';
import type { VatGroup } from './vat-breakdown.js';
import type { CustomerKind } from './vat-treatment.js';

/** What VIES answered for the customer's VAT number; not_checked when there was none. */
export const VAT_NUMBER_CHECK_STATUSES = ['confirmed', 'not_registered', 'unavailable', 'not_checked'] as const;
export type VatNumberCheckStatus = (typeof VAT_NUMBER_CHECK_STATUSES)[number];

/**
 * The VAT decision kept with an order or a quote: who the customer was, what
 * VIES said (the consultation number is the seller's proof), and the breakdown
 * charged. Never recomputed after the order was placed.
 */
export interface VatDecision {
  readonly customerKind: CustomerKind;
  readonly companyName: string | null;
  /** Normalised, with its country prefix (e.g. NL853060987B01). */
  readonly vatNumber: string | null;
  readonly vatNumberCheck: VatNumberCheckStatus;
  readonly viesConsultation: string | null;
  /** ISO timestamp of the VIES answer. */
  readonly vatCheckedAt: string | null;
  readonly ossEnabled: boolean;
  /** ISO timestamp of the decision. */
  readonly decidedAt: string;
  readonly breakdown: readonly VatGroup[];
}

/** The legal mentions of a breakdown in one language, one per line; null when VAT is charged on everything. */
export const vatMentionText = (breakdown: readonly VatGroup[], language: Language): string | null => {
  const mentions = [...new Set(breakdown.flatMap((group) => (group.mention === null ? [] : [group.mention[language]])))];
  return mentions.length === 0 ? null : mentions.join('\n');
};
