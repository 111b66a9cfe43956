import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { fetchOrderConfirmation, isPaymentSessionId, type OrderConfirmation } from '../remote/order-confirmation.js';

/** After a card payment the provider's confirmation may lag a moment: ask again every 1.5 s, for up to 10 s. */
export const PAYMENT_POLL_INTERVAL_MS = 1500;
export const PAYMENT_POLL_LIMIT_MS = 10_000;

export type OrderConfirmationState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly reason: 'not-found' | 'verify-failed' | 'no-id' }
  | { readonly kind: 'loaded'; readonly order: OrderConfirmation; readonly awaitingPayment: boolean };

/** A card payment can still be confirmed: not verified yet, and the order not cancelled (its session expired). */
const isAwaitingPayment = (order: OrderConfirmation): boolean => !order.paymentVerified && order.status !== 'cancelled';

export const useOrderConfirmation = (id: string, token: string | null, lang: Language): OrderConfirmationState => {
  const bySession = isPaymentSessionId(id);
  const [pollExpired, setPollExpired] = useState(false);
  useEffect(() => {
    if (!bySession) return;
    setPollExpired(false);
    const timer = window.setTimeout(() => setPollExpired(true), PAYMENT_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [bySession, id]);
  const query = useQuery({
    queryKey: ['order', id, token, lang],
    queryFn: ({ signal }) => fetchOrderConfirmation(id, token, lang, signal),
    enabled: id !== '',
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (current) =>
      bySession && current.state.data !== undefined && isAwaitingPayment(current.state.data) && !pollExpired ? PAYMENT_POLL_INTERVAL_MS : false,
  });
  if (id === '') return { kind: 'error', reason: 'no-id' };
  if (query.data !== undefined) {
    return { kind: 'loaded', order: query.data, awaitingPayment: bySession && isAwaitingPayment(query.data) && !pollExpired };
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return { kind: 'error', reason: bySession && !notFound ? 'verify-failed' : 'not-found' };
  }
  return { kind: 'loading' };
};
