import type { DeliveryOption } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { eurosToCents, type Cents } from '../../../../../domain/shared/money.js';
import type { TransportCountry } from '../../../../../domain/transport/transport-country.js';
import { apiGet } from '../../../shared/remote/http.js';

export interface TransportPriceRequest {
  readonly option: DeliveryOption;
  readonly country: TransportCountry;
  /** Already checked with the domain's validatePostcode (normalised). */
  readonly postcode: string;
  readonly size: string;
  readonly quantity: number;
  readonly lang: Language;
}

/** `GET /api/transport/price`: the server prices the transport; a missing prefix is a 404 (ApiError). */
export const fetchTransportPrice = async (request: TransportPriceRequest, signal?: AbortSignal): Promise<Cents> => {
  const needsAddress = request.option !== 'self_pickup';
  const body = await apiGet<{ readonly price: number; readonly currency: 'EUR' }>(
    '/api/transport/price',
    {
      option: request.option,
      size: request.size,
      quantity: request.quantity,
      lang: request.lang,
      ...(needsAddress ? { country: request.country, postcode: request.postcode } : {}),
    },
    signal,
  );
  return eurosToCents(body.price);
};
