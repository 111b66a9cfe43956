import { invoiceKeptUntil } from '../../domain/privacy/retention.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { FileStorage } from '../files/file-storage.port.js';
import type { InvoiceArchive, InvoiceRenderer } from '../invoices/invoice-archive.port.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { ArchiveWriter, HeldAttachment, HeldMessage, PersonalDataStore } from './personal-data-store.port.js';
import { requestedEmail } from './privacy-email.js';

export interface PersonalDataExportDeps {
  readonly store: PersonalDataStore;
  readonly files: FileStorage;
  readonly invoices: InvoiceArchive;
  readonly renderer: InvoiceRenderer;
  readonly archive: ArchiveWriter;
  readonly now: () => Date;
}

export interface PersonalDataExport {
  readonly filename: string;
  readonly zip: Uint8Array;
}

/** A file name that stays in its folder of the zip: no path separators, control characters or leading dots. */
const safeName = (name: string): string => name.replace(/[/\\\p{Cc}]/gu, '_').replace(/^\.+/, '_').slice(0, 120) || 'file';

const attachmentPath = (message: HeldMessage, attachment: HeldAttachment): string => `messages/${message.id}/${attachment.id}-${safeName(attachment.name)}`;

const ABOUT =
  'Everything the shop holds about this email address (GDPR art. 15 and 20): the account, orders with their lines and status history, ' +
  'invoices (their PDF in invoices/), quote requests, contact messages (their files in messages/), offers, rental contracts and the emails sent. ' +
  'Amounts ending in _cents are euro cents. docs/privacy.md of the shop says why each is held and for how long.';

/**
 * `privacy export --email E --out FILE.zip` and the admin's Privacy screen: `personal-data.json` with
 * every record held about the address, plus the invoice PDFs and the message attachments.
 */
export const exportPersonalData =
  (deps: PersonalDataExportDeps) =>
  async (email: unknown): Promise<Result<PersonalDataExport, ApplicationError>> => {
    const address = requestedEmail(email);
    if (!address.ok) return address;
    const held = await deps.store.collect(address.value);
    const entries: { path: string; body: Uint8Array }[] = [];
    const invoices = [];
    for (const invoice of held.invoices) {
      const document = await deps.invoices.findDocument(invoice.number);
      const file = `invoices/${invoice.number}.pdf`;
      if (document !== null) entries.push({ path: file, body: await deps.renderer.pdf(document) });
      invoices.push({
        number: invoice.number,
        kind: invoice.kind,
        issueDate: invoice.issueDate,
        orderNumber: invoice.orderNumber,
        total: centsToEuros(invoice.totalCents),
        keptUntil: invoiceKeptUntil(invoice.issueDate),
        file: document === null ? null : file,
      });
    }
    const messages = [];
    for (const message of held.messages) {
      const attachments = [];
      for (const attachment of message.attachments) {
        const stored = await deps.files.get(attachment.storageKey);
        const path = attachmentPath(message, attachment);
        if (stored !== null) entries.push({ path, body: stored.body });
        attachments.push({ name: attachment.name, contentType: attachment.contentType, file: stored === null ? null : path });
      }
      messages.push({ ...message.record, attachments });
    }
    const exportedAt = deps.now();
    const document = {
      email: address.value,
      exportedAt: exportedAt.toISOString(),
      about: ABOUT,
      account: held.account,
      orders: held.orders,
      invoices,
      quotes: held.quotes,
      contactMessages: messages,
      offers: held.offers,
      rentals: held.rentals,
      emails: held.emails,
      signInFailures: held.signInFailures,
    };
    entries.unshift({ path: 'personal-data.json', body: new TextEncoder().encode(`${JSON.stringify(document, null, 2)}\n`) });
    const day = exportedAt.toISOString().slice(0, 10);
    return ok({ filename: `personal-data-${day}.zip`, zip: await deps.archive.pack(entries) });
  };
