import type { InvoiceRenderer } from '../../application/invoices/invoice-archive.port.js';
import { renderInvoicePdf } from './invoice-pdf.js';

export const pdfkitInvoiceRenderer: InvoiceRenderer = { pdf: (document) => renderInvoicePdf(document) };
