import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { invoiceEmail } from '../../domain/invoices/invoice-email.js';
import { hasPeppolUbl } from '../../domain/invoices/ubl-document.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';

/**
 * The customer's "your invoice" email with the PDF and, for a business with a
 * Peppol address, the UBL attached (a Belgian business gets the UBL through
 * Peppol as well; the email is its copy).
 */
export const invoiceEmails = (document: InvoiceDocument): readonly OutgoingEmail[] => [
  {
    ...invoiceEmail(document),
    to: document.buyer.email,
    dedupeKey: `invoice-email:${document.number}`,
    attachments: [
      { kind: 'invoice-pdf', number: document.number },
      ...(hasPeppolUbl(document.buyer) ? [{ kind: 'invoice-ubl' as const, number: document.number }] : []),
    ],
  },
];
