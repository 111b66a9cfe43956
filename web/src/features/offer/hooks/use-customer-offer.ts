import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { useTokenRecord, type TokenRecordState } from '../../../shared/token-page/index.js';
import { fetchCustomerOffer, type CustomerOfferJson } from '../remote/customer-offer.js';

/** The key the server's render answers too (web/src/entry-server.tsx: an offer asked for with its token). */
export const customerOfferKey = (token: string, lang: Language) => ['offer', token, lang] as const;

/** The offer the link's token opens, in the page's language (a wrong or unknown token: not found). */
export const useCustomerOffer = (token: string, lang: Language): TokenRecordState<CustomerOfferJson> =>
  useTokenRecord(token, customerOfferKey(token, lang), (signal) => fetchCustomerOffer(token, lang, signal));

/** After an answer (declined, accepted elsewhere, refused): the page shows the offer as it now stands. */
export const useOfferChanged = (token: string, lang: Language) => {
  const client = useQueryClient();
  return (offer?: CustomerOfferJson) => {
    if (offer !== undefined) client.setQueryData(customerOfferKey(token, lang), offer);
    else void client.invalidateQueries({ queryKey: customerOfferKey(token, lang) });
  };
};
