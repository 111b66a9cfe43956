import { parseInvoiceNumber } from '../../domain/invoices/invoice-number.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { InvoiceArchive } from './invoice-archive.port.js';
import { invoiceEmails } from './invoice-emails.js';
import { INVOICE_NOT_FOUND } from './get-invoice-file.use-case.js';

/** Puts emails in the outbox on their own (not part of another change). */
export interface EmailQueue {
  enqueue(emails: readonly OutgoingEmail[]): Promise<void>;
}

export interface ResentInvoice {
  readonly number: string;
  readonly to: string;
}

/**
 * An admin sends a document's email again (the customer lost it, or asked for
 * it at another address later): the same email, attachments made again from the
 * frozen document. Clicks within the same minute send one email.
 */
export const resendInvoice =
  (deps: { readonly archive: Pick<InvoiceArchive, 'findDocument'>; readonly emails: EmailQueue; readonly now: () => Date }) =>
  async (number: string): Promise<Result<ResentInvoice, ApplicationError>> => {
    if (parseInvoiceNumber(number) === null) return err(notFound(INVOICE_NOT_FOUND));
    const document = await deps.archive.findDocument(number);
    if (document === null) return err(notFound(INVOICE_NOT_FOUND));
    const minute = deps.now().toISOString().slice(0, 16);
    await deps.emails.enqueue(invoiceEmails(document).map((email) => ({ ...email, dedupeKey: `${email.dedupeKey ?? `invoice-email:${number}`}:resent:${minute}` })));
    return ok({ number, to: document.buyer.email });
  };
