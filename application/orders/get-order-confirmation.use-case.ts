import { err, ok, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { Order } from './order.js';
import type { OrderAccessTokens } from './order-access-tokens.port.js';
import { ORDER_MESSAGES } from './order-messages.js';
import type { OrderRepository } from './order-repository.port.js';

const NOT_FOUND = notFound(ORDER_MESSAGES.orderNotFound);

const looksLikeUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The confirmation of an order for whoever holds its access token. A wrong or
 * missing token answers exactly like an unknown order, so ids cannot be probed.
 */
export const getOrderConfirmation =
  (deps: { readonly orders: OrderRepository; readonly tokens: OrderAccessTokens }) =>
  async (orderId: string, token: string | undefined): Promise<Result<Order, ApplicationError>> => {
    if (token === undefined || token === '' || !looksLikeUuid(orderId)) return err(NOT_FOUND);
    const found = await deps.orders.findById(orderId);
    if (found === null || !deps.tokens.matches(token, found.accessTokenHash)) return err(NOT_FOUND);
    return ok(found.order);
  };

/** The confirmation of an online-payment order by its payment session id (the provider's success page link). */
export const getOrderConfirmationBySession =
  (deps: { readonly orders: OrderRepository }) =>
  async (sessionId: string): Promise<Result<Order, ApplicationError>> => {
    if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) return err(NOT_FOUND);
    const order = await deps.orders.findBySessionId(sessionId);
    return order === null ? err(NOT_FOUND) : ok(order);
  };
