import { useQueries } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { eurosToCents, sumCents } from '../../../../../domain/shared/money.js';
import { validatePostcode } from '../../../../../domain/transport/postcode.js';
import type { ApiJson, ApiQuery } from '../../../shared/api-types/api-json.js';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.js';
import { apiGet } from '../../../shared/remote/http.js';
import { numberOrText } from '../form/offer-form-request.js';
import type { OfferFormValues } from '../form/offer-form-values.js';
import type { TransportPriceState } from '../form/offer-live-totals.js';
import type { OfferProductJson } from '../remote/offer-products.js';

/** Each container line as the transport tables price it: its size and quantity (as the server does, docs/offers.md). */
const containersOf = (values: OfferFormValues, products: readonly OfferProductJson[]): { readonly size: string; readonly quantity: number }[] =>
  values.lines.flatMap((line) => {
    const product = line.kind === 'product' ? products.find((candidate) => candidate.id === line.productId) : undefined;
    const quantity = numberOrText(line.quantity);
    return product === undefined || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 100 ? [] : [{ size: product.size, quantity }];
  });

/**
 * The transport line's price while the offer is edited: as typed when overridden, 0 for a pickup,
 * else the transport tables' price for the destination (`GET /api/transport/price` per container
 * line, summed, as the server prices it on save), asked once the postcode is right.
 */
export const useTransportPrice = (values: OfferFormValues, products: readonly OfferProductJson[], lang: Language): TransportPriceState => {
  const { transport } = values;
  const postcode = useDebouncedValue(transport.postcode, 300);
  const valid = transport.option !== 'none' && transport.option !== 'self_pickup' ? validatePostcode(transport.country, postcode) : null;
  const containers = containersOf(values, products);
  const ask = !transport.override && valid !== null && valid.ok;
  const queries = useQueries({
    queries: (ask ? containers : []).map((container) => {
      const query: ApiQuery<'getTransportPrice'> = { option: transport.option === 'none' ? 'truck' : transport.option, country: transport.country, postcode: valid?.ok === true ? valid.value : '', size: container.size, quantity: container.quantity, lang };
      return {
        queryKey: ['admin-offer-transport', query],
        queryFn: async ({ signal }: { readonly signal: AbortSignal }) => eurosToCents((await apiGet<ApiJson<'TransportPriceDto'>>('/api/transport/price', query, signal)).price),
        staleTime: 60_000,
        retry: false,
      };
    }),
  });
  if (transport.option === 'none') return { kind: 'none' };
  if (transport.override) {
    const price = numberOrText(transport.price);
    return typeof price === 'number' && price >= 0 ? { kind: 'price', cents: eurosToCents(price) } : { kind: 'unpriced' };
  }
  if (transport.option === 'self_pickup') return { kind: 'price', cents: 0 };
  if (valid === null || !valid.ok || containers.length === 0) return { kind: 'unpriced' };
  if (queries.some((query) => query.isError)) return { kind: 'unpriced' };
  const prices = queries.map((query) => query.data);
  if (prices.some((price) => price === undefined)) return { kind: 'pending' };
  return { kind: 'price', cents: sumCents(prices.filter((price): price is number => price !== undefined)) };
};
