import { belgianDay } from '../../domain/shared/belgian-day.js';
import type { VatSettings } from '../../domain/vat/vat-lines.js';
import type { VatNumberLookups } from './vat-number-lookups.port.js';

/** What pricing VAT needs from outside: the shop's OSS setting, the clock and VIES. */
export interface VatContext {
  /** One-Stop-Shop registration: on, distance sales to consumers pay the arrival country's VAT. */
  readonly ossEnabled: boolean;
  readonly now: () => Date;
  /** VIES behind its cache, merged lookups and the askers' budgets (cached-vat-number-registry.ts). */
  readonly registry: VatNumberLookups;
}

export const vatSettingsNow = (context: Pick<VatContext, 'ossEnabled' | 'now'>): VatSettings => ({
  ossEnabled: context.ossEnabled,
  date: belgianDay(context.now()),
});
