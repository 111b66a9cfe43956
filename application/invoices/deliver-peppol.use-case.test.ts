import { describe, expect, it } from '@jest/globals';
import { invoiceFromOrder } from '../../domain/invoices/invoice-from-order.js';
import { DEMO_SELLER, pricedOrder } from '../../domain/invoices/invoice.fixture.js';
import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { deliverPeppol, PEPPOL_BASE_RETRY_MS, type PeppolQueue } from './deliver-peppol.use-case.js';
import type { PeppolDocument, PeppolSender } from './peppol-sender.port.js';

const document: InvoiceDocument = invoiceFromOrder(
  pricedOrder(
    [{ title: '20ft', condition: 'new', quantity: 1, unitPrice: 330_000, transportType: 'truck', transportCountry: 'BE', transportPrice: 31_000 }],
    { customer: { kind: 'business', vatNumberCountry: 'BE', vatNumberConfirmed: true }, companyName: 'Kaai NV', vatNumber: 'BE0403170701' },
  ),
  { kind: 'invoice', number: '2026-000009', issueDate: '2026-11-25', supplyDate: '2026-11-25', seller: DEMO_SELLER, corrects: null },
);

class FakeQueue implements PeppolQueue {
  attempts = 0;
  delivered: string | null = null;
  retryAt: Date | null = null;
  async claimDue() {
    this.attempts += 1;
    return this.delivered === null ? [{ document, attempts: this.attempts }] : [];
  }
  async markDelivered(_number: string, deliveryId: string) {
    this.delivered = deliveryId;
  }
  async scheduleRetry(_number: string, at: Date) {
    this.retryAt = at;
  }
}

describe('deliverPeppol', () => {
  it('sends the UBL to the Belgian buyer by its enterprise number and records the receipt', async () => {
    const sent: PeppolDocument[] = [];
    const sender: PeppolSender = { send: async (doc) => (sent.push(doc), { deliveryId: 'AP-1', deliveredAt: new Date(0) }) };
    const queue = new FakeQueue();
    expect(await deliverPeppol({ queue, sender })(new Date(0))).toEqual({ delivered: 1, failed: 0 });
    expect(sent[0]?.receiver).toEqual({ scheme: '0208', id: '0403170701' });
    expect(sent[0]?.xml).toContain('<cbc:ID>2026-000009</cbc:ID>');
    expect(queue.delivered).toBe('AP-1');
  });

  it('retries a failed try later, the delay doubling with each attempt', async () => {
    const queue = new FakeQueue();
    const sender: PeppolSender = { send: async () => Promise.reject(new Error('access point down')) };
    const now = new Date('2026-11-25T10:00:00Z');
    expect(await deliverPeppol({ queue, sender })(now)).toEqual({ delivered: 0, failed: 1 });
    expect(queue.retryAt?.getTime()).toBe(now.getTime() + PEPPOL_BASE_RETRY_MS);
    await deliverPeppol({ queue, sender })(now);
    expect(queue.retryAt?.getTime()).toBe(now.getTime() + 2 * PEPPOL_BASE_RETRY_MS);
  });
});
