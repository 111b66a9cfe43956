import { belgianDay } from '../../../../../domain/shared/belgian-day.js';

/**
 * The first day of the current quarter and today, the accountant's usual period. Days are
 * Belgian days, as invoices are dated: in the hour after midnight in Brussels a UTC "today"
 * would still be yesterday and leave out the invoices just issued.
 */
export const quarterToDate = (now: Date): { readonly from: string; readonly to: string } => {
  const today = belgianDay(now);
  const quarterMonth = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1;
  return { from: `${today.slice(0, 4)}-${String(quarterMonth).padStart(2, '0')}-01`, to: today };
};
