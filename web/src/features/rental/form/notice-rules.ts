import { checkNotice } from '../../../../../domain/rentals/rental-rules.js';
import { belgianDay } from '../../../../../domain/shared/belgian-day.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { CustomerRentalJson } from '../remote/customer-rental.js';

/**
 * The pick-up day checked in the browser by the rule the server applies (domain/rentals/rental-rules.ts:
 * the notice period from today on, not before the delivery, a contract still running), so a day too
 * early is named before anything is sent. The server still decides. Undefined when the day passes.
 */
export const noticeError = (rental: CustomerRentalJson, typed: string, lang: Language, today = belgianDay(new Date())): string | undefined => {
  const checked = checkNotice({ state: rental.state, delivery: rental.deliveryDate, invoicedPeriods: rental.periods.length }, typed, { today, noticeDays: rental.notice.noticeDays });
  return checked.ok ? undefined : checked.error.message[lang];
};
