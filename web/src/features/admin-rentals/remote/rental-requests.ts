import type { Language } from '../../../../../domain/shared/language.js';
import type { RentalListFilter } from '../../../../../domain/rentals/rental-state.js';
import type { ApiJson, ApiQuery } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { OverdueRentalListJson, RentalJson, RentalListJson } from './rental-json.js';

const RENTALS = '/api/admin/rentals';
const one = (id: string) => `${RENTALS}/${encodeURIComponent(id)}`;

/** One page of contracts in a list (active: awaiting delivery and running; ending: notice given; ended), newest first. */
export const listRentals = (state: RentalListFilter, page: number, lang: Language, signal?: AbortSignal) =>
  apiGet<RentalListJson>(RENTALS, { state, page, lang } satisfies ApiQuery<'listRentals'>, signal);

export const getRental = (id: string, lang: Language, signal?: AbortSignal) => apiGet<RentalJson>(one(id), { lang }, signal);

/** Every rental invoice past its due date with something left to pay, oldest first. */
export const listOverdueRentals = (lang: Language, signal?: AbortSignal) => apiGet<OverdueRentalListJson>(`${RENTALS}/overdue`, { lang }, signal);

/** The day the containers arrive: 400 naming `date` when the domain refuses it. */
export const setDelivery = (id: string, date: string, lang: Language) => apiSend<RentalJson>('POST', `${one(id)}/delivered`, { date, lang } satisfies ApiJson<'RentalDateDto'>);

/** The day the containers came back: settles the last period (400 naming `date`). */
export const confirmPickup = (id: string, date: string, lang: Language) => apiSend<RentalJson>('POST', `${one(id)}/picked-up`, { date, lang } satisfies ApiJson<'RentalDateDto'>);

/** Ends a rent early: a pick-up day without the notice period (400 naming `pickupDate`); a rent never delivered ends at once. */
export const endEarly = (id: string, pickupDate: string | null, lang: Language) =>
  apiSend<RentalJson>('POST', `${one(id)}/end`, (pickupDate === null ? { lang } : { pickupDate, lang }) satisfies ApiJson<'EndRentalDto'>);

/** A rental invoice's bank transfer arrived on `paidOn` (400 naming `paidOn`; 409 when it was recorded already). */
export const markInvoicePaid = (id: string, number: string, paidOn: string, lang: Language) =>
  apiSend<RentalJson>('POST', `${one(id)}/invoices/${encodeURIComponent(number)}/paid`, { paidOn, lang } satisfies ApiJson<'MarkRentalInvoicePaidDto'>);
