import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { FileStorage, StoredFile } from '../files/file-storage.port.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { Page } from '../shared/paging.js';
import type { UploadRecord } from '../uploads/upload-store.port.js';
import type { AdminInquiryStore, AdminMessageDetail, AdminMessageSummary, AdminQuoteDetail, AdminQuoteSummary, LinkSigner } from './admin-inquiries.port.js';
import { ADMIN_INBOX_MESSAGES } from './admin-inbox-messages.js';
import { isRecordId, parseAdminPaging } from '../shared/admin-paging.js';

/** How long a signed attachment link works. */
export const ATTACHMENT_LINK_TTL_SECONDS = 15 * 60;

export interface InquiryDeps {
  readonly inquiries: AdminInquiryStore;
  readonly files: FileStorage;
  readonly links: LinkSigner;
  readonly now: () => Date;
}

export interface SignedAttachment extends UploadRecord {
  /** `/api/admin/attachments/{id}?expires={unix}&signature={hmac}`, valid ATTACHMENT_LINK_TTL_SECONDS. */
  readonly downloadUrl: string;
  readonly expiresAt: Date;
}

export interface AdminMessageView extends Omit<AdminMessageDetail, 'attachments'> {
  readonly attachments: readonly SignedAttachment[];
}

const listed =
  <T>(list: (window: { offset: number; limit: number }) => Promise<{ items: readonly T[]; total: number }>) =>
  async (params: QueryParams): Promise<Result<Page<T>, ApplicationError>> => {
    const paging = parseAdminPaging(params);
    if (!paging.ok) return paging;
    const { items, total } = await list(paging.value);
    return ok({ items, total, page: paging.value.page, pageSize: paging.value.pageSize });
  };

export const listAdminQuotes = (deps: InquiryDeps) => listed<AdminQuoteSummary>((window) => deps.inquiries.listQuotes(window));
export const listAdminMessages = (deps: InquiryDeps) => listed<AdminMessageSummary>((window) => deps.inquiries.listMessages(window));

export const getAdminQuote =
  (deps: InquiryDeps) =>
  async (id: string): Promise<Result<AdminQuoteDetail, ApplicationError>> => {
    const quote = isRecordId(id) ? await deps.inquiries.findQuote(id) : null;
    return quote === null ? err(notFound(ADMIN_INBOX_MESSAGES.quoteNotFound)) : ok(quote);
  };

/** The message with a fresh signed link per attachment. */
export const getAdminMessage =
  (deps: InquiryDeps) =>
  async (id: string): Promise<Result<AdminMessageView, ApplicationError>> => {
    const message = isRecordId(id) ? await deps.inquiries.findMessage(id) : null;
    if (message === null) return err(notFound(ADMIN_INBOX_MESSAGES.messageNotFound));
    const expires = Math.floor(deps.now().getTime() / 1000) + ATTACHMENT_LINK_TTL_SECONDS;
    const attachments = message.attachments.map((upload) => ({
      ...upload,
      downloadUrl: `/api/admin/attachments/${upload.id}?expires=${expires}&signature=${deps.links.sign(upload.id, expires)}`,
      expiresAt: new Date(expires * 1000),
    }));
    return ok({ ...message, attachments });
  };

export interface AttachmentDownload {
  readonly name: string;
  readonly file: StoredFile;
}

/** The private file, only through an unexpired link signed by this shop (403 otherwise). */
export const downloadAttachment =
  (deps: InquiryDeps) =>
  async (uploadId: string, expiresText: string, signature: string): Promise<Result<AttachmentDownload, ApplicationError>> => {
    const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : Number.NaN;
    const valid =
      isRecordId(uploadId) &&
      Number.isSafeInteger(expires) &&
      expires * 1000 > deps.now().getTime() &&
      deps.links.verify(uploadId, expires, signature);
    if (!valid) return err({ kind: 'forbidden', message: ADMIN_INBOX_MESSAGES.linkInvalid });
    const upload = await deps.inquiries.findAttachment(uploadId);
    const file = upload === null ? null : await deps.files.get(upload.storageKey);
    if (upload === null || file === null) return err(notFound(ADMIN_INBOX_MESSAGES.attachmentNotFound));
    return ok({ name: upload.name, file: { body: file.body, contentType: upload.contentType } });
  };
