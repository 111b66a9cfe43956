import { err, ok, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { Order } from '../../domain/orders/order.js';
import type { OrderAccessTokens } from './order-access-tokens.port.js';
import { ORDER_MESSAGES } from './order-messages.js';
import type { OrderRepository } from './order-repository.port.js';
import { sessionLinkOpen } from '../../domain/orders/session-link.js';
import type { InvoiceArchive, OrderDocument } from '../invoices/invoice-archive.port.js';

/** An order as its confirmation shows it, with the invoice and credit notes issued for it. */
export interface ConfirmedOrder {
  readonly order: Order;
  readonly documents: readonly OrderDocument[];
  /** False for the read by payment session id: its link is less guarded than the token, so it shows no phone number. */
  readonly phoneShown: boolean;
}

type ArchiveDeps = { readonly invoices: Pick<InvoiceArchive, 'documentsOfOrder'> };

const withDocuments = async (deps: ArchiveDeps, order: Order, phoneShown: boolean): Promise<ConfirmedOrder> => ({
  order,
  documents: await deps.invoices.documentsOfOrder(order.id),
  phoneShown,
});

const NOT_FOUND = notFound(ORDER_MESSAGES.orderNotFound);

const looksLikeUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The confirmation of an order for whoever holds its access token. A wrong or
 * missing token answers exactly like an unknown order, so ids cannot be probed.
 */
export const getOrderConfirmation =
  (deps: { readonly orders: OrderRepository; readonly tokens: OrderAccessTokens } & ArchiveDeps) =>
  async (orderId: string, token: string | undefined): Promise<Result<ConfirmedOrder, ApplicationError>> => {
    if (token === undefined || token === '' || !looksLikeUuid(orderId)) return err(NOT_FOUND);
    const found = await deps.orders.findById(orderId);
    if (found === null || !deps.tokens.matches(token, found.accessTokenHash)) return err(NOT_FOUND);
    return ok(await withDocuments(deps, found.order, true));
  };

/**
 * The confirmation of an online-payment order by its payment session id (the
 * provider's success page link), while the session still opens the order
 * (session-link.ts: 24 hours) and without the phone number. Afterwards it
 * answers like an unknown session.
 */
export const getOrderConfirmationBySession =
  (deps: { readonly orders: OrderRepository; readonly now: () => Date } & ArchiveDeps) =>
  async (sessionId: string): Promise<Result<ConfirmedOrder, ApplicationError>> => {
    if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) return err(NOT_FOUND);
    const found = await deps.orders.findBySessionId(sessionId);
    if (found === null || !sessionLinkOpen(found.placedAt, deps.now())) return err(NOT_FOUND);
    return ok(await withDocuments(deps, found.order, false));
  };
