import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';

/** `GET /api/rentals/{token}`: the contract as its customer sees it, as of today; amounts in euros, decided by the server. */
export type CustomerRentalJson = ApiJson<'RentalDto'>;
export type CustomerRentalPeriodJson = CustomerRentalJson['periods'][number];

const base = (token: string): string => `/api/rentals/${encodeURIComponent(token)}`;

/** 404 for a wrong or unknown token. */
export const fetchCustomerRental = (token: string, lang: Language, signal?: AbortSignal): Promise<CustomerRentalJson> => apiGet<CustomerRentalJson>(base(token), { lang }, signal);

/** `POST /api/rentals/{token}/notice {pickupDate}`: 400 naming `pickupDate` when the domain refuses the day; the contract as it now is. */
export const giveNotice = (token: string, pickupDate: string, lang: Language): Promise<CustomerRentalJson> =>
  apiSend<CustomerRentalJson>('POST', `${base(token)}/notice`, { pickupDate, lang } satisfies ApiJson<'GiveNoticeDto'>);
