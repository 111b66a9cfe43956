import type { SellerDetails } from '../../domain/invoices/invoice-document.js';

export interface InvoicingSettings {
  readonly seller: SellerDetails;
  readonly now: () => Date;
}
