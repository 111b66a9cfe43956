import type { PeppolDocument, PeppolReceipt, PeppolSender } from '../../application/invoices/peppol-sender.port.js';

/**
 * A Peppol access point's HTTP API (PEPPOL_AP_URL, PEPPOL_AP_KEY): the UBL is
 * POSTed with the receiver's participant id; a 2xx answer is the delivery, its
 * JSON `id` (or the Location header) the delivery id. Anything else throws, so
 * the delivery is retried with backoff (application/invoices/deliver-peppol.use-case.ts).
 */
export class AccessPointPeppolSender implements PeppolSender {
  constructor(
    private readonly options: { readonly url: string; readonly apiKey: string; readonly timeoutMs?: number },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(document: PeppolDocument): Promise<PeppolReceipt> {
    const response = await fetch(`${this.options.url.replace(/\/+$/, '')}/documents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.options.apiKey}`,
        'content-type': 'application/xml',
        'x-peppol-receiver': `${document.receiver.scheme}:${document.receiver.id}`,
        'x-document-number': document.number,
      },
      body: document.xml,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    if (!response.ok) throw new Error(`the access point answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as { readonly id?: unknown };
    const deliveryId = typeof body.id === 'string' && body.id !== '' ? body.id : (response.headers.get('location') ?? `${document.number}@access-point`);
    return { deliveryId, deliveredAt: this.now() };
  }
}
