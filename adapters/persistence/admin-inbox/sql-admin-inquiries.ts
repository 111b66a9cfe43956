import type { DataSource } from 'typeorm';
import type {
  AdminInquiryStore,
  AdminMessageDetail,
  AdminMessageSummary,
  AdminQuoteDetail,
  AdminQuoteSummary,
  Listing,
  PageWindow,
} from '../../../application/admin-inbox/admin-inquiries.port.js';
import type { UploadRecord } from '../../../application/uploads/upload-store.port.js';
import type { ColorType } from '../../../domain/catalogue/product.js';
import type { ContactSource } from '../../../domain/forms/contact-form.js';
import type { Language } from '../../../domain/shared/language.js';

type Counted<T> = T & { readonly total_count: string | number };

const listing = <R, T>(rows: readonly Counted<R>[], map: (row: R) => T, countAgain: () => Promise<number>, offset: number): Promise<Listing<T>> =>
  rows.length > 0 || offset === 0
    ? Promise.resolve({ items: rows.map(map), total: Number(rows[0]?.total_count ?? 0) })
    : countAgain().then((total) => ({ items: [], total }));

interface QuoteRow {
  readonly id: string;
  readonly customer_name: string;
  readonly email: string;
  readonly company_name: string | null;
  readonly product_id: string | null;
  readonly product_title: string | null;
  readonly request_type: string;
  readonly purchase_option: string;
  readonly quantity_requested: number;
  readonly language: string;
  readonly created_at: Date;
  readonly phone: string | null;
  readonly delivery_address: string | null;
  readonly preferred_delivery_date: string | null;
  readonly special_requirements: string | null;
  readonly transport_type: string | null;
  readonly transport_price_cents: number | null;
  readonly color_type: string;
  readonly ral_color: string | null;
}

// The product's title in the quote's language, else English, else any.
const QUOTE_SELECT = `
SELECT q.id, q.customer_name, q.email, q.company_name, q.product_id, q.request_type, q.purchase_option, q.quantity_requested,
  q.language, q.created_at, q.phone, q.delivery_address, to_char(q.preferred_delivery_date, 'YYYY-MM-DD') AS preferred_delivery_date,
  q.special_requirements, q.transport_type, q.transport_price_cents, q.color_type, q.ral_color,
  (SELECT t.title FROM product_translations t WHERE t.product_id = q.product_id
   ORDER BY (t.language = q.language) DESC, (t.language = 'en') DESC, t.language LIMIT 1) AS product_title`;

const toQuoteSummary = (row: QuoteRow): AdminQuoteSummary => ({
  id: row.id,
  customerName: row.customer_name,
  email: row.email,
  companyName: row.company_name,
  productId: row.product_id,
  productTitle: row.product_title,
  requestType: row.request_type,
  purchaseOption: row.purchase_option,
  quantityRequested: Number(row.quantity_requested),
  language: row.language as Language,
  createdAt: new Date(row.created_at),
});

const toQuoteDetail = (row: QuoteRow): AdminQuoteDetail => ({
  ...toQuoteSummary(row),
  phone: row.phone,
  deliveryAddress: row.delivery_address,
  preferredDeliveryDate: row.preferred_delivery_date,
  specialRequirements: row.special_requirements,
  transportType: row.transport_type,
  transportPrice: row.transport_price_cents,
  colorType: row.color_type as ColorType,
  ralColor: row.ral_color,
});

interface MessageRow {
  readonly id: string;
  readonly source: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string | null;
  readonly language: string;
  readonly created_at: Date;
  readonly attachment_count: string | number;
  readonly phone: string | null;
  readonly message: string;
}

const MESSAGE_SELECT = `
SELECT m.id, m.source, m.name, m.email, m.subject, m.language, m.created_at, m.phone, m.message,
  (SELECT count(*) FROM uploads u WHERE u.contact_message_id = m.id) AS attachment_count`;

const toMessageSummary = (row: MessageRow): AdminMessageSummary => ({
  id: row.id,
  source: row.source as ContactSource,
  name: row.name,
  email: row.email,
  subject: row.subject,
  language: row.language as Language,
  attachmentCount: Number(row.attachment_count),
  createdAt: new Date(row.created_at),
});

interface UploadRow {
  readonly id: string;
  readonly storage_key: string;
  readonly original_name: string;
  readonly size_bytes: number;
  readonly content_type: string;
}

const toUpload = (row: UploadRow): UploadRecord => ({
  id: row.id,
  storageKey: row.storage_key,
  name: row.original_name,
  size: Number(row.size_bytes),
  contentType: row.content_type,
});

/** Quotes and contact messages (with their attachments) for the admin inbox. */
export class SqlAdminInquiries implements AdminInquiryStore {
  constructor(private readonly dataSource: DataSource) {}

  private async count(table: 'quotes' | 'contact_messages'): Promise<number> {
    const [row]: { n: string }[] = await this.dataSource.query(`SELECT count(*) AS n FROM ${table}`);
    return Number(row?.n ?? 0);
  }

  async listQuotes(page: PageWindow): Promise<Listing<AdminQuoteSummary>> {
    const rows: Counted<QuoteRow>[] = await this.dataSource.query(
      `${QUOTE_SELECT}, count(*) OVER () AS total_count FROM quotes q ORDER BY q.created_at DESC, q.id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    return listing(rows, toQuoteSummary, () => this.count('quotes'), page.offset);
  }

  async findQuote(id: string): Promise<AdminQuoteDetail | null> {
    const [row]: QuoteRow[] = await this.dataSource.query(`${QUOTE_SELECT} FROM quotes q WHERE q.id = $1`, [id]);
    return row === undefined ? null : toQuoteDetail(row);
  }

  async listMessages(page: PageWindow): Promise<Listing<AdminMessageSummary>> {
    const rows: Counted<MessageRow>[] = await this.dataSource.query(
      `${MESSAGE_SELECT}, count(*) OVER () AS total_count FROM contact_messages m ORDER BY m.created_at DESC, m.id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    return listing(rows, toMessageSummary, () => this.count('contact_messages'), page.offset);
  }

  async findMessage(id: string): Promise<AdminMessageDetail | null> {
    const [row]: MessageRow[] = await this.dataSource.query(`${MESSAGE_SELECT} FROM contact_messages m WHERE m.id = $1`, [id]);
    if (row === undefined) return null;
    const uploads: UploadRow[] = await this.dataSource.query(
      `SELECT id, storage_key, original_name, size_bytes, content_type FROM uploads WHERE contact_message_id = $1 ORDER BY created_at, id`,
      [id],
    );
    return { ...toMessageSummary(row), phone: row.phone, message: row.message, attachments: uploads.map(toUpload) };
  }

  async findAttachment(uploadId: string): Promise<UploadRecord | null> {
    const [row]: UploadRow[] = await this.dataSource.query(
      `SELECT id, storage_key, original_name, size_bytes, content_type FROM uploads WHERE id = $1 AND contact_message_id IS NOT NULL`,
      [uploadId],
    );
    return row === undefined ? null : toUpload(row);
  }
}
