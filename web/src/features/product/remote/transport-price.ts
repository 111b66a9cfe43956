import { eurosToCents, type Cents } from '../../../../../domain/shared/money.js';
import type { ApiJson, ApiQuery } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';

/** The query of `GET /api/transport/price`, with the address always at hand (sent only when the option needs one). */
export type TransportPriceRequest = Required<ApiQuery<'getTransportPrice'>>;

/** `GET /api/transport/price`: the server prices the transport; a missing prefix is a 404 (ApiError). The postcode is already checked with the domain's validatePostcode (normalised). */
export const fetchTransportPrice = async (request: TransportPriceRequest, signal?: AbortSignal): Promise<Cents> => {
  const needsAddress = request.option !== 'self_pickup';
  const query: ApiQuery<'getTransportPrice'> = {
    option: request.option,
    size: request.size,
    quantity: request.quantity,
    lang: request.lang,
    ...(needsAddress ? { country: request.country, postcode: request.postcode } : {}),
  };
  return eurosToCents((await apiGet<ApiJson<'TransportPriceDto'>>('/api/transport/price', query, signal)).price);
};
