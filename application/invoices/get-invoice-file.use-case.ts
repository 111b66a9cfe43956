import { parseInvoiceNumber } from '../../domain/invoices/invoice-number.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OrderAccessTokens } from '../orders/order-access-tokens.port.js';
import type { OrderRepository } from '../orders/order-repository.port.js';
import { sessionLinkOpen } from '../../domain/orders/session-link.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { InvoiceArchive, InvoiceRenderer } from './invoice-archive.port.js';
import { invoiceFile } from './invoice-files.js';
import type { InvoiceFile, InvoiceFormat } from '../../domain/invoices/invoice-file.js';
import { NO_UBL_FOR_CONSUMER } from './invoice-file-messages.js';

export const INVOICE_NOT_FOUND: LocalizedText = {
  nl: 'Factuur niet gevonden.',
  de: 'Rechnung nicht gefunden.',
  fr: 'Facture introuvable.',
  en: 'Invoice not found.',
};
const NOT_FOUND = notFound(INVOICE_NOT_FOUND);

const fileOrNotFound = (file: InvoiceFile | null): Result<InvoiceFile, ApplicationError> => (file === null ? err(notFound(NO_UBL_FOR_CONSUMER)) : ok(file));

export interface InvoiceFileDeps {
  readonly archive: InvoiceArchive;
  readonly renderer: InvoiceRenderer;
}

/** An admin's download: any issued document by its number, as PDF or UBL. */
export const getInvoiceFile =
  (deps: InvoiceFileDeps) =>
  async (number: string, format: InvoiceFormat): Promise<Result<InvoiceFile, ApplicationError>> => {
    if (parseInvoiceNumber(number) === null) return err(NOT_FOUND);
    const document = await deps.archive.findDocument(number);
    return document === null ? err(NOT_FOUND) : fileOrNotFound(await invoiceFile(document, format, deps.renderer));
  };

/** The order's access token, or (for a card order back from the payment page) its payment session id. */
export interface CustomerFileRequest {
  readonly orderId: string;
  readonly token?: string | undefined;
  readonly session?: string | undefined;
  readonly number: string;
  readonly format: InvoiceFormat;
}

const holdsOrder = (
  request: CustomerFileRequest,
  found: { readonly order: { readonly stripeSessionId: string | null }; readonly accessTokenHash: string; readonly placedAt: Date },
  tokens: OrderAccessTokens,
  now: Date,
): boolean => {
  if (request.token !== undefined && request.token !== '') return tokens.matches(request.token, found.accessTokenHash);
  return (
    request.session !== undefined &&
    /^cs_[A-Za-z0-9_]{1,250}$/.test(request.session) &&
    found.order.stripeSessionId === request.session &&
    sessionLinkOpen(found.placedAt, now)
  );
};

/**
 * The customer's download from the confirmation page: only a document of the
 * order whose access token is given (never by a bare id or number), or whose
 * payment session is given while it still opens the order (24 hours).
 */
export const getCustomerInvoiceFile =
  (deps: InvoiceFileDeps & { readonly orders: Pick<OrderRepository, 'findById'>; readonly tokens: OrderAccessTokens; readonly now: () => Date }) =>
  async (request: CustomerFileRequest): Promise<Result<InvoiceFile, ApplicationError>> => {
    if (!/^[0-9a-f-]{36}$/i.test(request.orderId) || parseInvoiceNumber(request.number) === null) return err(NOT_FOUND);
    const found = await deps.orders.findById(request.orderId);
    if (found === null || !holdsOrder(request, found, deps.tokens, deps.now())) return err(NOT_FOUND);
    const documents = await deps.archive.documentsOfOrder(request.orderId);
    if (!documents.some((document) => document.number === request.number)) return err(NOT_FOUND);
    const document = await deps.archive.findDocument(request.number);
    return document === null ? err(NOT_FOUND) : fileOrNotFound(await invoiceFile(document, request.format, deps.renderer));
  };
