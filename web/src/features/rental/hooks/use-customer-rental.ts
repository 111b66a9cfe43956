import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { useTokenRecord, type TokenRecordState } from '../../../shared/token-page/index.js';
import { fetchCustomerRental, type CustomerRentalJson } from '../remote/customer-rental.js';

/** The key the server's render answers too (web/src/entry-server.tsx: a rental asked for with its link's token). */
export const customerRentalKey = (token: string, lang: Language) => ['rental', token, lang] as const;

/** The rental the link's token opens, in the page's language (a wrong or unknown token: not found). */
export const useCustomerRental = (token: string, lang: Language): TokenRecordState<CustomerRentalJson> =>
  useTokenRecord(token, customerRentalKey(token, lang), (signal) => fetchCustomerRental(token, lang, signal));

/** After notice is given, the page shows the contract as the server answered it. */
export const useRentalAnswered = (token: string, lang: Language) => {
  const client = useQueryClient();
  return (rental: CustomerRentalJson) => client.setQueryData(customerRentalKey(token, lang), rental);
};
