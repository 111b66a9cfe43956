/** An email as the outbox stores it and the Mailer sends it. */
export interface EmailContent {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface OutgoingEmail extends EmailContent {
  readonly to: string;
  /** Defaults to the configured MAIL_FROM. */
  readonly from?: string;
  readonly replyTo?: string;
  /** The outbox keeps one email per key (e.g. `order-confirmation:{orderId}`): a repeat enqueue is ignored. */
  readonly dedupeKey?: string;
  /** Sent instead (once) when the first attempt fails permanently, as the spec's 'BACKUP:' retry. */
  readonly fallback?: EmailContent;
  /** Files made when the email is sent (e.g. an invoice's PDF), by reference: the outbox keeps no bytes. */
  readonly attachments?: readonly EmailAttachmentRef[];
}

/** A file the outbox attaches at sending time: an issued invoice or credit note as PDF or UBL, or an offer revision's PDF. */
export interface EmailAttachmentRef {
  readonly kind: 'invoice-pdf' | 'invoice-ubl' | 'offer-pdf';
  /** The invoice, credit note or offer number. */
  readonly number: string;
  /** An offer's revision (offer-pdf only). */
  readonly revision?: number;
}
