import type { ColorType } from '../../domain/catalogue/product.js';
import type { ContactSource } from '../../domain/forms/contact-form.js';
import type { Language } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import type { UploadRecord } from '../uploads/upload-store.port.js';

export interface PageWindow {
  readonly offset: number;
  readonly limit: number;
}

export interface Listing<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface AdminQuoteSummary {
  readonly id: string;
  readonly customerName: string;
  readonly email: string;
  readonly companyName: string | null;
  readonly productId: string | null;
  /** The product's English title (or any language), null when the product was deleted. */
  readonly productTitle: string | null;
  readonly requestType: string;
  readonly purchaseOption: string;
  readonly quantityRequested: number;
  readonly language: Language;
  readonly createdAt: Date;
}

export interface AdminQuoteDetail extends AdminQuoteSummary {
  readonly phone: string | null;
  readonly deliveryAddress: string | null;
  readonly preferredDeliveryDate: string | null;
  readonly specialRequirements: string | null;
  readonly transportType: string | null;
  readonly transportPrice: Cents | null;
  readonly colorType: ColorType;
  readonly ralColor: string | null;
}

export interface AdminMessageSummary {
  readonly id: string;
  readonly source: ContactSource;
  readonly name: string;
  readonly email: string;
  readonly subject: string | null;
  readonly language: Language;
  readonly attachmentCount: number;
  readonly createdAt: Date;
}

export interface AdminMessageDetail extends AdminMessageSummary {
  readonly phone: string | null;
  readonly message: string;
  readonly attachments: readonly UploadRecord[];
}

export interface AdminInquiryStore {
  /** Newest first. */
  listQuotes(page: PageWindow): Promise<Listing<AdminQuoteSummary>>;
  findQuote(id: string): Promise<AdminQuoteDetail | null>;
  /** Newest first. */
  listMessages(page: PageWindow): Promise<Listing<AdminMessageSummary>>;
  findMessage(id: string): Promise<AdminMessageDetail | null>;
  /** An upload attached to a contact message (unattached uploads are not part of the inbox). */
  findAttachment(uploadId: string): Promise<UploadRecord | null>;
}

/** Signs and checks time-limited download links (HMAC over the id and the expiry). */
export interface LinkSigner {
  sign(id: string, expiresUnix: number): string;
  verify(id: string, expiresUnix: number, signature: string): boolean;
}
