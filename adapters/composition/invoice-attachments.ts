import type { AttachmentSource, MailAttachment } from '../../application/email/mailer.port.js';
import type { EmailAttachmentRef } from '../../application/email/outgoing-email.js';
import type { InvoiceArchive, InvoiceRenderer } from '../../application/invoices/invoice-archive.port.js';
import { invoiceFile } from '../../application/invoices/invoice-files.js';

/** The outbox's attachments: an issued document made again from its frozen content, as PDF or UBL. */
export const invoiceAttachmentSource = (archive: InvoiceArchive, renderer: InvoiceRenderer): AttachmentSource => ({
  resolve: async (reference: EmailAttachmentRef): Promise<MailAttachment> => {
    const document = await archive.findDocument(reference.number);
    if (document === null) throw new Error(`no issued document ${reference.number} to attach`);
    const file = await invoiceFile(document, reference.kind === 'invoice-pdf' ? 'pdf' : 'xml', renderer);
    if (file === null) throw new Error(`document ${reference.number} has no UBL (its buyer has no Peppol address)`);
    return file;
  },
});
