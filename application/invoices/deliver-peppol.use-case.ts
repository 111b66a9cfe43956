import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { buyerEndpoint } from '../../domain/invoices/peppol-endpoint.js';
import { ublDocumentXml } from '../../domain/invoices/ubl-document.js';
import type { PeppolSender } from './peppol-sender.port.js';

/** The documents waiting for Peppol and what became of a try. */
export interface PeppolQueue {
  /** Claims up to `limit` documents whose next try is due (skipping ones another instance holds). */
  claimDue(now: Date, limit: number): Promise<readonly { readonly document: InvoiceDocument; readonly attempts: number }[]>;
  markDelivered(number: string, deliveryId: string, at: Date): Promise<void>;
  scheduleRetry(number: string, at: Date, error: string): Promise<void>;
}

export const PEPPOL_BASE_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;

/**
 * One round of Peppol delivery, outside any payment: a failed try is retried
 * with a doubling delay (at most 6 h), so the access point being down never
 * blocks or undoes a payment.
 */
export const deliverPeppol =
  (deps: { readonly queue: PeppolQueue; readonly sender: PeppolSender }) =>
  async (now: Date, limit = 10): Promise<{ readonly delivered: number; readonly failed: number }> => {
    let delivered = 0;
    let failed = 0;
    for (const { document, attempts } of await deps.queue.claimDue(now, limit)) {
      try {
        const xml = ublDocumentXml(document);
        const receiver = buyerEndpoint(document.buyer);
        if (xml === null || receiver === null) throw new Error(`${document.number}: the buyer has no Peppol address`);
        const receipt = await deps.sender.send({ number: document.number, kind: document.kind, xml, receiver });
        await deps.queue.markDelivered(document.number, receipt.deliveryId, receipt.deliveredAt);
        delivered += 1;
      } catch (error) {
        const delay = Math.min(PEPPOL_BASE_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
        await deps.queue.scheduleRetry(document.number, new Date(now.getTime() + delay), error instanceof Error ? error.message : String(error));
        failed += 1;
      }
    }
    return { delivered, failed };
  };
