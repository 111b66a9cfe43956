import type { AttachmentSource, MailAttachment } from '../../application/email/mailer.port.js';
import type { EmailAttachmentRef } from '../../application/email/outgoing-email.js';
import { offerPdf } from '../../application/offers/get-offer-pdf.use-case.js';
import type { OfferRenderer } from '../../application/offers/offer-renderer.port.js';
import type { SellerDetails } from '../../domain/invoices/invoice-document.js';
import type { SqlOfferStore } from '../persistence/offers/sql-offer-store.js';

/**
 * The outbox's attachments with offers: an offer revision's PDF made from the stored (frozen)
 * revision when its email is sent; every other reference goes to `others` (invoices).
 */
export const withOfferAttachments = (others: AttachmentSource, offers: Pick<SqlOfferStore, 'findByNumber'>, renderer: OfferRenderer, seller: SellerDetails): AttachmentSource => ({
  resolve: async (reference: EmailAttachmentRef): Promise<MailAttachment> => {
    if (reference.kind !== 'offer-pdf') return others.resolve(reference);
    const offer = await offers.findByNumber(reference.number);
    const revision = offer?.revisions.find((candidate) => candidate.revision === reference.revision);
    if (offer === null || revision === undefined) throw new Error(`no offer ${reference.number} revision ${reference.revision ?? '?'} to attach`);
    return offerPdf({ renderer, settings: { seller } }, offer, revision);
  },
});
