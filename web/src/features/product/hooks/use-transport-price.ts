import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DeliveryOption } from '../../../../../domain/catalogue/product.js';
import type { Language, LocalizedText } from '../../../../../domain/shared/language.js';
import type { Cents } from '../../../../../domain/shared/money.js';
import { validatePostcode } from '../../../../../domain/transport/postcode.js';
import type { TransportCountry } from '../../../../../domain/transport/transport-country.js';
import { ApiError } from '../../../shared/remote/http.js';
import { fetchTransportPrice } from '../remote/transport-price.js';

export interface TransportInput {
  readonly option: DeliveryOption | null;
  readonly country: TransportCountry;
  readonly postcode: string;
  readonly size: string;
  readonly quantity: number;
  readonly lang: Language;
}

export interface TransportPriceState {
  /** Null until the server has priced a complete choice. */
  readonly price: Cents | null;
  readonly loading: boolean;
  /** The domain's postcode message (shown in red under the field), or null. */
  readonly postcodeError: LocalizedText | null;
  /** The normalised postcode when it is valid. */
  readonly validPostcode: string | null;
}

/**
 * Prices the transport choice. The postcode is checked in the browser with the same domain
 * rule as the server; only a valid one is sent. A failure (404: prefix missing) calls
 * `onFailure` once and leaves the price empty.
 */
export const useTransportPrice = (input: TransportInput, onFailure: (error: unknown) => void): TransportPriceState => {
  const needsAddress = input.option === 'truck' || input.option === 'truck_with_crane';
  const trimmed = input.postcode.trim();
  const checked = needsAddress && trimmed !== '' ? validatePostcode(input.country, trimmed) : null;
  const validPostcode = checked?.ok === true ? checked.value : null;
  const postcodeError = checked?.ok === false ? checked.error.message : null;
  const ready = input.option !== null && (!needsAddress || validPostcode !== null);

  const query = useQuery({
    queryKey: ['transport-price', input.option, input.country, validPostcode, input.size, input.quantity, input.lang],
    queryFn: ({ signal }) =>
      input.option === null
        ? Promise.reject(new Error('no delivery option'))
        : fetchTransportPrice(
            { option: input.option, country: input.country, postcode: validPostcode ?? '', size: input.size, quantity: input.quantity, lang: input.lang },
            signal,
          ),
    enabled: ready,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 5 * 60_000,
  });

  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error !== null) onFailure(error);
    // Once per failed fetch, not on every render.
  }, [error, errorUpdatedAt]);

  return {
    price: ready && query.isSuccess ? query.data : null,
    loading: ready && query.isFetching,
    postcodeError,
    validPostcode,
  };
};
