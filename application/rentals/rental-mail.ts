import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { hasPeppolUbl } from '../../domain/invoices/ubl-document.js';
import type { RenderedEmail } from '../../domain/email/rendered-email.js';
import type { RentalEmailContext } from '../../domain/rentals/rental-emails.js';
import type { RentalTerms } from '../../domain/rentals/rental-invoice.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { RentalContext } from './rental-settings.js';

/** The path of a rental page in the customer's language: `/{lang}/rental/{token}`. */
export const rentalPagePath = (terms: Pick<RentalTerms, 'language'>, token: string): string => `/${terms.language}/rental/${encodeURIComponent(token)}`;

/** A new secret link to the contract's page (its hash is stored with the email) and what the emails say around it. */
export const rentalMailing = (context: Pick<RentalContext, 'publicUrl' | 'seller' | 'tokens'>, terms: RentalTerms): { readonly email: RentalEmailContext; readonly linkHash: string } => {
  const link = context.tokens.issue();
  return {
    linkHash: link.hash,
    email: {
      language: terms.language,
      productTitle: terms.productTitle,
      orderNumber: terms.orderNumber,
      link: `${context.publicUrl.replace(/\/+$/, '')}${rentalPagePath(terms, link.token)}`,
      seller: context.seller,
    },
  };
};

/** An email to the contract's customer, once per key. */
export const toCustomer = (terms: RentalTerms, rendered: RenderedEmail, dedupeKey: string): OutgoingEmail => ({ ...rendered, to: terms.buyer.email, dedupeKey });

/**
 * A rental document's email: the PDF attached and, for a buyer with a Peppol address, the UBL (as
 * every invoice email, invoice-emails.ts); its key is the invoice email's, so a resend follows it.
 */
export const withDocument = (terms: RentalTerms, rendered: RenderedEmail, document: InvoiceDocument): OutgoingEmail => ({
  ...toCustomer(terms, rendered, `invoice-email:${document.number}`),
  attachments: [
    { kind: 'invoice-pdf', number: document.number },
    ...(hasPeppolUbl(document.buyer) ? [{ kind: 'invoice-ubl' as const, number: document.number }] : []),
  ],
});
