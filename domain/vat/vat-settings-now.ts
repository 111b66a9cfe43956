import { belgianDay } from '../shared/belgian-day.js';
import type { VatSettings } from './vat-lines.js';

/** The VAT settings of the moment `now` gives: the OSS setting and the Belgian day. */
export const vatSettingsNow = (context: { readonly ossEnabled: boolean; readonly now: () => Date }): VatSettings => ({
  ossEnabled: context.ossEnabled,
  date: belgianDay(context.now()),
});
